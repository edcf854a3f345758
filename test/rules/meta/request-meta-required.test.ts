import { requestMetaRequired } from '../../../src/core/rules/meta/request-meta-required.js';
import { jsonl, ruleTester } from '../tester.js';

const meta26 = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';

ruleTester.run(requestMetaRequired, {
  valid: [
    { name: 'before 2026-07-28 a request needs no _meta', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/list"}'), revision: '2025-11-25' },
    { name: 'a notification needs none', capture: jsonl(`{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{${meta26}}}`, '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}'), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'every request carries protocolVersion (a string) and clientCapabilities in params._meta',
      capture: jsonl(
        '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":20260728,"io.modelcontextprotocol/clientCapabilities":{}}}}',
        `{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{${meta26}}}`,
      ),
      revision: '2026-07-28',
      errors: [
        { line: 1, severity: 'error', message: 'no params' },
        { line: 2, severity: 'error', message: 'as an integer' },
      ],
    },
  ],
});
