import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS, mediaTypes } from '../lib/http-frames.js';

const INIT = 'POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"s","version":"1"}}}\n\n';
const GET = 'GET /mcp HTTP/1.1\nHost: 127.0.0.1\nAccept: text/event-stream\nMCP-Protocol-Version: 2025-11-25\n\n';
const NOTE = '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}';

export const getNotEventStream: Rule = {
  meta: {
    id: 'get-not-event-stream',
    family: 'session',
    severity: 'error',
    revisions: HTTP_SESSION_REVISIONS,
    summary: 'An HTTP GET to the MCP endpoint answered with a success status and a body that is not an SSE stream (`application/json`, say).',
    why: 'A client opens the GET to listen for the server\'s messages: it reads the answer as an event stream, or takes 405 for "no stream here". A JSON body is neither, and the client loses what it carried.',
    instead: 'Answer the GET with `Content-Type: text/event-stream` and send messages as SSE events, or with 405 Method Not Allowed when the server offers no stream.',
    spec: specUrl('2025-11-25', 'basic/transports#listening-for-messages-from-the-server'),
    requirements: ['http.get-sse-or-405'],
    examples: {
      bad: `${INIT}${GET}HTTP/1.1 200 OK\nContent-Type: application/json\n\n${NOTE}`,
      good: `${INIT}${GET}HTTP/1.1 200 OK\nContent-Type: text/event-stream\n\ndata: ${NOTE}\n\n`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    const judged = new Set<number>();
    return {
      message(message) {
        if (message.sender === 'client' || message.batch?.index) return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.httpMethod?.toUpperCase() !== 'GET' || transport.sseEvent !== undefined) return;
        if (transport.status !== undefined && (transport.status < 200 || transport.status >= 300)) return;
        const type = mediaTypes(transport.headers?.['content-type'])[0];
        if (type === 'text/event-stream') return;
        if (transport.exchange !== undefined) {
          if (judged.has(transport.exchange)) return;
          judged.add(transport.exchange);
        }
        context.report({
          at: message,
          message: () => `This is ${describe(message)}, the body of the answer to an HTTP GET${type === undefined ? '' : `, sent as ${type}`}. A server MUST answer the GET with Content-Type: text/event-stream, or with 405 Method Not Allowed when it offers no stream.`,
        });
      },
    };
  },
};
