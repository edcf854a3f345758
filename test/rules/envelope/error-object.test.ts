import { errorObject } from '../../../src/core/rules/envelope/error-object.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(errorObject, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"internal"}}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a fractional code without a message, and an error that is a string',
      capture: jsonl('{"jsonrpc":"2.0","id":3,"error":{"code":-32603.5}}', '{"jsonrpc":"2.0","id":4,"error":"boom"}', '{"jsonrpc":"2.0","id":5,"result":{}}'),
      revision: '2025-06-18',
      errors: [
        { line: 1, severity: 'error', message: /codes MUST be integers.*no "message"/ },
        { line: 2, severity: 'error' },
      ],
    },
  ],
});
