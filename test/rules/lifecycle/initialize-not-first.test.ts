import { initializeNotFirst } from '../../../src/core/rules/lifecycle/initialize-not-first.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, curlExchange, error, handshake, initialized, meta26, request, result, server } from '../messages.js';

const probe = client(request(1, 'server/discover', { _meta: meta26 }));

ruleTester.run(initializeNotFirst, {
  valid: [
    { name: 'initialize first, then a request', capture: jsonl(...handshake('2025-06-18'), client(request(1, 'tools/list'))), revision: '2025-06-18' },
    { name: 'a dual-era probe before initialize', capture: jsonl(probe, server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')), revision: '2025-11-25' },
    { name: 'a dual-era probe and its fall back, the revision from the capture', capture: jsonl(probe, server(error(1, -32601, 'Method not found')), ...handshake('2025-11-25')), revision: 'auto' },
    // A capture that names no revision is a fragment: judged as before, without a missing initialize.
    { name: 'no initialize and no revision named', capture: jsonl(client(request(5, 'tools/list')), server(result(5, { tools: [] }))), revision: 'auto' },
    { name: 'no initialize, but it starts with an answer (cut mid-session)', capture: jsonl(server(result(4, { tools: [] })), client(request(5, 'tools/list')), server(result(5, { tools: [] }))), revision: '2025-11-25' },
    { name: 'no initialize, but the tail of a handshake', capture: jsonl(initialized, client(request(5, 'tools/list')), server(result(5, { tools: [] }))), revision: '2025-06-18' },
    { name: 'no initialize, only pings', capture: jsonl(client(request(5, 'ping')), server(result(5, {}))), revision: '2025-03-26' },
    { name: 'no initialize, only the server speaks', capture: jsonl(server(request('s1', 'roots/list'))), revision: '2025-11-25' },
    {
      name: 'no initialize over HTTP, with the session id the initialization assigned',
      capture: curlExchange(request(5, 'tools/list'), { 'mcp-session-id': 'abc123', 'mcp-protocol-version': '2025-11-25' }, result(5, { tools: [] })).join('\n'),
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a notification and a request before initialize',
      capture: jsonl(client({ jsonrpc: '2.0', method: 'notifications/initialized' }), client(request(5, 'tools/list')), ...handshake('2025-06-18')),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error' }, { line: 2, severity: 'error' }],
    },
    {
      name: 'requests and no initialize at all, in a capture pinned to a legacy revision: one warning (it may be a fragment), at the first request',
      capture: jsonl(client(request(1, 'ping')), server(result(1, {})), client(request(5, 'tools/list')), server(result(5, { tools: [] })), client(request(6, 'tools/call', { name: 'echo', arguments: {} })), server(result(6, { content: [] }))),
      revision: '2024-11-05',
      errors: [{ line: 3, severity: 'warning', message: /sends no initialize request at all \(nor before its 1 later request\)/ }],
    },
  ],
});
