import { REVISIONS } from '../../../src/core/revisions.js';
import { idNull } from '../../../src/core/rules/envelope/id-null.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(idNull, {
  valid: [{ capture: jsonl('{"jsonrpc":"2.0","id":7,"error":{"code":-32700,"message":"Parse error"}}'), revision: '2025-11-25' }],
  invalid: [
    {
      name: '"id": null on a method reads as a notification carrying a forbidden id, never answered',
      capture: jsonl('{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"x"}}'),
      revision: '2024-11-05',
      errors: [{ line: 1, severity: 'error', message: /generic JSON-RPC validators accept it[\s\S]*never answered|never answered[\s\S]*generic JSON-RPC validators accept it/ }],
    },
    // On an error, every revision: the message names the JSON-RPC difference and what to do instead.
    ...REVISIONS.map((revision) => ({
      name: `${revision}: "id": null on an error names the JSON-RPC difference`,
      capture: jsonl('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}'),
      revision,
      errors: [{ line: 1, message: /JSON-RPC allows null.*omit "id"/ }],
    })),
  ],
});
