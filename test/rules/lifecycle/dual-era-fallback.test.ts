import { dualEraFallback } from '../../../src/core/rules/lifecycle/dual-era-fallback.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, curlExchange, error, handshake, meta26, request, result, server } from '../messages.js';

const probe = request(1, 'server/discover', { _meta: meta26 });
const initializeRequest = request(2, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initializeAnswer = result(2, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } });

/** The probe POSTed with the 2026-07-28 headers and answered `status` with `answer` (curlExchange answers 200). */
function rejectedProbe(status: string, answer: unknown): string[] {
  return curlExchange(probe, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover' }, answer).map((line) => (line === '< HTTP/1.1 200 OK' ? `< HTTP/1.1 ${status}` : line));
}

ruleTester.run(dualEraFallback, {
  valid: [
    { name: 'a legacy session without a probe', capture: jsonl(...handshake('2025-11-25'), client(request(1, 'tools/list'))), revision: 'auto' },
    { name: 'a modern session that probes and stays modern', capture: jsonl(client(probe), server(result(1, { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: {}, ttlMs: 0, cacheScope: 'public' }))), revision: 'auto' },
    { name: 'server/discover after initialize is no probe', capture: jsonl(...handshake('2025-11-25'), client(request(1, 'server/discover', { _meta: meta26 }))), revision: '2025-11-25' },
    { name: 'pinned to 2026-07-28: revision-mismatch says it, not this note', capture: jsonl(client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')), revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'stdio: the probe answered -32601, then the legacy handshake: a note at the fall back, judged under the negotiated revision',
      capture: jsonl(client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')),
      revision: 'auto',
      errors: [{ line: 3, severity: 'info', message: /server\/discover \(line 1\).*-32601 "Method not found" \(line 2\).*judged under 2025-11-25, which the server's initialize result \(line 4\) negotiates/ }],
    },
    {
      name: 'stdio, pinned to the legacy revision: the note names the pinned revision',
      capture: jsonl(client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-06-18')),
      revision: '2025-06-18',
      errors: [{ line: 3, severity: 'info', message: '2025-06-18, the revision the capture is pinned to' }],
    },
    {
      name: 'HTTP: the probe answered 400 (an id-less error) by a legacy server, then initialize',
      capture: [...rejectedProbe('400 Bad Request', { jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: No valid session ID provided' } }), ...curlExchange(initializeRequest, {}, initializeAnswer)].join('\n'),
      revision: 'auto',
      errors: [{ line: 14, severity: 'info', message: /HTTP 400 and -32000 .*judged under 2025-11-25/ }],
    },
  ],
});
