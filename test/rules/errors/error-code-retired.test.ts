import { errorCodeRetired } from '../../../src/core/rules/errors/error-code-retired.js';
import { jsonl, ruleTester } from '../tester.js';

const error = (code: number) => jsonl(`{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"x"}}`);

ruleTester.run(errorCodeRetired, {
  valid: [
    { name: '-32002 is defined up to 2025-11-25', capture: error(-32002), revision: '2025-11-25' },
    { name: '-32042 is defined in 2025-11-25', capture: error(-32042), revision: '2025-11-25' },
    { name: '-32021 is defined from 2026-07-28', capture: error(-32021), revision: '2026-07-28' },
  ],
  invalid: [
    { name: '-32002 is retired in 2026-07-28', capture: error(-32002), revision: '2026-07-28', errors: [{ line: 1, severity: 'error' }] },
    { name: '-32042 is retired in 2026-07-28', capture: error(-32042), revision: '2026-07-28', errors: [{ line: 1, severity: 'error' }] },
  ],
});
