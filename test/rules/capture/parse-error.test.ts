import { parseError } from '../../../src/core/rules/capture/parse-error.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(parseError, {
  valid: [
    { name: 'whole messages, one a line', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'), revision: '2025-06-18' },
    { name: 'JSON nested too deep is nesting-too-deep\'s', capture: jsonl('['.repeat(1001) + ']'.repeat(1001)), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'a message cut in two by an embedded newline',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"a', 'b"}}}'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error' }],
    },
  ],
});
