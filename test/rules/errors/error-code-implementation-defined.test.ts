import { errorCodeImplementationDefined } from '../../../src/core/rules/errors/error-code-implementation-defined.js';
import { jsonl, ruleTester } from '../tester.js';

const error = (code: number) => jsonl(`{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"x"}}`);

ruleTester.run(errorCodeImplementationDefined, {
  valid: [
    { name: '-32042 is defined in 2025-11-25', capture: error(-32042), revision: '2025-11-25' },
    { name: '-32021 is defined in 2026-07-28', capture: error(-32021), revision: '2026-07-28' },
  ],
  invalid: [
    { name: '-32042 before 2025-11-25 names its later meaning', capture: error(-32042), revision: '2025-06-18', errors: [{ line: 1, severity: 'info', message: '2025-11-25 defines -32042' }] },
    { name: '-32021 before 2026-07-28', capture: error(-32021), revision: '2025-11-25', errors: [{ line: 1, severity: 'info' }] },
  ],
});
