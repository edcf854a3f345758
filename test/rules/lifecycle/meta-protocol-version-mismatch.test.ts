import { metaProtocolVersionMismatch } from '../../../src/core/rules/lifecycle/meta-protocol-version-mismatch.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request } from '../messages.js';

ruleTester.run(metaProtocolVersionMismatch, {
  valid: [{ name: 'every request names the revision the capture is held to', capture: jsonl(client(request(1, 'tools/list', { _meta: meta26 })), client(request(2, 'prompts/list', { _meta: meta26 }))), revision: '2026-07-28' }],
  invalid: [
    {
      name: 'a request naming another revision in its _meta',
      capture: jsonl(client(request(1, 'tools/list', { _meta: meta26 })), client(request(2, 'prompts/list', { _meta: { ...meta26, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' } }))),
      revision: '2026-07-28',
      errors: [{ line: 2, message: '2025-11-25' }],
    },
  ],
});
