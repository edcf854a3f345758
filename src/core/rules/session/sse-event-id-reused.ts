import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';
import { STREAMABLE_HTTP_REVISIONS } from '../lib/http-frames.js';

const MAX_IDS = 50_000;
const stream = (events: string) => `GET /mcp HTTP/1.1\nHost: 127.0.0.1\nAccept: text/event-stream\n\nHTTP/1.1 200 OK\nContent-Type: text/event-stream\n\n${events}`;

export const sseEventIdReused: Rule = {
  meta: {
    id: 'sse-event-id-reused',
    family: 'session',
    severity: 'error',
    revisions: STREAMABLE_HTTP_REVISIONS,
    summary: 'Two different messages sent under the same SSE event id in one session (on one stream or on two).',
    why: 'A client resumes a broken stream with Last-Event-ID: the server replays what followed that event. With one id for two events, the server cannot tell where the client stopped, and the client gets messages twice or loses them.',
    instead: 'Give every SSE event of a session its own id (a per-stream prefix and a counter, for instance); a replayed event keeps the id it first had.',
    spec: specUrl('2025-11-25', 'basic/transports#resumability-and-redelivery'),
    requirements: ['http.event-id-unique'],
    examples: {
      bad: stream('id: 1\ndata: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\nid: 1\ndata: {"jsonrpc":"2.0","method":"notifications/prompts/list_changed"}\n\n'),
      good: stream('id: 1\ndata: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\nid: 2\ndata: {"jsonrpc":"2.0","method":"notifications/prompts/list_changed"}\n\n'),
      revision: '2025-11-25',
    },
  },
  create(context) {
    /** Each event id seen, with the text it carried and its line. */
    const seen = new Map<string, { raw: string; line: number }>();
    return {
      frame(frame) {
        const id = frame.transport?.sseId;
        if (id === undefined || id === '' || frame.sender === 'client') return;
        const first = seen.get(id);
        if (!first) {
          if (seen.size < MAX_IDS) seen.set(id, { raw: frame.raw, line: frame.span.line });
          return;
        }
        // The same event again is a redelivery after Last-Event-ID, which keeps its id.
        if (first.raw === frame.raw) return;
        context.report({
          at: frame,
          subject: `SSE id ${id}`,
          message: `This SSE event has id ${JSON.stringify(id)}, which the event at line ${first.line} already had with another message. Event ids MUST be unique across all streams of a session: a client resuming with Last-Event-ID: ${id} cannot be told where it stopped.`,
        });
      },
    };
  },
};
