import type { Rule } from '../rule.js';

/** Raised by the Content-Length reader; the rule itself checks nothing. */
export const contentLengthFraming: Rule = {
  meta: {
    id: 'content-length-framing',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A Content-Length framed message is framed wrongly: the declared length differs from the body, the header is missing or not a number, or the blank line is missing.',
    why: 'A reader of a Content-Length framed stream takes exactly the declared number of bytes: too few cuts the message, too many swallows the start of the next frame, and either corrupts every frame after it.',
    instead: 'Declare the body length in UTF-8 bytes (not characters), and end each header block with an empty line.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#custom-transports',
    examples: {
      bad: 'Content-Length: 10\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
      good: 'Content-Length: 54\r\n\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}',
    },
  },
  create() {
    return {};
  },
};
