import type { Rule } from '../rule.js';

/** Raised by the readers when one frame is larger than they read whole; the rule itself checks nothing. */
export const frameTooLarge: Rule = {
  meta: {
    id: 'frame-too-large',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'One frame is larger than the reader holds in memory (64 Mi characters); it was skipped unread.',
    why: 'Reading stays bounded by the largest frame; a frame this large is almost always a stream whose event or message never ended (a missing blank line after an SSE event), and no real peer would accept it either.',
    instead: 'End each SSE event with a blank line; split huge payloads (resources, tool results) into smaller ones or links.',
    spec: 'https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation',
  },
  create() {
    return {};
  },
};
