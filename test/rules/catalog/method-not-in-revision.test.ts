import { methodNotInRevision } from '../../../src/core/rules/catalog/method-not-in-revision.js';
import { jsonl, ruleTester } from '../tester.js';

const meta26 = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const tasksExtension = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}';

ruleTester.run(methodNotInRevision, {
  valid: [
    { name: 'elicitation/create from 2025-06-18 on', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{}}'), revision: '2025-06-18' },
    {
      name: 'a legacy session: the dual-era client\'s server/discover probe before its initialize',
      capture: jsonl(`> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{${meta26}}}`, '< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}', '> {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}'),
      revision: '2025-11-25',
    },
    { name: '2026-07-28: a tasks method of a request that declares the tasks extension', capture: jsonl(`{"jsonrpc":"2.0","id":2,"method":"tasks/update","params":{${tasksExtension},"taskId":"t"}}`), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'a legacy session: server/discover after initialize is a method out of place',
      capture: jsonl('> {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}', `> {"jsonrpc":"2.0","id":3,"method":"server/discover","params":{${meta26}}}`),
      revision: '2025-11-25',
      errors: [{ line: 2, message: 'defined only from 2026-07-28' }],
    },
    {
      name: 'methods removed in 2026-07-28 name the last revision and the replacement',
      capture: jsonl(
        `{"jsonrpc":"2.0","id":1,"method":"ping","params":{${meta26}}}`,
        `{"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{${meta26},"level":"info"}}`,
        `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{${meta26}}}`,
      ),
      revision: '2026-07-28',
      errors: [
        { line: 1, severity: 'error', message: 'last defined in 2025-11-25' },
        { line: 2, message: 'io.modelcontextprotocol/logLevel' },
        { line: 3, message: 'server/discover' },
      ],
    },
    {
      name: 'a method added later names the revision that has it',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{}}'),
      revision: '2025-03-26',
      errors: [{ line: 1, message: 'defined only from 2025-06-18' }],
    },
    {
      name: '2026-07-28: an embedded-only method says how it travels now',
      capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"sampling/createMessage","params":{}}'),
      revision: '2026-07-28',
      errors: [{ line: 1, message: 'inputRequests' }],
    },
    {
      name: '2026-07-28: tasks belong to the tasks extension (a warning unless declared); tasks/list is gone',
      capture: jsonl(
        `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{${meta26},"taskId":"t"}}`,
        `{"jsonrpc":"2.0","id":2,"method":"tasks/update","params":{${tasksExtension},"taskId":"t"}}`,
        `{"jsonrpc":"2.0","id":3,"method":"tasks/list","params":{${meta26}}}`,
      ),
      revision: '2026-07-28',
      errors: [
        { line: 1, severity: 'warning', message: 'io.modelcontextprotocol/tasks extension' },
        { line: 3, severity: 'error', message: 'no tasks/list' },
      ],
    },
  ],
});
