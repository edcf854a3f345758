import { resultType } from '../../../src/core/rules/meta/result-type.js';
import { jsonl, ruleTester } from '../tester.js';

const meta26 = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';

ruleTester.run(resultType, {
  valid: [
    { name: 'before 2026-07-28 a result needs no resultType', capture: jsonl('{"jsonrpc":"2.0","id":1,"result":{}}'), revision: '2025-11-25' },
    { name: 'input_required answering tools/call', capture: jsonl(`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{${meta26},"name":"x"}}`, '{"jsonrpc":"2.0","id":4,"result":{"resultType":"input_required","requestState":"x"}}'), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'resultType missing, unknown, and input_required for a method that cannot ask',
      capture: jsonl(
        '{"jsonrpc":"2.0","id":1,"result":{}}',
        '{"jsonrpc":"2.0","id":2,"result":{"resultType":"done"}}',
        `{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{${meta26}}}`,
        '{"jsonrpc":"2.0","id":3,"result":{"resultType":"input_required","requestState":"x"}}',
        `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{${meta26},"name":"x"}}`,
        '{"jsonrpc":"2.0","id":4,"result":{"resultType":"input_required","requestState":"x"}}',
      ),
      revision: '2026-07-28',
      errors: [
        { line: 1, severity: 'error' },
        { line: 2, severity: 'warning' },
        { line: 4, severity: 'error' },
      ],
    },
  ],
});
