import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the readers when one frame is larger than they read whole; the rule itself checks nothing. */
export const frameTooLarge = {
  meta: {
    id: 'frame-too-large',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'One frame is larger than the reader holds in memory (64 Mi characters); it was skipped unread.',
    why: 'Reading stays bounded by the largest frame; a frame this large is almost always a stream whose event or message never ended (a missing blank line after an SSE event), and no real peer would accept it either.',
    instead: 'End each SSE event with a blank line; split huge payloads (resources, tool results) into smaller ones or links.',
    spec: 'https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation',
    requirements: [],
  },
  create() {
    return {};
  },
  /**
   * The finding for an SSE event whose data, starting at `at` with `head`, passed `limit`
   * characters, or (`kind: 'json-value'`) a JSON value that passed them still open.
   */
  issue(at: { line: number; column: number }, event: { limit: number; head: string; kind?: 'sse-event' | 'json-value' }): ReaderIssue {
    const message =
      event.kind === 'json-value'
        ? `The JSON value that opens here holds more than ${event.limit} characters without closing; it was not read. A message this large is almost certainly a bracket that never closes; reading goes on after the value ends.`
        : `The data of this SSE event holds more than ${event.limit} characters; it was not read. A message this large is almost certainly a runaway stream (an event never closed by a blank line).`;
    return {
      rule: frameTooLarge.meta.id,
      severity: 'error',
      message,
      line: at.line,
      column: at.column,
      subject: { frame: event.head },
    };
  },
} satisfies ReaderRaisedRule;
