import { responseResultAndError } from '../../../src/core/rules/envelope/response-result-and-error.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(responseResultAndError, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":5,"result":{}}', '{"jsonrpc":"2.0","id":6,"error":{"code":-32603,"message":"x"}}'), revision: '2025-06-18' }],
  invalid: [
    { name: 'both result and error', capture: jsonl('{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}'), revision: '2025-06-18', errors: [{ line: 1, severity: 'error' }] },
  ],
});
