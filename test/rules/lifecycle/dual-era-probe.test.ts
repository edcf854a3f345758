import { dualEraProbe } from '../../../src/core/rules/lifecycle/dual-era-probe.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, curlExchange, error, handshake, meta26, request, result, server } from '../messages.js';

const probe = request(1, 'server/discover', { _meta: meta26 });
const initializeRequest = request(2, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initializeAnswer = result(2, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } });

/** The probe POSTed with the 2026-07-28 headers and answered `status` with `answer` (curlExchange answers 200). */
function rejectedProbe(status: string, answer: unknown): string[] {
  return curlExchange(probe, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover' }, answer).map((line) => (line === '< HTTP/1.1 200 OK' ? `< HTTP/1.1 ${status}` : line));
}

ruleTester.run(dualEraProbe, {
  valid: [
    { name: 'stdio: the probe first, -32601, then initialize', capture: jsonl(client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')), revision: 'auto' },
    { name: 'a ping before the probe', capture: jsonl(client(request(0, 'ping')), server(result(0, {})), client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')), revision: 'auto' },
    // A client that never probes is not shown to be dual-era.
    { name: 'a legacy client without a probe', capture: jsonl(client(request(0, 'tools/list')), ...handshake('2025-11-25')), revision: '2025-11-25' },
    {
      name: 'HTTP: a fall back after a 400 with a legacy error',
      capture: [...rejectedProbe('400 Bad Request', { jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: No valid session ID provided' } }), ...curlExchange(initializeRequest, {}, initializeAnswer)].join('\n'),
      revision: 'auto',
    },
    {
      name: 'HTTP: a fall back after a 404 with -32601',
      capture: [...rejectedProbe('404 Not Found', { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }), ...curlExchange(initializeRequest, {}, initializeAnswer)].join('\n'),
      revision: 'auto',
    },
  ],
  invalid: [
    {
      name: 'another request before the probe',
      capture: jsonl(client(request(0, 'tools/list')), server(error(0, -32601, 'Method not found')), client(probe), server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')),
      revision: 'auto',
      errors: [{ line: 1, severity: 'warning', message: 'SHOULD probe with server/discover before sending any other request' }],
    },
    {
      name: 'HTTP: a fall back after a 400 carrying a modern error (the server speaks 2026-07-28)',
      capture: [...rejectedProbe('400 Bad Request', { jsonrpc: '2.0', id: 1, error: { code: -32020, message: 'Header mismatch' } }), ...curlExchange(initializeRequest, {}, initializeAnswer)].join('\n'),
      revision: 'auto',
      errors: [{ line: 14, severity: 'warning', message: /HTTP 400 and -32020 Header mismatch .*SHOULD read the body before falling back/ }],
    },
  ],
});
