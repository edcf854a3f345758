import { requestUnanswered } from '../../../src/core/rules/session/request-unanswered.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

ruleTester.run(requestUnanswered, {
  valid: [
    { name: 'a request left open when the peer never spoke again (the capture ended)', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list'))), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'a request the server skipped while answering a later one',
      capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list')), client(request(2, 'prompts/list')), server(result(2, { prompts: [] }))),
      revision: '2025-06-18',
      errors: [{ line: 4 }],
    },
  ],
});
