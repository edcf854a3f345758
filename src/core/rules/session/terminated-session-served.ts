import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS, notFoundSession } from '../lib/http-frames.js';

const MAX_SESSIONS = 10_000;
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-11-25\nMcp-Session-Id: 1868a90c';
const START =
  `POST /mcp HTTP/1.1\n${HEAD.replace('\nMcp-Session-Id: 1868a90c', '')}\n\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\nMcp-Session-Id: 1868a90c\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n\n` +
  `POST /mcp HTTP/1.1\n${HEAD}\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n\n`;
const EXPIRED =
  START +
  `POST /mcp HTTP/1.1\n${HEAD}\n\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n\n` +
  'HTTP/1.1 404 Not Found\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":2,"error":{"code":-32001,"message":"Session not found"}}\n\n';
const LATER = (sessionId: string) => `POST /mcp HTTP/1.1\n${HEAD.replace('1868a90c', sessionId)}\n\n{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}\n`;
/** The client's new session after the 404 (the good example): the server serves the id it assigned now. */
const RENEWED =
  `POST /mcp HTTP/1.1\n${HEAD.replace('\nMcp-Session-Id: 1868a90c', '')}\n\n{"jsonrpc":"2.0","id":4,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\n` +
  'HTTP/1.1 200 OK\nContent-Type: application/json\nMcp-Session-Id: 5f3e2d1c\n\n{"jsonrpc":"2.0","id":4,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n\n' +
  `POST /mcp HTTP/1.1\n${HEAD.replace('1868a90c', '5f3e2d1c')}\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n\n`;

/** Where the server answered a session id with 404: the exchange, the line, the end (HAR) and the URL. */
interface Ended {
  exchange: number;
  line: number;
  end?: number;
  url?: string;
}

export const terminatedSessionServed: Rule = {
  meta: {
    id: 'terminated-session-served',
    family: 'session',
    severity: 'error',
    revisions: HTTP_SESSION_REVISIONS,
    summary: 'A server that answered a request carrying an MCP-Session-Id with 404 Not Found, and later answered another request with that session id with a success status and a result.',
    why: 'A 404 for a session id tells the client the session is over: a correct client drops it and initializes again. A session that answers 404 one moment and serves the next (a cluster without session affinity, a store that loses and finds sessions) breaks that client, and one that ignores the 404 seems to work.',
    instead: 'Once a session is terminated, answer every request that carries its id with 404 Not Found; answer 404 only for a session that is really gone (405 for a GET stream the server does not offer).',
    spec: specUrl('2025-11-25', 'basic/transports#session-management'),
    requirements: ['session.terminated-404'],
    examples: {
      bad: `${EXPIRED}${LATER('1868a90c')}`,
      good: `${EXPIRED}${RENEWED}${LATER('5f3e2d1c')}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    /** Per session id, the first 404 the server answered it with. */
    const ended = new Map<string, Ended>();
    const judged = new Set<number>();
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.sender !== 'server') return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined) return;
        const sessionId = notFoundSession(message);
        if (sessionId !== undefined) {
          if (!ended.has(sessionId) && ended.size < MAX_SESSIONS) ended.set(sessionId, { exchange: transport.exchange, line: message.frame.span.line, end: transport.timing?.end, url: transport.url });
          return;
        }
        if (message.kind !== 'result' || message.answers?.method === 'initialize') return;
        const status = transport.status;
        const carried = transport.requestHeaders?.['mcp-session-id'];
        if (status === undefined || status < 200 || status >= 300 || carried === undefined) return;
        const first = ended.get(carried);
        if (!first || transport.exchange <= first.exchange || judged.has(transport.exchange)) return;
        // Another endpoint's 404 says nothing of this one's sessions.
        if (first.url !== undefined && transport.url !== undefined && first.url !== transport.url) return;
        // A request a HAR shows begun before the 404 was sent may have been accepted while the session lived.
        if (first.end !== undefined && transport.timing !== undefined && transport.timing.start < first.end) return;
        judged.add(transport.exchange);
        context.report({
          at: message,
          subject: 'MCP-Session-Id',
          message: () =>
            `This is ${describe(message)}, sent with HTTP status ${status} to a request carrying the MCP-Session-Id the server answered with 404 Not Found at line ${first.line}. After a server terminates a session it MUST answer every request with that session id with 404; if the session was not over, the 404 was wrong (a server answers 404 only for a terminated or unknown session).`,
        });
      },
    };
  },
};
