import { initializeNotFirst } from '../../../src/core/rules/lifecycle/initialize-not-first.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request } from '../messages.js';

ruleTester.run(initializeNotFirst, {
  valid: [{ name: 'initialize first, then a request', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list'))), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a notification and a request before initialize',
      capture: jsonl(client({ jsonrpc: '2.0', method: 'notifications/initialized' }), client(request(5, 'tools/list')), ...handshake('2025-06-18')),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error' }, { line: 2, severity: 'error' }],
    },
  ],
});
