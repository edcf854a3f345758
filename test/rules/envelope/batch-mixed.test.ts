import { batchMixed } from '../../../src/core/rules/envelope/batch-mixed.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(batchMixed, {
  valid: [{ name: 'a batch of results only', capture: jsonl('[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}]'), revision: '2025-03-26' }],
  invalid: [
    { name: 'a request and a result in one batch', capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}},{"jsonrpc":"2.0","id":7,"result":{}}]'), revision: '2025-03-26', errors: [{ line: 1, severity: 'error' }] },
  ],
});
