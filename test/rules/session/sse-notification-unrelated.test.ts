import { sseNotificationUnrelated } from '../../../src/core/rules/session/sse-notification-unrelated.js';
import { jsonl, ruleTester } from '../tester.js';
import { meta26, notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const call = (id: number, name: string, token?: string) => request(id, 'tools/call', { name, arguments: {}, _meta: { ...meta26, ...(token === undefined ? {} : { progressToken: token }) } });
const headers = (name: string) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name });
const progress = (token: string) => notification('notifications/progress', { progressToken: token, progress: 1 });
const done = (id: number) => result(id, { resultType: 'complete', content: [] });
const exchange = (id: number, name: string, token: string | undefined, streamToken: string) => post(call(id, name, token), headers(name), { status: 200, events: [[undefined, progress(streamToken)], [undefined, done(id)]] });
const crossed = jsonl(...post(call(1, 'a', 'ta'), headers('a'), { status: 200, json: done(1) }), ...exchange(2, 'b', 'tb', 'ta'));

ruleTester.run(sseNotificationUnrelated, {
  valid: [
    { name: 'each stream carries its own request\'s progress', capture: jsonl(...exchange(1, 'a', 'ta', 'ta'), ...exchange(2, 'b', 'tb', 'tb')), format: 'http', revision: '2026-07-28' },
    { name: 'a token no request carried is progress-invalid\'s', capture: jsonl(...exchange(1, 'a', 'ta', 'zz')), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'progress for another request on this stream', capture: crossed, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(crossed, '"progressToken":"ta","progress"'), path: 'params.progressToken', message: 'came on the response stream of the client\'s tools/call request (id 2' }] },
  ],
});
