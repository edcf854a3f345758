import { declaredListNotImplemented } from '../../../src/core/rules/capability/declared-list-not-implemented.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';

const discovered = (capabilities: Record<string, unknown>) => [
  client(request(1, 'server/discover', { _meta: meta26 })),
  server(result(1, { resultType: 'complete', ttlMs: 60000, cacheScope: 'public', supportedVersions: ['2026-07-28'], capabilities, serverInfo: { name: 's', version: '1' } })),
];
const listed = (method: string, answer: unknown) => [client(request(2, method, { _meta: meta26 })), server(answer)];

ruleTester.run(declaredListNotImplemented, {
  valid: [
    { name: 'a declared list answered, empty', capture: jsonl(...discovered({ tools: {} }), ...listed('tools/list', result(2, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', tools: [] }))), revision: '2026-07-28' },
    { name: 'an undeclared list answered -32601', capture: jsonl(...discovered({ tools: {} }), ...listed('prompts/list', error(2, -32601))), revision: '2026-07-28' },
    { name: 'a declared list refused for another reason', capture: jsonl(...discovered({ resources: {} }), ...listed('resources/list', error(2, -32603))), revision: '2026-07-28' },
    { name: 'no server/discover in the capture: nothing declared to hold it to', capture: jsonl(...listed('tools/list', error(2, -32601))), revision: '2026-07-28' },
    { name: 'a method outside the three lists', capture: jsonl(...discovered({ resources: {} }), ...listed('resources/templates/list', error(2, -32601))), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'tools declared, tools/list not found',
      capture: jsonl(...discovered({ tools: { listChanged: true } }), ...listed('tools/list', error(2, -32601))),
      revision: '2026-07-28',
      errors: [{ line: 4, severity: 'error', path: 'error.code', message: 'declared the tools capability' }],
    },
    {
      name: 'prompts declared, prompts/list not found',
      capture: jsonl(...discovered({ prompts: {} }), ...listed('prompts/list', error(2, -32601))),
      revision: '2026-07-28',
      errors: [{ line: 4, message: 'MUST answer prompts/list' }],
    },
    {
      name: 'resources declared, resources/list not found',
      capture: jsonl(...discovered({ resources: { subscribe: true } }), ...listed('resources/list', error(2, -32601))),
      revision: '2026-07-28',
      errors: [{ line: 4, message: 'no resources/list' }],
    },
  ],
});
