import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the line reader; the rule itself checks nothing. */
export const invalidUtf8 = {
  meta: {
    id: 'invalid-utf8',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A line holds bytes that are not valid UTF-8.',
    why: 'JSON-RPC messages in MCP MUST be UTF-8 encoded (stated from 2025-03-26 on; JSON text exchanged between systems is UTF-8 by RFC 8259). A peer decodes such bytes as U+FFFD or rejects the message; often the capture was written in another encoding (Latin-1, UTF-16) or a binary blob landed in it.',
    instead: 'Write the stream, and save the capture, as UTF-8; send binary data base64-encoded inside the message.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: ['transport.utf8'],
  },
  create() {
    return {};
  },
  /** The finding for a line whose first invalid byte is at `column`; `text` is the line as decoded (U+FFFD for the bad bytes). */
  issue(at: { line: number; column: number; text: string }): ReaderIssue {
    return {
      rule: invalidUtf8.meta.id,
      severity: 'error',
      message: `This line holds bytes that are not valid UTF-8 (first at column ${at.column}); MCP messages must be UTF-8. They were read as U+FFFD.`,
      line: at.line,
      column: at.column,
      subject: { line: at.text },
    };
  },
} satisfies ReaderRaisedRule;
