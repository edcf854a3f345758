import { revisionUnknown } from '../../../src/core/rules/lifecycle/revision-unknown.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, meta26, request, result, server } from '../messages.js';

ruleTester.run(revisionUnknown, {
  valid: [
    { name: 'the revision from the initialize result', capture: jsonl(...handshake('2025-03-26')), revision: 'auto' },
    { name: 'the revision from a 2026-07-28 request _meta', capture: jsonl(client(request(1, 'tools/list', { _meta: meta26 }))), revision: 'auto' },
    { name: 'a pinned revision', capture: jsonl(client(request(16, 'prompts/list')), server(result(16, { prompts: [] }))), revision: '2024-11-05' },
  ],
  invalid: [
    { name: 'asks to pin a revision when the capture gives no clue', capture: jsonl(client(request(16, 'prompts/list')), server(result(16, { prompts: [] }))), revision: 'auto', errors: [{ line: 1, message: '--revision' }] },
  ],
});
