import { batchInitialize } from '../../../src/core/rules/envelope/batch-initialize.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(batchInitialize, {
  valid: [{ capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]'), revision: '2025-03-26' }],
  invalid: [
    { name: 'initialize inside a batch', capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}},{"jsonrpc":"2.0","id":7,"result":{}}]'), revision: '2025-03-26', errors: [{ line: 1, severity: 'error' }] },
  ],
});
