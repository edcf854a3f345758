import { errorCodeHint } from '../../../src/core/rules/errors/error-code-hint.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(errorCodeHint, {
  valid: [{ name: '-32601 for a method that is no slip', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"com.example/x"}', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}'), revision: '2025-06-18' }],
  invalid: [
    { name: '-32700 from a peer says stray output', capture: jsonl('{"jsonrpc":"2.0","id":1,"error":{"code":-32700,"message":"Parse error"}}'), revision: '2025-11-25', errors: [{ line: 1, severity: 'info', message: 'stray output' }] },
    {
      name: '-32601 after a slip says the name is wrong, not the feature missing',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/List"}', '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}'),
      revision: '2025-06-18',
      errors: [{ line: 2, message: 'slip of "tools/list"' }],
    },
  ],
});
