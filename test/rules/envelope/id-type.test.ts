import { idType } from '../../../src/core/rules/envelope/id-type.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(idType, {
  valid: [
    { name: 'string, integer and negative integer ids', capture: jsonl('{"jsonrpc":"2.0","id":"a","method":"tools/list"}', '{"jsonrpc":"2.0","id":-4,"method":"tools/list"}'), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'fractional, object and boolean ids',
      capture: jsonl('{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', '{"jsonrpc":"2.0","id":{"n":1},"method":"tools/list"}', '{"jsonrpc":"2.0","id":true,"result":{}}'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error', message: 'a fractional number' }, { line: 2 }, { line: 3 }],
    },
  ],
});
