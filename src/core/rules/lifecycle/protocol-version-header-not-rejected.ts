import type { Message } from '../../message.js';
import { isRevision } from '../../revisions.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const MAX_EXCHANGES = 50_000;
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream';
const INIT = `POST /mcp HTTP/1.1\n${HEAD}\n\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n\n`;
const LIST = `POST /mcp HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-11-25\n\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}\n\n`;
const BAD_VERSION = `POST /mcp HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-13-01\n\n{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n\n`;

export const protocolVersionHeaderNotRejected: Rule = {
  meta: {
    id: 'protocol-version-header-not-rejected',
    family: 'lifecycle',
    severity: 'error',
    revisions: ['2025-06-18', '2025-11-25'],
    summary: 'A server answering a request whose MCP-Protocol-Version header names no protocol version with anything but HTTP 400.',
    why: 'The header tells the server which revision the client speaks. Serving a request with a version that does not exist means guessing it; the spec makes 400 Bad Request the answer, so the client learns its header is wrong.',
    instead: 'Answer a request whose MCP-Protocol-Version is invalid or unsupported with 400 Bad Request (a JSON-RPC error in the body is allowed).',
    spec: specUrl('2025-11-25', 'basic/transports#protocol-version-header'),
    requirements: ['http.protocol-version-invalid-400'],
    examples: {
      bad: `${INIT}${LIST}${BAD_VERSION}HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}`,
      good: `${INIT}${LIST}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    /** Exchanges whose request carried an invalid version header: the header, and the request. */
    const invalid = new Map<number, { header: string; request: Message }>();
    return {
      message(message) {
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined) return;
        if (message.sender === 'client') {
          const header = transport.headers?.['mcp-protocol-version'];
          if (message.kind === 'request' && header !== undefined && !isRevision(header.trim()) && invalid.size < MAX_EXCHANGES) invalid.set(transport.exchange, { header, request: message });
          return;
        }
        const sent = invalid.get(transport.exchange);
        if (!sent || message.sender !== 'server' || transport.status === 400) return;
        invalid.delete(transport.exchange);
        context.report({
          at: message,
          subject: 'MCP-Protocol-Version',
          message: () => `This is ${describe(message)}, answering ${describe(sent.request, true)} whose MCP-Protocol-Version: ${sent.header} names no protocol version, ${transport.status === undefined ? 'without' : `with HTTP status ${transport.status} instead of`} 400. A server MUST answer a request with an invalid or unsupported version header with 400 Bad Request.`,
        });
      },
    };
  },
};
