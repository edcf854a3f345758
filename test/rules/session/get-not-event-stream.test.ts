import { getNotEventStream } from '../../../src/core/rules/session/get-not-event-stream.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const start = post(init, {}, { json: result(1, { protocolVersion: '2025-11-25', capabilities: { tools: { listChanged: true } }, serverInfo: { name: 's', version: '1' } }) });
const headers = { 'mcp-protocol-version': '2025-11-25' };
const changed = notification('notifications/tools/list_changed');
const json = jsonl(...start, ...get(headers, { json: changed }));

ruleTester.run(getNotEventStream, {
  valid: [{ name: 'the GET answered with an event stream', capture: jsonl(...start, ...get(headers, { events: [[undefined, changed]] })), format: 'http', revision: '2025-11-25' }],
  invalid: [{ name: 'the GET answered with a JSON body', capture: json, format: 'http', revision: '2025-11-25', errors: [{ line: lineOf(json, 'list_changed'), severity: 'error', message: 'sent as application/json' }] }],
});
