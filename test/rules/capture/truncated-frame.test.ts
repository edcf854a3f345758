import { truncatedFrame } from '../../../src/core/rules/capture/truncated-frame.js';
import { jsonl, ruleTester } from '../tester.js';

ruleTester.run(truncatedFrame, {
  valid: [{ name: 'the last message complete', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'), revision: '2025-06-18' }],
  invalid: [
    { name: 'the last message cut off at the end of the file', capture: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{"con', revision: '2025-06-18', errors: [{ line: 2 }] },
  ],
});
