import { sseUnprefixedJson } from '../../../src/core/rules/capture/sse-unprefixed-json.js';
import { ruleTester } from '../tester.js';

ruleTester.run(sseUnprefixedJson, {
  valid: [{ name: 'data lines carry the JSON', capture: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n', format: 'sse', revision: '2025-06-18' }],
  invalid: [
    { name: 'a JSON message without its data: prefix in the second event', capture: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\nevent: message\n{"jsonrpc":"2.0","id":2,"result":{}}\n\n', format: 'sse', revision: '2025-06-18', errors: [{ line: 5 }] },
  ],
});
