import { initializedTooEarly } from '../../../src/core/rules/lifecycle/initialized-too-early.js';
import { jsonl, ruleTester } from '../tester.js';
import { handshake, initialize, initializeResult, initialized } from '../messages.js';

ruleTester.run(initializedTooEarly, {
  valid: [{ name: 'initialized after the initialize result', capture: jsonl(...handshake('2024-11-05')), revision: '2024-11-05' }],
  invalid: [
    { name: 'initialized before the server answered', capture: jsonl(initialize('2024-11-05'), initialized, initializeResult('2024-11-05')), revision: '2024-11-05', errors: [{ line: 2, severity: 'warning' }] },
  ],
});
