import { initializeErrorWithoutVersions } from '../../../src/core/rules/lifecycle/initialize-error-without-versions.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, initialize, initializeResult, meta26, request, result, server } from '../messages.js';

const rejected = (body: Record<string, unknown>) => server({ jsonrpc: '2.0', id: 0, error: body });
const discover = client(request(9, 'server/discover', { _meta: meta26 }));
const discovered = server(result(9, { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: {}, ttlMs: 0, cacheScope: 'public' }));

ruleTester.run(initializeErrorWithoutVersions, {
  valid: [
    { name: 'the error lists data.supported', capture: jsonl(initialize('2025-11-25'), rejected({ code: -32601, message: 'Method not found', data: { supported: ['2026-07-28'] } })), revision: '2026-07-28' },
    { name: 'the message names the supported version', capture: jsonl(initialize('2025-11-25'), rejected({ code: -32601, message: 'Method not found: this server speaks only 2026-07-28' })), revision: '2026-07-28' },
    { name: 'a legacy revision: the capture is judged as a legacy session', capture: jsonl(initialize('2025-11-25'), rejected({ code: -32601, message: 'Method not found' })), revision: '2025-11-25' },
    { name: 'a dual-era server answers initialize with a result', capture: jsonl(initialize('2025-11-25'), initializeResult('2025-11-25')), revision: '2026-07-28' },
    {
      name: 'the server answered another initialize with a result: it serves legacy clients, the error is about that request',
      capture: jsonl(initialize('2025-11-25'), rejected({ code: -32602, message: 'Invalid params' }), initialize('2025-11-25', 1), initializeResult('2025-11-25', 1)),
      revision: '2026-07-28',
    },
    {
      name: 'a legacy server answered the server/discover probe with a legacy error first',
      capture: jsonl(discover, server(error(9, -32601, 'Method not found')), initialize('2025-11-25'), rejected({ code: -32603, message: 'Internal error' })),
      revision: '2026-07-28',
    },
    { name: 'an initialize proposing 2026-07-28: a client that knows the modern protocol', capture: jsonl(initialize('2026-07-28'), rejected({ code: -32601, message: 'Method not found' })), revision: '2026-07-28' },
    { name: 'an error to another method', capture: jsonl(client(request(3, 'tools/list', { _meta: meta26 })), server(error(3, -32601, 'Method not found'))), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'a bare Method not found', capture: jsonl(initialize('2025-11-25'), rejected({ code: -32601, message: 'Method not found' })), revision: '2026-07-28', errors: [{ line: 2, path: 'error', message: 'names none of the protocol versions' }] },
    {
      name: 'the message names only the version the client proposed',
      capture: jsonl(initialize('2025-11-25'), rejected({ code: -32602, message: 'Unsupported protocol version 2025-11-25', data: { requested: '2025-11-25' } })),
      revision: '2026-07-28',
      errors: [{ line: 2, message: 'which proposed 2025-11-25' }],
    },
    {
      name: 'a modern server (it answered server/discover) rejects the initialize of another client',
      capture: jsonl(discover, discovered, initialize('2025-11-25'), rejected({ code: -32601, message: 'Method not found' })),
      revision: '2026-07-28',
      errors: [{ line: 4 }],
    },
  ],
});
