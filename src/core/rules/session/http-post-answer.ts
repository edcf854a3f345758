import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { STREAMABLE_HTTP_REVISIONS } from '../lib/http-frames.js';

const MAX_EXCHANGES = 50_000;
const HEAD = 'POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}\n\nPOST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-11-25\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\n';

export const httpPostAnswer: Rule = {
  meta: {
    id: 'http-post-answer',
    family: 'session',
    severity: 'error',
    revisions: STREAMABLE_HTTP_REVISIONS,
    summary: 'A Streamable HTTP POST that carried only notifications or responses answered with a body and a success status (not `202 Accepted` with no body), or a rejection sent with a 2xx status.',
    why: 'A POST without requests has nothing to answer: the server accepts it with 202 and no body, or rejects it with an HTTP error status. A JSON-RPC body under 200 there is a response to no request, and a rejection under 2xx looks like success to every HTTP layer between the peers.',
    instead: 'Answer a POST of notifications or responses with `202 Accepted` and an empty body; reject input you cannot accept with an HTTP error status (400 Bad Request), with or without a JSON-RPC error body.',
    spec: specUrl('2025-11-25', 'basic/transports#sending-messages-to-the-server'),
    requirements: ['http.accepted-202', 'http.rejected-error-status'],
    examples: {
      bad: `${HEAD}HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","error":{"code":-32600,"message":"unexpected notification"}}`,
      good: `${HEAD}HTTP/1.1 202 Accepted\n`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    /** Per exchange: whether the client's POST carried a request. */
    const posted = new Map<number, boolean>();
    return {
      message(message) {
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined) return;
        if (message.sender === 'client') {
          if (transport.httpMethod !== undefined && transport.httpMethod.toUpperCase() !== 'POST') return;
          if (posted.size < MAX_EXCHANGES || posted.has(transport.exchange)) posted.set(transport.exchange, posted.get(transport.exchange) === true || message.kind === 'request');
          return;
        }
        const status = transport.status;
        if (message.sender !== 'server' || status === undefined || status >= 300) return;
        const carriedRequest = posted.get(transport.exchange);
        if (carriedRequest === undefined) return;
        const rejection = message.kind === 'error' && message.id === undefined;
        if (carriedRequest && !rejection) return;
        context.report({
          at: message,
          // An id-less error at a 2xx is a rejection without an error status; any other body at a 2xx is a missing 202.
          requirement: carriedRequest || message.kind === 'error' ? 'http.rejected-error-status' : 'http.accepted-202',
          message: () =>
            carriedRequest
              ? `This is ${describe(message)}, an id-less rejection of the POST's input sent with HTTP status ${status}. A server that cannot accept the input MUST answer with an HTTP error status (400 Bad Request, say).`
              : message.kind === 'error'
                ? `This is ${describe(message)}, rejecting a POST that carried only notifications or responses, sent with HTTP status ${status}. A rejection MUST come with an HTTP error status (400 Bad Request, say).`
                : `This is ${describe(message)}, sent with HTTP status ${status} in answer to a POST that carried only notifications or responses. The server MUST accept such a POST with 202 Accepted and no body.`,
        });
      },
    };
  },
};
