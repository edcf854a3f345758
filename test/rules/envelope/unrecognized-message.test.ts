import { unrecognizedMessage } from '../../../src/core/rules/envelope/unrecognized-message.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(unrecognizedMessage, {
  valid: [{ capture: jsonl('[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","method":"notifications/initialized"}]'), revision: '2025-03-26' }],
  invalid: [
    {
      // A line holding a JSON string is stray output (the reader's), not a frame: see stray-output.
      name: 'an object that is no message at all, and batch members that are not objects',
      capture: jsonl('{"jsonrpc":"2.0","id":9}', '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},[1]]'),
      revision: '2025-03-26',
      errors: [{ line: 1, severity: 'error' }, { line: 2, severity: 'error', message: 'batches do not nest' }],
    },
  ],
});
