import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import type { Rule } from '../rule.js';

const MAX_EXCHANGES = 50_000;
const POST = 'POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: count\n\n{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"count","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"progressToken":"c1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: text/event-stream\nX-Accel-Buffering: no\n\n';
const PROGRESS = 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"c1","progress":1}}\n\n';
const RESULT = 'data: {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}\n\n';

/** Whether the frame came on an SSE response stream. */
const onEventStream = (message: Message): boolean => message.frame.transport?.headers?.['content-type']?.toLowerCase().includes('text/event-stream') === true;

export const sseAfterResponse: Rule = {
  meta: {
    id: 'sse-after-response',
    family: 'session',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28 Streamable HTTP: a message on a POST\'s SSE response stream after the JSON-RPC response that answered the POST\'s request.',
    why: 'The response is the last thing a request\'s stream carries: the spec says it SHOULD end the stream, and clients close their side when it arrives. What the server sends after it is read by nobody (a client that already stopped reading) or taken for traffic of a request that has finished.',
    instead: 'Send notifications about a request before its response, and close the SSE stream once the response is written.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#receiving-messages'),
    requirements: ['http.sse-response-terminates'],
    examples: { bad: `${POST}${RESULT}${PROGRESS}`, good: `${POST}${PROGRESS}${RESULT}`, revision: '2026-07-28' },
  },
  create(context) {
    /** The response that answered the request of each exchange whose answer was a stream. */
    const answered = new Map<number, Message>();
    /** Exchanges already reported: one finding per stream. */
    const reported = new Set<number>();
    return {
      message(message) {
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined || message.sender !== 'server' || !onEventStream(message)) return;
        const exchange = transport.exchange;
        const response = answered.get(exchange);
        if (response) {
          if (reported.has(exchange)) return;
          reported.add(exchange);
          context.report({
            at: message,
            message: () => `This is ${describe(message)}, sent on the SSE stream of an HTTP POST after ${describe(response, true)} had answered its request. The final response SHOULD terminate the stream: send notifications before the response, and close the stream once it is written.`,
          });
          return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.answers && answered.size < MAX_EXCHANGES) answered.set(exchange, message);
      },
    };
  },
};
