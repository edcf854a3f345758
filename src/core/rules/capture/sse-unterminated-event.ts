import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the SSE readers (sse, http, har) at the end of a stream; the rule itself checks nothing. */
export const sseUnterminatedEvent = {
  meta: {
    id: 'sse-unterminated-event',
    family: 'capture',
    severity: 'info',
    revisions: 'all',
    summary: 'The last event of an SSE stream is not closed by a blank line.',
    why: 'An SSE client dispatches an event only when it reads the blank line after it; at the end of the stream an unfinished event is discarded. In a capture this is most often a stream that was cut off (still open when copied), so the event is checked anyway.',
    instead: 'End every event, the last one included, with a blank line; when pasting a live stream, note that it was cut.',
    spec: 'https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation',
    requirements: [],
    examples: {
      bad: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}',
      good: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    },
  },
  create() {
    return {};
  },
  /** The finding for the stream's last event, whose data starts at `at` with `data`, left open. */
  issue(at: { line: number; column: number }, data: string): ReaderIssue {
    return {
      rule: sseUnterminatedEvent.meta.id,
      severity: 'info',
      message:
        'This SSE event is not followed by a blank line; a client dispatches an event only at the blank line, so a live client would not have received it yet. It is checked anyway; if the stream really ended here, end every event with a blank line.',
      line: at.line,
      column: at.column,
      subject: { frame: data },
    };
  },
} satisfies ReaderRaisedRule;
