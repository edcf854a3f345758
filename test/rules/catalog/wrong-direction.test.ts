import { wrongDirection } from '../../../src/core/rules/catalog/wrong-direction.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(wrongDirection, {
  valid: [
    { name: 'without direction marks nothing is said', capture: jsonl('{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}'), revision: '2025-06-18' },
    { name: 'ping goes either way', capture: jsonl('> {"jsonrpc":"2.0","id":2,"method":"ping"}', '< {"jsonrpc":"2.0","id":9,"method":"ping"}'), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'a client-only method sent by the server, and a server-only notification sent by the client',
      capture: jsonl('< {"jsonrpc":"2.0","id":1,"method":"tools/list"}', '> {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}', '> {"jsonrpc":"2.0","id":2,"method":"ping"}', '< {"jsonrpc":"2.0","id":9,"method":"ping"}'),
      revision: '2025-06-18',
      errors: [
        { line: 1, severity: 'error', message: 'only the client sends tools/list' },
        { line: 2, severity: 'error' },
      ],
    },
    {
      name: '2026-07-28: any request from the server and any response from the client; progress only from the server',
      capture: jsonl(
        '< {"jsonrpc":"2.0","id":1,"method":"com.example/ask"}',
        '> {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}',
        '> {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}',
        '< {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2}}',
      ),
      revision: '2026-07-28',
      errors: [{ line: 1, message: 'servers MUST NOT send JSON-RPC requests' }, { line: 2 }, { line: 3 }],
    },
  ],
});
