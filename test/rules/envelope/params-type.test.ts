import { paramsType } from '../../../src/core/rules/envelope/params-type.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(paramsType, {
  valid: [{ name: 'an empty params object', capture: jsonl('{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'positional params and null params',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["echo"]}', '{"jsonrpc":"2.0","method":"notifications/progress","params":null}', '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error', message: 'positional params' }, { line: 2, severity: 'error' }],
    },
  ],
});
