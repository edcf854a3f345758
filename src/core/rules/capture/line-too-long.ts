import type { Rule } from '../rule.js';

/** Raised by the line reader; the rule itself checks nothing. */
export const lineTooLong: Rule = {
  meta: {
    id: 'line-too-long',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A line is longer than the reader holds in memory at once (64 MiB); it was skipped unread.',
    why: 'Reading stays within bounded memory; a line this long is almost always a binary blob or a file that is not a capture, and most peers cap one message far below this size too.',
    instead: 'Keep messages small (send large content as resource links), or leave such files out of the captures glob.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
  },
  create() {
    return {};
  },
};
