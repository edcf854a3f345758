import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS, notFoundSession, recordedHttp } from '../lib/http-frames.js';

const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-11-25';
const INIT = '{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const START =
  `POST /mcp HTTP/1.1\n${HEAD}\n\n${INIT.replace('"id":3', '"id":1')}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\nMcp-Session-Id: 1868a90c\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n\n` +
  `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Session-Id: 1868a90c\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n\n`;
const EXPIRED =
  START +
  `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Session-Id: 1868a90c\n\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n\n` +
  'HTTP/1.1 404 Not Found\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":2,"error":{"code":-32001,"message":"Session not found"}}\n\n';

/** The 404 a client must answer with a new initialize: the session id it ended, where, and when (HAR). */
interface Expired {
  sessionId: string;
  exchange: number;
  line: number;
  end?: number;
}

export const requestAfter404: Rule = {
  meta: {
    id: 'request-after-404',
    family: 'session',
    severity: 'error',
    revisions: HTTP_SESSION_REVISIONS,
    summary: 'A client message sent after the server answered a request carrying its MCP-Session-Id with 404 Not Found, before a new initialize without a session id.',
    why: 'A 404 for a request with a session id says the session is gone: the server has dropped its state, and every later request with that id gets 404 again. A client that keeps sending (with the dead id, or with none) fails every call until it starts over.',
    instead: 'On a 404 for a request that carried MCP-Session-Id, drop the session: send a new initialize request without the header, then go on with the session id the new answer assigns.',
    spec: specUrl('2025-11-25', 'basic/transports#session-management'),
    requirements: ['session.reinitialize-after-404'],
    examples: {
      bad: `${EXPIRED}POST /mcp HTTP/1.1\n${HEAD}\nMcp-Session-Id: 1868a90c\n\n{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n`,
      good: `${EXPIRED}POST /mcp HTTP/1.1\n${HEAD}\n\n${INIT}\n`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    let expired: Expired | undefined;
    return {
      message(message) {
        if (message.batch?.index) return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined) return;
        if (message.sender === 'server') {
          const sessionId = notFoundSession(message);
          if (sessionId !== undefined && (expired === undefined || transport.exchange > expired.exchange)) {
            expired = { sessionId, exchange: transport.exchange, line: message.frame.span.line, end: transport.timing?.end };
          }
          return;
        }
        const sent = recordedHttp(message.frame);
        if (message.sender !== 'client' || !sent || !expired || transport.exchange <= expired.exchange) return;
        // A request a HAR shows begun before the 404 arrived was already under way.
        if (expired.end !== undefined && sent.timing !== undefined && sent.timing.start < expired.end) return;
        const carried = sent.headers['mcp-session-id'];
        if (message.method === 'initialize' && carried === undefined) {
          expired = undefined;
          return;
        }
        // Another session's id: a session this capture may show the client holding beside it.
        if (carried !== undefined && carried !== expired.sessionId) return;
        const { line } = expired;
        context.report({
          at: message,
          subject: 'MCP-Session-Id',
          message: () =>
            carried === undefined
              ? `This is ${describe(message)}, sent after the server answered a request carrying MCP-Session-Id with 404 Not Found (line ${line}) and before any new initialize. A client that gets 404 for its session MUST start a new session by sending a new initialize request without a session id.`
              : `This is ${describe(message)}, sent with the MCP-Session-Id the server answered with 404 Not Found at line ${line}: that session is gone. A client that gets 404 for its session MUST start a new session by sending a new initialize request without a session id.`,
        });
      },
    };
  },
};
