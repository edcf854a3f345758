import { methodNotFoundStatus } from '../../../src/core/rules/session/method-not-found-status.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const complete = request(1, 'completion/complete', { ref: { type: 'ref/prompt', name: 'p' }, argument: { name: 'a', value: 'x' }, _meta: meta26 });
const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'completion/complete' };
const under200 = jsonl(...post(complete, headers, { status: 200, json: error(1, -32601, 'Method not found') }));
const onStream = jsonl(...post(complete, headers, { status: 200, events: [[undefined, error(1, -32601, 'Method not found')]] }));

ruleTester.run(methodNotFoundStatus, {
  valid: [
    { name: 'a -32601 with 404', capture: jsonl(...post(complete, headers, { status: 404, json: error(1, -32601, 'Method not found') })), format: 'http', revision: '2026-07-28' },
    { name: 'a -32601 over stdio has no status', capture: jsonl(client(complete), server(error(1, -32601))), revision: '2026-07-28' },
    { name: 'another error under 400', capture: jsonl(...post(complete, headers, { status: 400, json: error(1, -32602) })), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'a -32601 under 200', capture: under200, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(under200, '"error"'), message: 'sent with HTTP status 200 instead of 404' }] },
    { name: 'a -32601 on an SSE stream', capture: onStream, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(onStream, '"error"'), message: 'on an SSE stream' }] },
  ],
});
