import { sseEventIdReused } from '../../../src/core/rules/session/sse-event-id-reused.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
const headers = { 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': 'a1b2c3' };
const start = [...post(init, {}, { headers: { 'mcp-session-id': 'a1b2c3' }, json: initAnswer }), ...post(notification('notifications/initialized'), headers)];
const progress = (n: number) => notification('notifications/progress', { progressToken: 't', progress: n });
const listChanged = notification('notifications/tools/list_changed');

const reused = jsonl(
  ...start,
  ...post(request(2, 'tools/call', { name: 'slow', arguments: {}, _meta: { progressToken: 't' } }), headers, { events: [['1', progress(1)], ['2', result(2, { content: [] })]] }),
  ...get(headers, { events: [['1', listChanged]] }),
);

ruleTester.run(sseEventIdReused, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    {
      name: 'ids unique across the POST stream and the GET stream; a resumed stream replays an event under its own id',
      capture: jsonl(
        ...start,
        ...post(request(2, 'tools/call', { name: 'slow', arguments: {}, _meta: { progressToken: 't' } }), headers, { events: [['s1-1', progress(1)]] }),
        ...get({ ...headers, 'last-event-id': 's1-1' }, { events: [['s1-1', progress(1)], ['s1-2', result(2, { content: [] })], ['g-1', listChanged]] }),
      ),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'the GET stream reuses an id of the POST stream for another message',
      capture: reused,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(reused, 'list_changed'), severity: 'error', message: `id "1", which the event at line ${lineOf(reused, '"progress":1')} already had` }],
    },
  ],
});
