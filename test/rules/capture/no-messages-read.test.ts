import { noMessagesRead } from '../../../src/core/rules/capture/no-messages-read.js';
import { ruleTester } from '../tester.js';

ruleTester.run(noMessagesRead, {
  valid: [
    { name: 'messages that are read', capture: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n', revision: '2025-06-18' },
    { name: 'a file of other text is an empty capture, not a reader failure', capture: 'server listening on port 3000\n', revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'messages in bodies of another content type: the HTTP reader reads none',
      capture: 'HTTP/1.1 200 OK\nContent-Type: text/plain\n\n{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","id":2,"result":{}}\n',
      revision: '2025-06-18',
      errors: [{ line: 4, severity: 'error', message: 'The http reader read no message from this file, though 2 lines (4 to 5) look like JSON-RPC messages' }],
    },
    {
      name: 'messages only in a txtar comment',
      capture: 'notes: {"jsonrpc":"2.0","id":1,"method":"ping"}\n-- client --\n-- server --\n',
      format: 'txtar',
      revision: '2025-06-18',
      errors: [{ line: 1, message: 'line 1 looks like JSON-RPC messages' }],
    },
  ],
});
