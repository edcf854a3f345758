import { methodTypo } from '../../../src/core/rules/catalog/method-typo.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(methodTypo, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'case and spelling slips say "did you mean", and what the slip costs',
      capture: jsonl(
        '{"jsonrpc":"2.0","id":1,"method":"tools/List"}',
        '{"jsonrpc":"2.0","id":2,"method":"tool/call","params":{}}',
        '{"jsonrpc":"2.0","method":"initialized"}',
        '{"jsonrpc":"2.0","method":"notifications/initialised"}',
        '{"jsonrpc":"2.0","id":3,"method":"resources.read","params":{}}',
      ),
      revision: '2025-06-18',
      errors: [
        { line: 1, severity: 'error', message: /did you mean "tools\/list"[\s\S]*reads like a missing feature/ },
        { line: 2, message: 'did you mean "tools/call"' },
        { line: 3, message: /did you mean "notifications\/initialized"[\s\S]*silently ignores/ },
        { line: 4, message: 'did you mean "notifications/initialized"' },
        { line: 5, message: 'did you mean "resources/read"' },
      ],
    },
    {
      name: 'a batch member is checked on its own',
      capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"1.0","id":2,"method":"tools/List"}]'),
      revision: '2025-03-26',
      errors: [{ line: 1, message: 'did you mean "tools/list"' }],
    },
  ],
});
