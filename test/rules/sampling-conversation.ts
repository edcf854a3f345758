// The pieces of the sampling/createMessage sessions the sampling rules' tests are built from: a
// 2025-11-25 client that declared sampling with tools, asked about the weather in two cities.
import { initialize, initializeResult, initialized, request, server } from './messages.js';

export const start = [initialize('2025-11-25', 0, { sampling: { tools: {} } }), initializeResult('2025-11-25'), initialized];
export const text = (t: string) => ({ type: 'text', text: t });
export const use = (id: string) => ({ type: 'tool_use', id, name: 'get_weather', input: { city: id } });
export const toolResult = (id: string) => ({ type: 'tool_result', toolUseId: id, content: [text(`weather ${id}`)] });
/** The server's sampling/createMessage request `id` with these messages and the get_weather tool. */
export const sample = (id: number, messages: unknown[]) => server(request(id, 'sampling/createMessage', { messages, tools: [{ name: 'get_weather', inputSchema: { type: 'object' } }], maxTokens: 100 }));
export const ask = { role: 'user', content: text('Weather in Paris and London?') };
export const asked = { role: 'assistant', content: [use('a'), use('b')] };
