import { initializeRepeated } from '../../../src/core/rules/lifecycle/initialize-repeated.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, initialize, request, server } from '../messages.js';

const INITIALIZE = '{"jsonrpc":"2.0","id":ID,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INITIALIZED = '{"jsonrpc":"2.0","method":"notifications/initialized"}';

/** One POST and its answer of a Streamable HTTP transcript. */
function exchange(body: string, requestHeaders: string[], status: string, responseHeaders: string[], responseBody = ''): string {
  const request = ['POST /mcp HTTP/1.1', 'Accept: application/json, text/event-stream', 'Content-Type: application/json', ...requestHeaders, '', body, ''];
  const response = [`HTTP/1.1 ${status}`, ...responseHeaders, '', ...(responseBody === '' ? [] : [responseBody, ''])];
  return [...request, ...response].join('\n');
}

const initialized = (id: number, session: string) =>
  exchange(INITIALIZE.replace('ID', String(id)), [], '200 OK', ['Content-Type: application/json', `Mcp-Session-Id: ${session}`], `{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}`) +
  exchange(INITIALIZED, [`Mcp-Session-Id: ${session}`, 'MCP-Protocol-Version: 2025-11-25'], '202 Accepted', []);

const expiredSession = exchange('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', ['Mcp-Session-Id: s-1', 'MCP-Protocol-Version: 2025-11-25'], '404 Not Found', ['Content-Type: application/json'], '{"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"}}');

ruleTester.run(initializeRepeated, {
  valid: [
    { name: 'one initialize in a session', capture: jsonl(...handshake('2025-03-26'), client(request(1, 'tools/list'))), revision: '2025-03-26' },
    {
      name: 'Streamable HTTP: a new initialize without a session id after a 404 for the expired session opens a new session',
      capture: initialized(0, 's-1') + expiredSession + initialized(2, 's-2'),
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a second initialize after initialization, refused by the server',
      capture: jsonl(...handshake('2025-03-26'), initialize('2025-03-26', 1), server(error(1, -32600, 'Already initialized'))),
      revision: '2025-03-26',
      errors: [{ line: 4, severity: 'error' }],
    },
    {
      name: 'Streamable HTTP: a second initialize inside the session, carrying its session id',
      capture: initialized(0, 's-1') + exchange(INITIALIZE.replace('ID', '1'), ['Mcp-Session-Id: s-1', 'MCP-Protocol-Version: 2025-11-25'], '400 Bad Request', ['Content-Type: application/json'], '{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Already initialized"}}'),
      revision: '2025-11-25',
      errors: [{ line: 27, severity: 'error', message: 'a second initialize in this session' }],
    },
  ],
});
