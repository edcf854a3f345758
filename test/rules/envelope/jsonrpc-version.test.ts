import { jsonrpcVersion } from '../../../src/core/rules/envelope/jsonrpc-version.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(jsonrpcVersion, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":3,"method":"tools/list"}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'jsonrpc must be the string "2.0": a number, and a missing member',
      capture: jsonl('{"jsonrpc":2.0,"id":1,"method":"tools/list"}', '{"id":2,"method":"tools/list"}', '{"jsonrpc":"2.0","id":3,"method":"tools/list"}'),
      revision: '2025-06-18',
      errors: [
        { line: 1, severity: 'error', message: '"jsonrpc": 2' },
        { line: 2, severity: 'error', message: 'has no "jsonrpc" member' },
      ],
    },
    {
      name: 'a batch member is checked on its own',
      capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"1.0","id":2,"method":"tools/List"}]'),
      revision: '2025-03-26',
      errors: [{ line: 1 }],
    },
  ],
});
