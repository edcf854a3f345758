import { sseBufferingHeader } from '../../../src/core/rules/session/sse-buffering-header.js';
import { ruleTester } from '../tester.js';
import { meta26, request, result } from '../messages.js';
import { post } from '../http.js';

const HEADERS = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };
const listed = result(1, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', tools: [] });
const progress = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } };
const streamed = (headers: Record<string, string>, events: readonly (readonly [string | undefined, unknown])[] = [[undefined, listed]]) =>
  post(request(1, 'tools/list', { _meta: { ...meta26, progressToken: 'p' } }), HEADERS, { headers, events }).join('\n');

ruleTester.run(sseBufferingHeader, {
  valid: [
    { name: 'X-Accel-Buffering: no', capture: streamed({ 'cache-control': 'no-cache', 'x-accel-buffering': 'no' }), revision: '2026-07-28', format: 'http' },
    { name: 'a JSON answer, no stream', capture: post(request(1, 'tools/list', { _meta: meta26 }), HEADERS, { json: listed, headers: { 'cache-control': 'no-cache' } }).join('\n'), revision: '2026-07-28', format: 'http' },
    { name: 'a recording that kept only the Content-Type', capture: streamed({}), revision: '2026-07-28', format: 'http' },
  ],
  invalid: [
    {
      name: 'no X-Accel-Buffering, judged once per stream',
      capture: streamed({ 'cache-control': 'no-cache' }, [[undefined, progress], [undefined, listed]]),
      revision: '2026-07-28',
      format: 'http',
      errors: [{ line: 14, severity: 'warning', message: 'has no X-Accel-Buffering header' }],
    },
    {
      name: 'X-Accel-Buffering: yes',
      capture: streamed({ 'cache-control': 'no-cache', 'x-accel-buffering': 'yes' }),
      revision: '2026-07-28',
      format: 'http',
      errors: [{ line: 15, message: 'says X-Accel-Buffering: yes' }],
    },
  ],
});
