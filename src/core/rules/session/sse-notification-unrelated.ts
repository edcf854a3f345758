import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { HttpExchanges } from '../../session/streams.js';
import { metaOf, paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const MAX_TOKENS = 50_000;
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call';
const call = (id: number, name: string, token: string) =>
  `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Name: ${name}\n\n{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"progressToken":"${token}"}}}\n\n`;
const stream = (id: number, token: string) =>
  `HTTP/1.1 200 OK\nContent-Type: text/event-stream\nX-Accel-Buffering: no\n\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"${token}","progress":1}}\n\ndata: {"jsonrpc":"2.0","id":${id},"result":{"resultType":"complete","content":[]}}\n\n`;

type Token = string | number;
const isToken = (value: unknown): value is Token => typeof value === 'string' || typeof value === 'number';

export const sseNotificationUnrelated: Rule = {
  meta: {
    id: 'sse-notification-unrelated',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28 Streamable HTTP: a notifications/progress on the SSE response stream of one request carrying the progress token of another request.',
    why: 'Each request has its own response stream, and what comes on it MUST relate to that request: a client reads progress on a stream as the progress of that stream\'s request. Progress for another request, sent on the wrong stream, moves the wrong progress bar and never reaches the request it is about (whose stream the client may already have closed).',
    instead: 'Send each request\'s progress on that request\'s own response stream, with the progressToken from its _meta.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#receiving-messages'),
    requirements: ['http.sse-notifications-relate'],
    examples: { bad: `${call(1, 'a', 'ta')}${stream(1, 'ta')}${call(2, 'b', 'tb')}${stream(2, 'ta')}`, good: `${call(1, 'a', 'ta')}${stream(1, 'ta')}${call(2, 'b', 'tb')}${stream(2, 'tb')}`, revision: '2026-07-28' },
  },
  create(context) {
    const exchanges = new HttpExchanges();
    /** The progress token of each client request seen, and the request that carried it. */
    const tokens = new Map<Token, Message>();
    return {
      message(message) {
        const streamRequest = exchanges.observe(message);
        if (message.sender === 'client') {
          const token = message.kind === 'request' ? metaOf(message)?.progressToken : undefined;
          if (isToken(token) && (tokens.size < MAX_TOKENS || tokens.has(token))) tokens.set(token, message);
          return;
        }
        if (message.kind !== 'notification' || message.method !== 'notifications/progress' || !streamRequest) return;
        const token = paramsOf(message)?.progressToken;
        if (!isToken(token) || metaOf(streamRequest)?.progressToken === token) return;
        // A token no request carried is progress-invalid's finding.
        const owner = tokens.get(token);
        if (!owner || owner === streamRequest) return;
        context.report({
          at: message,
          path: 'params.progressToken',
          message: () =>
            `This is ${describe(message)} for progress token ${JSON.stringify(token)}, which ${describe(owner, true)} carried, but it came on the response stream of ${describe(streamRequest, true)}. Notifications on a request's SSE stream MUST relate to that request: send this progress on the stream of the request it reports on.`,
        });
      },
    };
  },
};
