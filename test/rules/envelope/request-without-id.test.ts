import { requestWithoutId } from '../../../src/core/rules/envelope/request-without-id.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(requestWithoutId, {
  valid: [
    // id-null's finding alone: a method with "id": null is a notification carrying a forbidden id.
    { name: '"id": null on a request method is id-null\'s, not this rule\'s', capture: jsonl('{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"x"}}'), revision: '2024-11-05' },
    { name: 'a notification without an id', capture: jsonl('{"jsonrpc":"2.0","method":"notifications/initialized"}'), revision: '2024-11-05' },
  ],
  invalid: [
    {
      name: 'initialize without an id',
      capture: jsonl('{"jsonrpc":"2.0","method":"initialize","params":{}}', '{"jsonrpc":"2.0","id":3,"method":"notifications/initialized"}'),
      revision: '2024-11-05',
      errors: [{ line: 1, severity: 'error' }],
    },
  ],
});
