import { discoverNotImplemented } from '../../../src/core/rules/lifecycle/discover-not-implemented.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, meta26, request, result, server } from '../messages.js';

const discover = client(request(1, 'server/discover', { _meta: meta26 }));

ruleTester.run(discoverNotImplemented, {
  valid: [
    { name: 'server/discover answered', capture: jsonl(discover, server(result(1, { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: {}, serverInfo: { name: 's', version: '1' } }))), revision: '2026-07-28' },
    { name: 'another method answered -32601', capture: jsonl(client(request(1, 'prompts/list', { _meta: meta26 })), server(error(1, -32601))), revision: '2026-07-28' },
    { name: 'server/discover refused for another reason', capture: jsonl(discover, server(error(1, -32602))), revision: '2026-07-28' },
    // The server then answers initialize: a legacy server, which the dual-era client found (revision-mismatch says the pin is wrong).
    { name: 'a dual-era probe answered -32601 by a legacy server, pinned to 2026-07-28', capture: jsonl(discover, server(error(1, -32601)), ...handshake('2025-11-25')), revision: '2026-07-28' },
  ],
  invalid: [{ name: 'server/discover answered Method not found', capture: jsonl(discover, server(error(1, -32601))), revision: '2026-07-28', errors: [{ line: 2, severity: 'error', path: 'error.code', message: 'MUST implement server/discover' }] }],
});
