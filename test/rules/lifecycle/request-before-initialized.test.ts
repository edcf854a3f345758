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
      // After the result, notifications/initialized is a MUST before normal operations.
      name: 'a request between the initialize result and initialized',
      capture: jsonl(initialize('2025-06-18'), initializeResult('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [] })), initialized),
      revision: '2025-06-18',
      errors: [{ line: 3, severity: 'error', message: 'before the client\'s notifications/initialized' }],
    },
    {
      name: 'a client that never sends notifications/initialized: one error for its requests (2024-11-05 too)',
      capture: jsonl(initialize('2024-11-05'), initializeResult('2024-11-05'), client(request(1, 'tools/list')), server(result(1, { tools: [] })), client(request(2, 'tools/list')), server(result(2, { tools: [] }))),
      revision: '2024-11-05',
      errors: [{ line: 3, severity: 'error', message: 'The same goes for 1 later request' }],
    },
    {
      // Before the result only the SHOULD NOT applies.
      name: 'a request before the initialize result stays a warning',
      capture: jsonl(initialize('2025-11-25'), client(request(1, 'tools/list')), initializeResult('2025-11-25'), server(result(1, { tools: [] })), initialized),
      revision: '2025-11-25',
      errors: [{ line: 2, severity: 'warning', message: 'before the server answered' }],
    },
    {
      name: 'a server request before initialized stays a warning',
      capture: jsonl(initialize('2025-11-25'), initializeResult('2025-11-25'), server(request('s1', 'roots/list')), client(result('s1', { roots: [] })), initialized),
      revision: '2025-11-25',
      errors: [{ line: 3, severity: 'warning' }],
    },
  ],
});
