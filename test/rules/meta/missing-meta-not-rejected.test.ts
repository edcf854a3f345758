import { missingMetaNotRejected } from '../../../src/core/rules/meta/missing-meta-not-rejected.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const bare = request(1, 'tools/list', {});
const complete = (id: number) => result(id, { resultType: 'complete', tools: [] });
const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };

const served = jsonl(client(bare), server(complete(1)), client(request(2, 'prompts/list')), server(error(2, -32600)));
const wrongStatus = jsonl(...post(bare, headers, { status: 200, json: error(1, -32602) }));

ruleTester.run(missingMetaNotRejected, {
  valid: [
    { name: 'rejected with -32602 over stdio', capture: jsonl(client(bare), server(error(1, -32602))), revision: '2026-07-28' },
    { name: 'rejected with -32602 and HTTP 400', capture: jsonl(...post(bare, headers, { status: 400, json: error(1, -32602) })), format: 'http', revision: '2026-07-28' },
    { name: 'a request with its _meta served', capture: jsonl(client(request(1, 'tools/list', { _meta: meta26 })), server(complete(1))), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'served with a result, and rejected with another code',
      capture: served,
      revision: '2026-07-28',
      errors: [
        { line: lineOf(served, '"id":1,"result"'), severity: 'error', message: 'with a result' },
        { line: lineOf(served, '"id":2,"error"'), message: 'error code -32600 instead of -32602' },
      ],
    },
    {
      name: 'rejected with -32602 but HTTP 200',
      capture: wrongStatus,
      format: 'http',
      revision: '2026-07-28',
      errors: [{ line: lineOf(wrongStatus, '"error"'), message: 'HTTP status 200 instead of 400' }],
    },
  ],
});
