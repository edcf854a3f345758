import { responseWithoutId } from '../../../src/core/rules/envelope/response-without-id.js';
import { jsonl, ruleTester } from '../tester.js';

const errorWithoutId = jsonl('{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"}}');

ruleTester.run(responseWithoutId, {
  valid: [
    { name: '2025-11-25: an error response without an id is allowed', capture: errorWithoutId, revision: '2025-11-25' },
    { name: '2026-07-28: so it is there too', capture: errorWithoutId, revision: '2026-07-28' },
  ],
  invalid: [
    { name: '2024-11-05: an error response without an id is an error', capture: errorWithoutId, revision: '2024-11-05', errors: [{ line: 1, severity: 'error' }] },
    { name: '2025-03-26: a warning', capture: errorWithoutId, revision: '2025-03-26', errors: [{ line: 1, severity: 'warning' }] },
    { name: '2025-06-18: a warning', capture: errorWithoutId, revision: '2025-06-18', errors: [{ line: 1, severity: 'warning' }] },
    { name: '2026-07-28: a result without an id is always an error', capture: jsonl('{"jsonrpc":"2.0","result":{"resultType":"complete"}}'), revision: '2026-07-28', errors: [{ line: 1, severity: 'error' }] },
  ],
});
