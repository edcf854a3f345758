import { sseAfterResponse } from '../../../src/core/rules/session/sse-after-response.js';
import { jsonl, ruleTester } from '../tester.js';
import { meta26, notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const call = request(1, 'tools/call', { name: 'count', arguments: {}, _meta: { ...meta26, progressToken: 'c1' } });
const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'count' };
const progress = (n: number) => notification('notifications/progress', { progressToken: 'c1', progress: n });
const done = result(1, { resultType: 'complete', content: [] });
const late = jsonl(...post(call, headers, { status: 200, events: [[undefined, progress(1)], [undefined, done], [undefined, progress(2)], [undefined, progress(3)]] }));

ruleTester.run(sseAfterResponse, {
  valid: [
    { name: 'notifications, then the response', capture: jsonl(...post(call, headers, { status: 200, events: [[undefined, progress(1)], [undefined, progress(2)], [undefined, done]] })), format: 'http', revision: '2026-07-28' },
    { name: 'a JSON answer is no stream', capture: jsonl(...post(call, headers, { status: 200, json: done })), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [{ name: 'progress after the response, reported once per stream', capture: late, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(late, '"progress":2'), severity: 'warning', message: 'to tools/call had answered its request' }] }],
});
