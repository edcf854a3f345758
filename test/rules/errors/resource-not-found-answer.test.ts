import { resourceNotFoundAnswer } from '../../../src/core/rules/errors/resource-not-found-answer.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';

const read = (id: number, uri: string) => client(request(id, 'resources/read', { uri, _meta: meta26 }));
const contents = (id: number, items: unknown[]) => server(result(id, { resultType: 'complete', contents: items, ttlMs: 0, cacheScope: 'private' }));

ruleTester.run(resourceNotFoundAnswer, {
  valid: [
    { name: 'not found as -32602', capture: jsonl(read(1, 'file:///gone'), server(error(1, -32602, 'Resource not found'))), revision: '2026-07-28' },
    { name: 'an existing empty resource (no not-found answer for it)', capture: jsonl(read(1, 'file:///empty'), contents(1, []), read(2, 'file:///gone'), server(error(2, -32602, 'Resource not found'))), revision: '2026-07-28' },
    { name: 'an internal error that says nothing about existence', capture: jsonl(read(1, 'file:///a'), server(error(1, -32603, 'Disk read failed'))), revision: '2026-07-28' },
    { name: 'a method that is not found is another matter', capture: jsonl(read(1, 'file:///a'), server(error(1, -32601, 'Method not found'))), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'not found under -32603', capture: jsonl(read(1, 'file:///gone'), server(error(1, -32603, 'Resource not found: file:///gone'))), revision: '2026-07-28', errors: [{ line: 2, path: 'error.code', message: 'its code is -32603' }] },
    {
      name: 'empty contents for a URI answered not-found later',
      capture: jsonl(read(1, 'file:///gone'), contents(1, []), read(2, 'file:///gone'), server(error(2, -32602, 'Resource not found'))),
      revision: '2026-07-28',
      errors: [{ line: 2, path: 'result.contents', message: 'with an empty contents array, yet the server reports that resource missing' }],
    },
  ],
});
