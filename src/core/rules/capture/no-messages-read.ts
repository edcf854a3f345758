import { excerpt } from '../../capture/parse.js';
import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/**
 * Raised by the engine when a file holds lines that look like JSON-RPC messages and its reader
 * read no frame from them; the rule itself checks nothing.
 */
export const noMessagesRead = {
  meta: {
    id: 'no-messages-read',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'The file holds lines that look like JSON-RPC messages ("jsonrpc"), but its reader read no message from it: nothing was checked.',
    why: 'A capture whose messages the reader cannot find is a reader failure, not an empty file: the layout is one the reader does not know, the wrong --capture-format was named, or the messages are broken in a way that hides them. Reported as an empty capture it would read as "nothing to check" and pass without a look at what is in it.',
    instead: 'Read the file with the format it is in (`--capture-format`), or write the messages the way the format carries them; if the layout is a common one, report it so the reader learns it.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
    requirements: [],
    examples: {
      bad: 'POST /mcp HTTP/1.1\nContent-Type: text/plain\n\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n\nHTTP/1.1 200 OK\nContent-Type: text/plain\n\n{"jsonrpc":"2.0","id":1,"result":{}}',
      good: 'POST /mcp HTTP/1.1\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for a file of `format` that yielded no frame though `lines` look like messages. */
  issue(lines: { first: { line: number; text: string }; count: number; lastLine: number }, format: string): ReaderIssue {
    const { first, count, lastLine } = lines;
    const where = count === 1 ? `line ${first.line} looks` : `${count} lines (${first.line} to ${lastLine}) look`;
    return {
      rule: noMessagesRead.meta.id,
      severity: 'error',
      message: `The ${format} reader read no message from this file, though ${where} like JSON-RPC messages ("jsonrpc"; the first: ${excerpt(first.text)}): nothing was checked. Read the file with the format it is in (--capture-format), or write its messages as that format carries them.`,
      line: first.line,
      column: 1,
      endLine: lastLine,
      subject: { line: first.text },
    };
  },
} satisfies ReaderRaisedRule;
