import { methodType } from '../../../src/core/rules/envelope/method-type.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(methodType, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","method":"notifications/initialized"}'), revision: '2025-11-25' }],
  invalid: [
    { name: 'a number for a method, on a notification', capture: jsonl('{"jsonrpc":"2.0","method":42}'), revision: '2025-11-25', errors: [{ line: 1, severity: 'error' }] },
  ],
});
