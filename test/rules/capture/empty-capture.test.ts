import { emptyCapture } from '../../../src/core/rules/capture/empty-capture.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(emptyCapture, {
  valid: [{ name: 'one message is something to check', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}'), revision: '2025-06-18' }],
  invalid: [
    { name: 'an empty file', capture: '', revision: '2025-06-18', errors: [{ line: 1, severity: 'warning', message: 'The file is empty' }] },
    { name: 'blank lines only', capture: '\n\n  \n', revision: '2025-06-18', errors: [{ line: 1, message: 'only blank lines' }] },
    { name: 'only other text', capture: 'server listening on port 3000\n', revision: '2025-06-18', errors: [{ line: 1, message: 'no MCP message' }] },
  ],
});
