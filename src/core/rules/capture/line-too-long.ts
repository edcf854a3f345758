import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the line reader; the rule itself checks nothing. */
export const lineTooLong = {
  meta: {
    id: 'line-too-long',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A line is longer than the reader holds in memory at once (64 MiB); it was skipped unread.',
    why: 'Reading stays within bounded memory; a line this long is almost always a binary blob or a file that is not a capture, and most peers cap one message far below this size too.',
    instead: 'Keep messages small (send large content as resource links), or leave such files out of the captures glob.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: [],
  },
  create() {
    return {};
  },
  /** The finding for a line of `bytes` bytes, over `limit`, skipped unread; `head` is its start. */
  issue(at: { line: number; bytes: number; limit: number; head: string }): ReaderIssue {
    return {
      rule: lineTooLong.meta.id,
      severity: 'error',
      message: `This line is ${at.bytes} bytes long, over the ${at.limit}-byte limit for one line; it was skipped unread. Split the capture or check that it is text.`,
      line: at.line,
      column: 1,
      subject: { line: at.head },
    };
  },
} satisfies ReaderRaisedRule;
