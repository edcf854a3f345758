/** Messages the rule tests build captures from (marked `>` client, `<` server, as JSONL lines). */

/** The per-request `_meta` every 2026-07-28 request carries. */
export const meta26 = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

export const client = (message: unknown): string => `> ${JSON.stringify(message)}`;
export const server = (message: unknown): string => `< ${JSON.stringify(message)}`;

export const request = (id: number | string, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
export const notification = (method: string, params?: unknown) => ({ jsonrpc: '2.0', method, ...(params === undefined ? {} : { params }) });
export const result = (id: number | string, value: unknown) => ({ jsonrpc: '2.0', id, result: value });
export const error = (id: number | string, code: number, message = 'x') => ({ jsonrpc: '2.0', id, error: { code, message } });

/** The legacy handshake, client side: initialize proposing `version`. */
export const initialize = (version: string, id: number | string = 0, capabilities: Record<string, unknown> = {}) =>
  client(request(id, 'initialize', { protocolVersion: version, capabilities, clientInfo: { name: 'c', version: '1' } }));
/** The server's answer to it, negotiating `version`. */
export const initializeResult = (version: string, id: number | string = 0, capabilities: Record<string, unknown> = { tools: {} }) =>
  server(result(id, { protocolVersion: version, capabilities, serverInfo: { name: 's', version: '1' } }));
export const initialized = client(notification('notifications/initialized'));
/** The whole legacy handshake under `version`. */
export const handshake = (version: string, serverCapabilities?: Record<string, unknown>) => [initialize(version), initializeResult(version, 0, serverCapabilities), initialized];

/**
 * One exchange of a `curl -v` transcript (the `http` format): the POST of `body` with `headers`,
 * and the server's JSON answer `response` (or 202 Accepted without one).
 */
export function curlExchange(body: unknown, headers: Record<string, string>, response?: unknown): string[] {
  const json = JSON.stringify(body);
  const flags = Object.entries(headers).map(([name, value]) => ` -H '${name}: ${value}'`).join('');
  return [
    `$ curl -v -X POST http://127.0.0.1:3000/mcp${flags} -H 'content-type: application/json' -d '${json}'`,
    '> POST /mcp HTTP/1.1',
    '> host: 127.0.0.1:3000',
    ...Object.entries(headers).map(([name, value]) => `> ${name}: ${value}`),
    '> content-type: application/json',
    `> content-length: ${Buffer.byteLength(json)}`,
    '>',
    ...(response === undefined
      ? ['< HTTP/1.1 202 Accepted', '<', '']
      : ['< HTTP/1.1 200 OK', '< content-type: application/json', '<', JSON.stringify(response), '']),
  ];
}
