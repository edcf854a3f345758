import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

/** The body field Mcp-Name mirrors, per method. */
const NAME_FIELD: Readonly<Record<string, string>> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };
const SENTINEL = /^=\?base64\?(.*)\?=$/s;
const SAFE_ASCII = /^[\x20-\x7e]*$/;

type Decoded = { value: string } | { problem: string };

/** A header value as the server compares it: the sentinel decoded, plain safe ASCII as is. */
export function decodeHeaderValue(raw: string): Decoded {
  const sentinel = SENTINEL.exec(raw);
  if (sentinel) {
    const encoded = sentinel[1];
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 === 1) return { problem: `its =?base64?…?= value "${encoded}" is not valid base64` };
    try {
      const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
      return { value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      return { problem: `its =?base64?…?= value "${encoded}" does not decode to UTF-8 text` };
    }
  }
  if (!SAFE_ASCII.test(raw)) return { problem: 'it holds characters outside printable ASCII, which MUST be sent as =?base64?<base64 of the UTF-8 text>?=' };
  return { value: raw };
}

export const mcpHeadersMismatch: Rule = {
  meta: {
    id: 'mcp-headers-mismatch',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28 HTTP: a request POST whose Mcp-Method header is missing or differs from the body\'s method, or whose Mcp-Name header is missing or differs from params.name (tools/call, prompts/get) or params.uri (resources/read); a value that is not safe ASCII sent without the =?base64?…?= sentinel.',
    why: 'In 2026-07-28 the Mcp-Method header is REQUIRED on every request and Mcp-Name on tools/call, resources/read and prompts/get, so gateways can route without reading the body. Servers MUST compare the decoded values with the body and reject a missing header, a mismatch or invalid characters with 400 and -32020. Values that are not safe ASCII MUST be sent as =?base64?<base64 of UTF-8>?= (lower-case markers).',
    instead: 'Send Mcp-Method: <method> on every request POST, and Mcp-Name: <tool or prompt name, or resource URI> on tools/call, prompts/get and resources/read, base64-encoded with the sentinel when the value is not plain printable ASCII.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http'),
    requirements: ['http.request-metadata-headers', 'http.standard-headers'],
    examples: {
      bad: "$ curl -v -X POST http://127.0.0.1:3000/mcp -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/call' -H 'mcp-name: echo' -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"greet\",\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}'\n> POST /mcp HTTP/1.1\n> mcp-protocol-version: 2026-07-28\n> mcp-method: tools/call\n> mcp-name: echo\n>\n< HTTP/1.1 200 OK\n< content-type: application/json\n<\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"content\":[]}}",
      good: "$ curl -v -X POST http://127.0.0.1:3000/mcp -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/call' -H 'mcp-name: greet' -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"greet\",\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}'\n> POST /mcp HTTP/1.1\n> mcp-protocol-version: 2026-07-28\n> mcp-method: tools/call\n> mcp-name: greet\n>\n< HTTP/1.1 200 OK\n< content-type: application/json\n<\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"content\":[]}}",
      revision: '2026-07-28',
    },
  },
  create(context) {
    const judge = (message: Message, header: string, raw: string | undefined, expected: string, source: string): void => {
      const what = describe(message);
      if (raw === undefined) {
        context.report({ at: message, subject: header, message: `This is ${what}, posted without an ${header} header. In 2026-07-28 it is REQUIRED here and must equal ${source}; send ${header}: ${encodeForHeader(expected)}. A server rejects the request with 400 and -32020.` });
        return;
      }
      const decoded = decodeHeaderValue(raw);
      if ('problem' in decoded) {
        context.report({ at: message, subject: header, message: `This is ${what}, posted with ${header}: ${raw}, but ${decoded.problem}. Send ${header}: ${encodeForHeader(expected)}.` });
      } else if (decoded.value !== expected) {
        const shown = decoded.value === raw ? raw : `${raw} (decoded: ${decoded.value})`;
        context.report({ at: message, subject: header, message: `This is ${what}, posted with ${header}: ${shown}, but ${source} is ${JSON.stringify(expected)}. The header MUST equal the body; a server rejects the mismatch with 400 and -32020. Send ${header}: ${encodeForHeader(expected)}.` });
      }
    };
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request' || message.sender !== 'client' || !message.method) return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || !transport.headers) return;
        const headers = transport.headers;
        judge(message, 'Mcp-Method', headers['mcp-method'], message.method, "the body's method");
        const field = NAME_FIELD[message.method];
        const value = field ? paramsOf(message)?.[field] : undefined;
        if (typeof value === 'string') judge(message, 'Mcp-Name', headers['mcp-name'], value, `params.${field}`);
      },
    };
  },
};

/** How a value goes into an MCP header: as is when safe ASCII and not sentinel-like, else the sentinel. */
function encodeForHeader(value: string): string {
  if (SAFE_ASCII.test(value) && !SENTINEL.test(value)) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}
