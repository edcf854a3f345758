import type { Position } from '../../capture/json-scan.js';
import { excerpt } from '../../capture/parse.js';
import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/**
 * What was cut: a message (its text so far), a header block before its body, or a JSON array
 * of messages whose `]` never came (its messages were read).
 */
type TruncatedPart = { kind: 'message'; raw: string; opensHere?: boolean } | { kind: 'body' } | { kind: 'array' };

/** Raised by the readers when the input ends inside a message; the rule itself checks nothing. */
export const truncatedFrame = {
  meta: {
    id: 'truncated-frame',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'The capture ends in the middle of a message (a cut-off recording).',
    why: 'The last message was not recorded whole, so it cannot be checked, and whatever it was answering looks unanswered. Usually the recorder stopped (or the process was killed) while the message was being written.',
    instead: 'Record until the session ends, or cut the capture at a message boundary.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"res',
      good: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for a capture that ends inside `part`, which starts at `at`. */
  issue(at: Pick<Position, 'line' | 'column'>, part: TruncatedPart): ReaderIssue {
    return {
      rule: truncatedFrame.meta.id,
      severity: 'warning',
      message: truncatedText(part),
      line: at.line,
      column: at.column,
      subject: part.kind === 'message' ? { frame: part.raw } : { line: part.kind === 'body' ? 'header block' : 'array of messages' },
    };
  },
} satisfies ReaderRaisedRule;

function truncatedText(part: TruncatedPart): string {
  switch (part.kind) {
    case 'message':
      return part.opensHere
        ? `The message that starts here (${excerpt(part.raw)}) never closes: the capture ends before its last bracket, so it was not checked. Record the whole message, or remove the cut one.`
        : `The capture ends in the middle of a message (${excerpt(part.raw)}): it was cut off before the message closed, so it was not checked. Record the session until the peer has written its last line.`;
    case 'body':
      return 'The capture ends after a header block, before its message body. Record the session until the last message is complete.';
    case 'array':
      return 'The JSON array of messages that starts here is not closed: the capture ends before its `]`. The messages in it were checked; close the array.';
  }
}
