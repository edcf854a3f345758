import { cacheScopeVaries } from '../../../src/core/rules/session/cache-scope-varies.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';

const list = (id: number, cursor?: string) => client(request(id, 'tools/list', { ...(cursor === undefined ? {} : { cursor }), _meta: meta26 }));
const page = (id: number, scope: string, next?: string) => server(result(id, { resultType: 'complete', tools: [], ttlMs: 60000, cacheScope: scope, ...(next === undefined ? {} : { nextCursor: next }) }));

ruleTester.run(cacheScopeVaries, {
  valid: [
    { name: 'three pages, one scope', capture: jsonl(list(1), page(1, 'private', 'p2'), list(2, 'p2'), page(2, 'private', 'p3'), list(3, 'p3'), page(3, 'private')), revision: '2026-07-28' },
    { name: 'two separate lists may differ', capture: jsonl(list(1), page(1, 'public'), list(2), page(2, 'private')), revision: '2026-07-28' },
    { name: 'a cursor the server never issued starts no comparison', capture: jsonl(list(1), page(1, 'public', 'p2'), list(2, 'other'), page(2, 'private')), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'the second page changes the scope', capture: jsonl(list(1), page(1, 'public', 'p2'), list(2, 'p2'), page(2, 'private')), revision: '2026-07-28', errors: [{ line: 4, path: 'result.cacheScope', message: 'cacheScope "private" where the first page had "public"' }] },
    {
      name: 'the third page differs from the first, though the second agreed',
      capture: jsonl(list(1), page(1, 'public', 'p2'), list(2, 'p2'), page(2, 'public', 'p3'), list(3, 'p3'), page(3, 'private')),
      revision: '2026-07-28',
      errors: [{ line: 6, message: 'the result (line 2) began' }],
    },
  ],
});
