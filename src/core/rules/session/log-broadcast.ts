import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import type { Rule } from '../rule.js';

/** A value's JSON with object keys sorted, so equal params compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SSE stream (HTTP exchange) a server message came on, when it came on one. */
function streamOf(message: Message): number | undefined {
  const transport = message.frame.transport;
  if (transport?.kind !== 'http' || transport.exchange === undefined) return undefined;
  return transport.headers?.['content-type']?.toLowerCase().includes('text/event-stream') === true ? transport.exchange : undefined;
}

const SESSION = 'Mcp-Session-Id: 4f9c2b1e\nMCP-Protocol-Version: 2025-11-25\n';
const LOG = (text: string) => `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","logger":"cache","data":"${text}"}}`;
const example = (second: string) =>
  `GET /mcp HTTP/1.1\nHost: 127.0.0.1\nAccept: text/event-stream\n${SESSION}\nHTTP/1.1 200 OK\nContent-Type: text/event-stream\n\nid: g-1\ndata: ${LOG('cache warmed')}\n\n` +
  `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n${SESSION}\n{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lookup","arguments":{}}}\n\n` +
  `HTTP/1.1 200 OK\nContent-Type: text/event-stream\n\n${second}id: p-2\ndata: {"jsonrpc":"2.0","id":2,"result":{"content":[]}}\n\n`;

export const logBroadcast: Rule = {
  meta: {
    id: 'log-broadcast',
    family: 'session',
    severity: 'warning',
    revisions: ['2025-11-25'],
    summary: 'Streamable HTTP: the same notifications/message (equal params) sent on two SSE streams of a session back to back, with no other server message between the two copies: one log broadcast to several streams.',
    why: 'A log message belongs on one stream: the POST stream of the request that produced it, or the GET stream when no request did. Sent on every open stream, the client shows it two or more times, and cannot tell which request it belongs to. Equal log messages can be two events, so only two copies with nothing else the server sent between them are reported.',
    instead: 'Route each log message to one stream: the stream of the request being handled when it was produced, else the standalone GET stream; never copy it to every connected stream.',
    spec: specUrl('2025-11-25', 'server/utilities/logging#log-message-notifications'),
    requirements: ['logging.no-broadcast'],
    examples: { bad: example(`id: p-1\ndata: ${LOG('cache warmed')}\n\n`), good: example(`id: p-1\ndata: ${LOG('lookup started')}\n\n`), revision: '2025-11-25' },
  },
  create(context) {
    /** The previous server message, when it was a log message on an SSE stream: its stream and params. */
    let previous: { message: Message; stream: number; params: string } | undefined;
    return {
      kinds: ['result', 'error', 'notification', 'request'],
      message(message) {
        if (message.sender !== 'server') return;
        const earlier = previous;
        previous = undefined;
        const stream = streamOf(message);
        if (stream === undefined || message.kind !== 'notification' || message.method !== 'notifications/message' || !isPlainObject(message.params)) return;
        const params = canonicalJson(message.params);
        previous = { message, stream, params };
        if (!earlier || earlier.stream === stream || earlier.params !== params) return;
        // A stream resumed with Last-Event-ID replays events under their own ids: a redelivery, not a broadcast.
        const transport = message.frame.transport;
        const id = transport?.sseId;
        if ((id !== undefined && id !== '' && id === earlier.message.frame.transport?.sseId) || transport?.requestHeaders?.['last-event-id'] !== undefined) return;
        const first = earlier.message;
        const { level, logger } = message.params;
        const which = [typeof level === 'string' ? `level ${JSON.stringify(level)}` : '', typeof logger === 'string' ? `logger ${JSON.stringify(logger)}` : ''].filter(Boolean).join(', ');
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)}${which ? ` (${which})` : ''}, the same log message, params for params, as ${describe(first, true)}, which the server sent on another SSE stream of this session right before it, with nothing else in between: one log message broadcast to two streams. The server MUST NOT broadcast a log notification across several connected streams. Send it once, on the stream of the request it belongs to (or the GET stream when it belongs to none).`,
        });
      },
    };
  },
};
