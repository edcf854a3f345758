import { unknownMethod } from '../../../src/core/rules/catalog/unknown-method.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(unknownMethod, {
  valid: [{ name: 'a custom method outside the spec namespaces is custom-method\'s', capture: jsonl('{"jsonrpc":"2.0","id":2,"method":"com.example/reindex"}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'unknown methods in the spec namespaces: a warning for a request, info for a notification',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/delete","params":{}}', '{"jsonrpc":"2.0","method":"notifications/claude/channel","params":{}}'),
      revision: '2025-06-18',
      errors: [
        { line: 1, severity: 'warning' },
        { line: 2, severity: 'info' },
      ],
    },
  ],
});
