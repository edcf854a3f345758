import { batchEmpty } from '../../../src/core/rules/envelope/batch-empty.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(batchEmpty, {
  valid: [{ capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]'), revision: '2025-03-26' }],
  invalid: [
    { name: 'an empty array is invalid in 2025-03-26, which allows batches', capture: jsonl('[]'), revision: '2025-03-26', errors: [{ line: 1, severity: 'error' }] },
    { name: 'and where batches are not allowed at all', capture: jsonl('[]'), revision: '2025-06-18', errors: [{ line: 1, severity: 'error' }] },
  ],
});
