import { messagesSetAside } from '../../../src/core/rules/capture/messages-set-aside.js';
import { ruleTester } from '../tester.js';

ruleTester.run(messagesSetAside, {
  valid: [{ name: 'notes without messages in them', capture: 'A note about the exchange below.\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}\n', format: 'txtar', revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a note that quotes a message, outside the sections that are read',
      capture: 'A note that quotes a message:\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}\n',
      format: 'txtar',
      revision: '2025-06-18',
      errors: [{ line: 2 }],
    },
  ],
});
