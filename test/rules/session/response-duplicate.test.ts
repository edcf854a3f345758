import { responseDuplicate } from '../../../src/core/rules/session/response-duplicate.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, request, result, server } from '../messages.js';

ruleTester.run(responseDuplicate, {
  valid: [{ name: 'two requests, each answered once', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'ping')), client(request(2, 'ping')), server(result(2, {})), server(result(1, {}))), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'an error after the result for the same request',
      capture: jsonl(...handshake('2025-06-18'), client(request(1, 'ping')), server(result(1, {})), server(error(1, -32603))),
      revision: '2025-06-18',
      errors: [{ line: 6, severity: 'error' }],
    },
  ],
});
