import type { Rule } from '../rule.js';

/** Raised by the readers when the input ends inside a message; the rule itself checks nothing. */
export const truncatedFrame: Rule = {
  meta: {
    id: 'truncated-frame',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'The capture ends in the middle of a message (a cut-off recording).',
    why: 'The last message was not recorded whole, so it cannot be checked, and whatever it was answering looks unanswered. Usually the recorder stopped (or the process was killed) while the message was being written.',
    instead: 'Record until the session ends, or cut the capture at a message boundary.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"res',
      good: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
};
