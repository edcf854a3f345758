import { initializeCancelled } from '../../../src/core/rules/lifecycle/initialize-cancelled.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, initialize, notification } from '../messages.js';

ruleTester.run(initializeCancelled, {
  valid: [
    {
      name: 'cancelling another request during initialization',
      capture: jsonl(initialize('2025-06-18', 0), client({ jsonrpc: '2.0', id: 1, method: 'ping' }), client(notification('notifications/cancelled', { requestId: 1 }))),
      revision: '2025-06-18',
    },
  ],
  invalid: [
    { name: 'the client cancels its initialize request', capture: jsonl(initialize('2024-11-05', 'init'), client(notification('notifications/cancelled', { requestId: 'init', reason: 'timeout' }))), revision: '2024-11-05', errors: [{ line: 2, severity: 'error' }] },
  ],
});
