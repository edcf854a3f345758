import type { Frame } from '../../capture/frame.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { STREAMABLE_HTTP_REVISIONS } from '../lib/http-frames.js';

const MAX_ORIGINS = 1_000;
const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream';
const example = (second: string) =>
  `POST /mcp HTTP/1.1\n${HEAD}\n\n${INIT}\n\n${INIT_RESULT}\n\nPOST ${second} HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-11-25\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n`;

/** The origin (host) and path a frame's HTTP request went to, or undefined when the capture does not say. */
function endpointOf(frame: Frame): { origin: string; path: string } | undefined {
  const transport = frame.transport;
  if (transport?.kind !== 'http' || transport.url === undefined) return undefined;
  try {
    const url = new URL(transport.url, `http://${transport.headers?.host ?? 'server'}`);
    return { origin: url.host, path: url.pathname.replace(/\/+$/, '') || '/' };
  } catch {
    return undefined;
  }
}

export const httpEndpointVaries: Rule = {
  meta: {
    id: 'http-endpoint-varies',
    family: 'session',
    severity: 'error',
    revisions: STREAMABLE_HTTP_REVISIONS,
    summary: 'Streamable HTTP messages of one server sent to more than one path (`/mcp` and `/mcp/messages`, say).',
    why: 'A Streamable HTTP server has one MCP endpoint for POST and GET; traffic on a second path means a peer is speaking another transport (the legacy HTTP+SSE one posts to the path its stream announced) or a proxy rewrites paths, and the other side may not find the session there.',
    instead: 'Serve POST and GET on one path, and send every message of the session to it.',
    spec: specUrl('2025-11-25', 'basic/transports#streamable-http'),
    requirements: ['http.single-endpoint'],
    examples: { bad: example('/mcp/messages'), good: example('/mcp'), revision: '2025-11-25' },
  },
  create(context) {
    /** The first path used per origin, with its line. */
    const first = new Map<string, { path: string; line: number }>();
    const judged = new Set<string>();
    let legacySse = false;
    return {
      frame(frame) {
        if (frame.transport?.endpoint !== undefined || frame.transport?.kind === 'sse') legacySse = true;
      },
      message(message) {
        if (legacySse || message.batch?.index) return;
        const endpoint = endpointOf(message.frame);
        if (!endpoint) return;
        const known = first.get(endpoint.origin);
        if (!known) {
          if (first.size < MAX_ORIGINS) first.set(endpoint.origin, { path: endpoint.path, line: message.frame.span.line });
          return;
        }
        if (known.path === endpoint.path || judged.has(`${endpoint.origin} ${endpoint.path}`)) return;
        judged.add(`${endpoint.origin} ${endpoint.path}`);
        context.report({
          at: message,
          subject: endpoint.path,
          message: () => `This is ${describe(message)}, sent on ${endpoint.path}, while the session's traffic at line ${known.line} used ${known.path}. A Streamable HTTP server MUST offer one MCP endpoint path for POST and GET.`,
        });
      },
    };
  },
};
