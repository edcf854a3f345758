import { errorCodeReserved } from '../../../src/core/rules/errors/error-code-reserved.js';
import { jsonl, ruleTester } from '../tester.js';

const error = (code: number) => jsonl(`{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"x"}}`);

ruleTester.run(errorCodeReserved, {
  valid: [
    { name: 'an application code', capture: error(-31000), revision: '2024-11-05' },
    { name: 'a positive application code', capture: error(42), revision: '2026-07-28' },
    { name: '-32021 is defined in 2026-07-28', capture: error(-32021), revision: '2026-07-28' },
  ],
  invalid: [
    { name: '2026-07-28: an undefined code of the MCP range is an error', capture: error(-32050), revision: '2026-07-28', errors: [{ line: 1, severity: 'error' }] },
    { name: '2026-07-28: -32001, of the JSON-RPC server range, is a warning', capture: error(-32001), revision: '2026-07-28', errors: [{ line: 1, severity: 'warning' }] },
    { name: 'JSON-RPC reserved codes are warnings everywhere', capture: error(-32500), revision: '2024-11-05', errors: [{ line: 1, severity: 'warning' }] },
  ],
});
