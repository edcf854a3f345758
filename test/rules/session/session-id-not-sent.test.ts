import { sessionIdNotSent } from '../../../src/core/rules/session/session-id-not-sent.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
const version = { 'mcp-protocol-version': '2025-11-25' };
const assigned = { headers: { 'mcp-session-id': 'a1b2c3' }, json: initAnswer };
const withId = { ...version, 'mcp-session-id': 'a1b2c3' };
const tools = (id: number) => request(id, 'tools/list');
const toolsAnswer = (id: number) => ({ json: result(id, { tools: [] }) });

const forgotten = jsonl(...post(init, {}, assigned), ...post(notification('notifications/initialized'), withId), ...post(tools(2), version, toolsAnswer(2)), ...post(tools(3), withId, toolsAnswer(3)));

ruleTester.run(sessionIdNotSent, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    {
      name: 'a server that assigns no session id: no header to send',
      capture: jsonl(...post(init, {}, { json: initAnswer }), ...post(notification('notifications/initialized'), version), ...post(tools(2), version, toolsAnswer(2))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a new initialize (after a 404) starts a new session without the old id',
      capture: jsonl(...post(init, {}, assigned), ...post(tools(2), withId, { status: 404 }), ...post(request(3, 'initialize', init.params), {}, { headers: { 'mcp-session-id': 'd4e5f6' }, json: result(3, initAnswer.result) })),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a request after initialize without the assigned session id',
      capture: forgotten,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(forgotten, '"id":2,"method":"tools/list"'), severity: 'error', message: 'without the MCP-Session-Id header the server assigned' }],
    },
  ],
});
