import { batchNotAllowed } from '../../../src/core/rules/envelope/batch-not-allowed.js';
import { jsonl, ruleTester } from '../tester.js';

const batch = jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]');

ruleTester.run(batchNotAllowed, {
  valid: [{ name: '2025-03-26 allows batches', capture: batch, revision: '2025-03-26' }],
  invalid: [
    { name: '2024-11-05 does not define them', capture: batch, revision: '2024-11-05', errors: [{ line: 1, severity: 'error', message: '2024-11-05 does not define batches' }] },
    { name: '2025-06-18 removed them', capture: batch, revision: '2025-06-18', errors: [{ line: 1, message: 'removed in 2025-06-18' }] },
    { name: '2025-11-25 names the removal too', capture: batch, revision: '2025-11-25', errors: [{ line: 1, message: 'removed in 2025-06-18' }] },
  ],
});
