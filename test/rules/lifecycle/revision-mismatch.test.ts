import { revisionMismatch } from '../../../src/core/rules/lifecycle/revision-mismatch.js';
import { jsonl, ruleTester } from '../tester.js';
import { handshake } from '../messages.js';

ruleTester.run(revisionMismatch, {
  valid: [
    { name: 'under auto the revision is the capture\'s own', capture: jsonl(...handshake('2025-03-26')), revision: 'auto' },
    { name: 'pinned to the revision the capture negotiates', capture: jsonl(...handshake('2025-06-18')), revision: '2025-06-18' },
  ],
  invalid: [
    { name: 'names both revisions when a pinned capture negotiates another one', capture: jsonl(...handshake('2025-06-18')), revision: '2025-11-25', errors: [{ line: 2, severity: 'warning', message: /2025-11-25[\s\S]*2025-06-18|2025-06-18[\s\S]*2025-11-25/ }] },
  ],
});
