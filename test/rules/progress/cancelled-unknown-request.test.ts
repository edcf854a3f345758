import { cancelledUnknownRequest } from '../../../src/core/rules/progress/cancelled-unknown-request.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, notification, request, result, server } from '../messages.js';

const cancel = (requestId: unknown) => client(notification('notifications/cancelled', { requestId }));

ruleTester.run(cancelledUnknownRequest, {
  valid: [{ name: 'cancelling a request in flight', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/call', { name: 'slow' })), cancel(1)), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a cancellation whose id differs in type from the request\'s',
      capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [] })), cancel('1')),
      revision: '2025-06-18',
      errors: [{ line: 6, severity: 'warning' }],
    },
  ],
});
