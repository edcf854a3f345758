import { initializeRepeated } from '../../../src/core/rules/lifecycle/initialize-repeated.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, initialize, request, server } from '../messages.js';

ruleTester.run(initializeRepeated, {
  valid: [{ name: 'one initialize in a session', capture: jsonl(...handshake('2025-03-26'), client(request(1, 'tools/list'))), revision: '2025-03-26' }],
  invalid: [
    {
      name: 'a second initialize after initialization, refused by the server',
      capture: jsonl(...handshake('2025-03-26'), initialize('2025-03-26', 1), server(error(1, -32600, 'Already initialized'))),
      revision: '2025-03-26',
      errors: [{ line: 4, severity: 'error' }],
    },
  ],
});
