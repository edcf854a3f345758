import { negotiatedVersionNotProposed } from '../../../src/core/rules/lifecycle/negotiated-version-not-proposed.js';
import { jsonl, ruleTester } from '../tester.js';
import { initialize, initializeResult, initialized } from '../messages.js';

ruleTester.run(negotiatedVersionNotProposed, {
  valid: [
    { name: 'the server answers the version proposed', capture: jsonl(initialize('2025-06-18'), initializeResult('2025-06-18'), initialized), revision: '2025-06-18' },
    { name: 'the server answers an older version it supports', capture: jsonl(initialize('2025-06-18'), initializeResult('2025-03-26'), initialized), revision: '2025-03-26' },
  ],
  invalid: [
    { name: 'the server answers a newer version than the client proposed', capture: jsonl(initialize('2024-11-05'), initializeResult('2025-03-26'), initialized), revision: '2025-03-26', errors: [{ line: 2, severity: 'warning' }] },
  ],
});
