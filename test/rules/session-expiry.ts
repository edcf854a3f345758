// The opening of a Streamable HTTP session whose id the server then declares expired (a 404), shared
// by the tests of the rules that judge what follows a 404 (request-after-404, terminated-session-served).
import { error, notification, request, result } from './messages.js';
import { post } from './http.js';

export const init = (id: number) => request(id, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
export const initAnswer = (id: number) => result(id, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
export const version = { 'mcp-protocol-version': '2025-11-25' };
export const withId = (id: string) => ({ ...version, 'mcp-session-id': id });
export const tools = (id: number) => request(id, 'tools/list');
export const toolsAnswer = (id: number) => ({ json: result(id, { tools: [] }) });
export const gone = (id: number) => ({ status: 404, json: error(id, -32001, 'Session not found') });

/** initialize answered with session id a1b2c3, then notifications/initialized in it. */
export const start = [...post(init(1), {}, { headers: { 'mcp-session-id': 'a1b2c3' }, json: initAnswer(1) }), ...post(notification('notifications/initialized'), withId('a1b2c3'))];
/** `start`, then a tools/list answered with 404: the session is gone. */
export const expired = [...start, ...post(tools(2), withId('a1b2c3'), gone(2))];
