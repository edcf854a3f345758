import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS, recordedHttp } from '../lib/http-frames.js';

const MAX_HELD = 10_000;
const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-11-25';
const example = (later: string) =>
  `POST /mcp HTTP/1.1\n${HEAD}\n\n${INIT}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\nMcp-Session-Id: 1868a90c\n\n${INIT_RESULT}\n\n` +
  `POST /mcp HTTP/1.1\n${HEAD}${later}\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n`;

export const sessionIdNotSent: Rule = {
  meta: {
    id: 'session-id-not-sent',
    family: 'session',
    severity: 'error',
    revisions: HTTP_SESSION_REVISIONS,
    summary: 'A client HTTP request without the MCP-Session-Id header after the server assigned one in its answer to initialize.',
    why: 'A server that assigns a session id ties every later request to it; a request without it reaches no session, and servers answer it with 400 Bad Request.',
    instead: 'Keep the MCP-Session-Id from the initialize response and send it on every later POST, GET and DELETE of the session.',
    spec: specUrl('2025-11-25', 'basic/transports#session-management'),
    requirements: ['session.client-sends-id'],
    examples: { bad: example(''), good: example('\nMcp-Session-Id: 1868a90c'), revision: '2025-11-25' },
  },
  create(context) {
    const session = context.session;
    // Judged at the end: an HTTP trace may list the initialize answer after later POSTs; the
    // exchange numbers give the order on the wire.
    const posted: { message: Message; exchange: number }[] = [];
    /** Exchanges of the client's initialize requests: a later one starts a new session (after a 404, say). */
    const initializes: number[] = [];
    return {
      message(message) {
        if (message.sender !== 'client') return;
        const transport = recordedHttp(message.frame);
        if (!transport || transport.exchange === undefined) return;
        if (message.method === 'initialize') initializes.push(transport.exchange);
        else if (transport.headers['mcp-session-id'] === undefined && posted.length < MAX_HELD) posted.push({ message, exchange: transport.exchange });
      },
      end() {
        const answer = session.initializeResponse;
        const transport = answer?.kind === 'result' ? answer.frame.transport : undefined;
        const assignedAt = transport?.exchange;
        if (transport?.kind !== 'http' || assignedAt === undefined || transport.headers?.['mcp-session-id'] === undefined) return;
        const reinitialized = initializes.find((exchange) => exchange > assignedAt);
        for (const { message, exchange } of posted) {
          if (exchange <= assignedAt || (reinitialized !== undefined && exchange >= reinitialized)) continue;
          context.report({
            at: message,
            subject: 'MCP-Session-Id',
            message: () => `This is ${describe(message)}, sent without the MCP-Session-Id header the server assigned in its answer to initialize. Once a server returns a session id, the client MUST send it on every later HTTP request; servers answer a request without it with 400.`,
          });
        }
      },
    };
  },
};
