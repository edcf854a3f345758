import { customMethod } from '../../../src/core/rules/catalog/custom-method.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(customMethod, {
  valid: [{ name: 'an unknown method in a spec namespace is unknown-method\'s', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/delete","params":{}}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'info once per name',
      capture: jsonl('{"jsonrpc":"2.0","id":2,"method":"com.example/reindex"}', '{"jsonrpc":"2.0","id":3,"method":"com.example/reindex"}'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info' }],
    },
  ],
});
