import { requestIdReused } from '../../../src/core/rules/session/request-id-reused.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, meta26, request, result, server } from '../messages.js';

ruleTester.run(requestIdReused, {
  valid: [
    { name: 'each side has its own id space', capture: jsonl(...handshake('2025-06-18'), client(request(5, 'tools/list')), server(result(5, { tools: [] })), server(request(5, 'ping')), client(result(5, {}))), revision: '2025-06-18' },
    {
      name: '2026-07-28: an id may be used again once its request is answered',
      capture: jsonl(client(request(4, 'tools/list', { _meta: meta26 })), server(result(4, { resultType: 'complete', tools: [] })), client(request(4, 'prompts/list', { _meta: meta26 }))),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    {
      name: 'up to 2025-11-25: never within a session, even after the answer',
      capture: jsonl(...handshake('2025-06-18'), client(request(4, 'tools/list')), server(result(4, { tools: [] })), client(request(4, 'prompts/list'))),
      revision: '2025-06-18',
      errors: [{ line: 6, severity: 'error', message: 'already used id 4' }],
    },
    {
      name: '2026-07-28: not while the first request is in flight',
      capture: jsonl(client(request(4, 'tools/list', { _meta: meta26 })), client(request(4, 'prompts/list', { _meta: meta26 }))),
      revision: '2026-07-28',
      errors: [{ line: 2, message: 'still waiting for its answer' }],
    },
  ],
});
