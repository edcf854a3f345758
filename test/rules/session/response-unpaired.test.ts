import { responseUnpaired } from '../../../src/core/rules/session/response-unpaired.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

ruleTester.run(responseUnpaired, {
  valid: [{ name: 'each response answers a request of the other side', capture: jsonl(...handshake('2025-06-18'), client(request(2, 'tools/list')), server(result(2, { tools: [] }))), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a server-only capture: its responses are not each unpaired, one note says the client side is missing',
      capture: jsonl(server(result(3, { tools: [] })), server(result(4, { prompts: [] }))),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info', message: "holds only the server's side" }],
    },
    {
      name: 'names the near miss when ids differ only in type',
      capture: jsonl(...handshake('2025-06-18'), client(request(2, 'tools/list')), server(result('2', { tools: [] }))),
      revision: '2025-06-18',
      errors: [{ line: 5, message: 'ids must match in type as well as value' }],
    },
  ],
});
