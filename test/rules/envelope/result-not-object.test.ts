import { resultNotObject } from '../../../src/core/rules/envelope/result-not-object.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(resultNotObject, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":5,"result":{}}'), revision: '2025-06-18' }],
  invalid: [
    { name: 'a string result', capture: jsonl('{"jsonrpc":"2.0","id":1,"result":{}}', '{"jsonrpc":"2.0","id":2,"result":"ok"}'), revision: '2025-06-18', errors: [{ line: 2, severity: 'error' }] },
  ],
});
