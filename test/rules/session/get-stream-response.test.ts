import { getStreamResponse } from '../../../src/core/rules/session/get-stream-response.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
const headers = { 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': 'a1b2c3' };
const start = [...post(init, {}, { headers: { 'mcp-session-id': 'a1b2c3' }, json: initAnswer }), ...post(notification('notifications/initialized'), headers)];
const call = request(2, 'tools/call', { name: 'slow', arguments: {} });

const misrouted = jsonl(...start, ...get(headers, { events: [[undefined, notification('notifications/tools/list_changed')]] }), ...post(call, headers, { status: 202 }), ...get(headers, { events: [[undefined, result(2, { content: [] })]] }));

ruleTester.run(getStreamResponse, {
  valid: [
    {
      name: 'a GET stream with notifications, and a resumed stream replaying a response under its event id',
      capture: jsonl(
        ...start,
        ...get(headers, { events: [[undefined, notification('notifications/tools/list_changed')]] }),
        ...post(call, headers, { events: [['p-1', notification('notifications/progress', { progressToken: 't', progress: 1 })]] }),
        ...get({ ...headers, 'last-event-id': 'p-1' }, { events: [['p-2', result(2, { content: [] })]] }),
      ),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a response on the GET stream in an event without an id',
      capture: misrouted,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(misrouted, '"id":2,"result"'), severity: 'error', message: 'sent on the SSE stream of a GET' }],
    },
  ],
});
