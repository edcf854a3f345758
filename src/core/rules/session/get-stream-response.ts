import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const stream = (events: string) =>
  `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n\nHTTP/1.1 202 Accepted\n\n` +
  `GET /mcp HTTP/1.1\nHost: 127.0.0.1\nAccept: text/event-stream\n\nHTTP/1.1 200 OK\nContent-Type: text/event-stream\n\n${events}`;

export const getStreamResponse: Rule = {
  meta: {
    id: 'get-stream-response',
    family: 'session',
    severity: 'error',
    revisions: ['2025-03-26', '2025-06-18', '2025-11-25'],
    summary: 'A JSON-RPC response sent on the SSE stream of a GET, in an event without an id (so not the replay of a resumed stream).',
    why: 'The stream a client opens with GET carries the server\'s own requests and notifications; the answer to a request belongs on the stream of the POST that carried it. Only a resumed stream (GET with Last-Event-ID) may replay a response, and replay needs event ids.',
    instead: 'Send each response on the SSE stream (or as the JSON body) of the POST that carried its request.',
    spec: specUrl('2025-11-25', 'basic/transports#listening-for-messages-from-the-server'),
    requirements: ['http.get-no-response'],
    examples: {
      bad: stream('data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'),
      good: stream('data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n'),
      revision: '2025-11-25',
    },
  },
  create(context) {
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.sender === 'client') return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.httpMethod?.toUpperCase() !== 'GET' || transport.sseEvent === undefined) return;
        // An event with an id may be the replay of a broken POST stream, resumed by a GET with Last-Event-ID.
        if (transport.sseId !== undefined && transport.sseId !== '') return;
        context.report({
          at: message,
          message: () => `This is ${describe(message)}, sent on the SSE stream of a GET in an event without an id. The server MUST NOT send a JSON-RPC response on the GET stream unless it is resuming a stream of an earlier request (which replays events by their ids); send it on the stream of the POST that carried the request.`,
        });
      },
    };
  },
};
