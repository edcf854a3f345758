import { strayOutput } from '../../../src/core/rules/capture/stray-output.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(strayOutput, {
  valid: [{ name: 'protocol messages only', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a log line, and a line holding a JSON string, on stdout',
      capture: jsonl('Starting MCP server...', '{"jsonrpc":"2.0","id":1,"method":"ping"}', '"hello"'),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error' }, { line: 3, severity: 'error' }],
    },
  ],
});
