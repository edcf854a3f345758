import { requestBeforeInitialized } from '../../../src/core/rules/lifecycle/request-before-initialized.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, initialize, initializeResult, initialized, request, result, server } from '../messages.js';

ruleTester.run(requestBeforeInitialized, {
  valid: [
    { name: 'a request after initialized', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list'))), revision: '2025-06-18' },
    { name: 'ping may come before initialized', capture: jsonl(initialize('2025-06-18'), initializeResult('2025-06-18'), client(request(1, 'ping')), initialized), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'a request between the initialize result and initialized',
      capture: jsonl(initialize('2025-06-18'), initializeResult('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [] })), initialized),
      revision: '2025-06-18',
      errors: [{ line: 3, severity: 'warning' }],
    },
  ],
});
