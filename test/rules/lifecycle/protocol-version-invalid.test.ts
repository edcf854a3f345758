import { protocolVersionInvalid } from '../../../src/core/rules/lifecycle/protocol-version-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { initialize, initializeResult, initialized } from '../messages.js';

ruleTester.run(protocolVersionInvalid, {
  valid: [{ name: 'a dated revision', capture: jsonl(initialize('2025-11-25'), initializeResult('2025-11-25'), initialized), revision: 'auto' }],
  invalid: [
    { name: 'a version that is no date, in the request', capture: jsonl(initialize('1.0'), initializeResult('2025-06-18'), initialized), revision: 'auto', errors: [{ line: 1 }] },
  ],
});
