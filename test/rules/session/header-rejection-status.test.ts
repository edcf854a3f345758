import { headerRejectionStatus } from '../../../src/core/rules/session/header-rejection-status.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const read = (id: number, uri: string, withMeta = true) => request(id, 'resources/read', { uri, ...(withMeta ? { _meta: meta26 } : {}) });
const headers = (name: string) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/read', 'mcp-name': name });

const wrong = jsonl(
  ...post(read(1, 'file:///a.txt'), headers('file:///b.txt'), { status: 200, json: error(1, -32020) }),
  ...post(read(2, 'file:///a.txt'), headers('file:///b.txt'), { status: 400, json: error(2, -32602) }),
  ...post(read(3, 'file:///a.txt'), headers('file:///a.txt'), { status: 500, json: error(3, -32020) }),
  ...post(read(4, 'file:///a.txt'), headers('file:///b.txt'), { status: 200, json: error(4, -32603) }),
);

ruleTester.run(headerRejectionStatus, {
  valid: [
    { name: 'a mismatch rejected with 400 and -32020', capture: jsonl(...post(read(1, 'file:///a.txt'), headers('file:///b.txt'), { status: 400, json: error(1, -32020) })), format: 'http', revision: '2026-07-28' },
    { name: 'a request with matching headers rejected for another reason', capture: jsonl(...post(read(1, 'file:///a.txt'), headers('file:///a.txt'), { status: 200, json: error(1, -32602) })), format: 'http', revision: '2026-07-28' },
    {
      name: 'a request that also lacks its _meta may be rejected with -32602 first',
      capture: jsonl(...post(read(1, 'file:///a.txt', false), headers('file:///b.txt'), { status: 400, json: error(1, -32602) })),
      format: 'http',
      revision: '2026-07-28',
    },
    { name: 'stdio: -32020 without an HTTP status', capture: jsonl(client(read(1, 'file:///a.txt')), server(error(1, -32020))), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'rejections with the wrong status or code',
      capture: wrong,
      format: 'http',
      revision: '2026-07-28',
      errors: [
        { line: lineOf(wrong, '"id":1,"error"'), severity: 'error', message: /with HTTP status 200 instead of 400\. A server MUST/ },
        { line: lineOf(wrong, '"id":2,"error"'), message: /whose Mcp-Name: file:\/\/\/b\.txt does not match params\.uri .*with error code -32602 instead of -32020/ },
        { line: lineOf(wrong, '"id":3,"error"'), message: 'HTTP status 500 instead of 400' },
        { line: lineOf(wrong, '"id":4,"error"'), message: 'error code -32603 instead of -32020 (HeaderMismatch) and HTTP status 200 instead of 400' },
      ],
    },
  ],
});
