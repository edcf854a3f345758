import { notificationWithId } from '../../../src/core/rules/envelope/notification-with-id.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(notificationWithId, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","method":"notifications/initialized"}', '{"jsonrpc":"2.0","method":"initialize","params":{}}'), revision: '2024-11-05' }],
  invalid: [
    {
      name: 'a spec notification with an id is an error; an unknown notifications/ name with one a warning',
      capture: jsonl('{"jsonrpc":"2.0","method":"initialize","params":{}}', '{"jsonrpc":"2.0","id":3,"method":"notifications/initialized"}', '{"jsonrpc":"2.0","id":4,"method":"notifications/whatever"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}'),
      revision: '2024-11-05',
      errors: [
        { line: 2, severity: 'error' },
        { line: 3, severity: 'warning' },
      ],
    },
  ],
});
