import { excerpt } from '../../capture/parse.js';
import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/**
 * What a reader found on the line, which decides the wording: `text` (a banner, a log line),
 * `message-unframed` (a message without its Content-Length header), `not-header` (neither
 * header nor message in a framed stream), `in-array` (text inside a JSON array of messages),
 * `on-stream` (text a recorder labelled as written to stdout or stdin), `between-messages` /
 * `in-section` (prose between pasted messages, set aside).
 */
export type StrayOutputKind =
  | { kind: 'text'; mixed?: boolean }
  | { kind: 'message-unframed'; mixed?: boolean }
  | { kind: 'not-header'; mixed?: boolean }
  | { kind: 'in-array' }
  | { kind: 'on-stream'; stream: string; mixed?: boolean }
  | { kind: 'between-messages' }
  | { kind: 'in-section'; section: string };

interface StrayOutputAt {
  line: number;
  column: number;
  /** The stray text (from the column on). */
  text: string;
}

/** Raised by the readers (JSONL, Content-Length, json, txtar); the rule itself checks nothing. */
export const strayOutput = {
  meta: {
    id: 'stray-output',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A line in the protocol stream is not a JSON-RPC message (a banner, console.log output, a stack trace).',
    why: 'On stdio the server MUST NOT write anything to stdout that is not a valid MCP message: the client parses every line as JSON-RPC, fails on this one ("Unexpected token ... is not valid JSON") and may drop the connection. In captures declared as mixed stdout and stderr, and in pasted documents, such lines are only set aside (info).',
    instead: 'Write logs, banners and diagnostics to stderr (console.error, a logger bound to stderr); keep stdout for protocol messages only.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: ['stdio.server-stdout-only-messages', 'stdio.client-stdin-only-messages'],
    examples: {
      bad: 'Starting MCP server...\n{"jsonrpc":"2.0","id":1,"result":{}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for a stray line: an error on the protocol stream, set aside (info) where the capture allows text. */
  issue(at: StrayOutputAt, what: StrayOutputKind): ReaderIssue {
    // A transcript's direction mark (`> `, `< `, `--> `) is the recorder's, not what the peer wrote.
    const mark = DIRECTION_MARK.exec(at.text)?.[0].length ?? 0;
    const shown = excerpt(at.text.slice(mark));
    const setAside = what.kind === 'between-messages' || what.kind === 'in-section' || ('mixed' in what && what.mixed === true);
    return {
      rule: strayOutput.meta.id,
      severity: setAside ? 'info' : 'error',
      message: strayText(shown, what),
      line: at.line,
      column: at.column + mark,
      // The whole line, mark and all: the anchor expectation files already name.
      subject: { line: at.text },
    };
  },
} satisfies ReaderRaisedRule;

/** A direction mark of a transcript line (as the JSONL reader reads them), with the blanks after it. */
const DIRECTION_MARK = /^(?:-->|<--|[<>\u2192\u2190])[ \t]+(?=\S)/;

function strayText(shown: string, what: StrayOutputKind): string {
  switch (what.kind) {
    case 'text':
      return what.mixed
        ? `This line is not a JSON-RPC message (${shown}); it was set aside as output (the capture is declared as mixed stdout and stderr).`
        : `This line is not a JSON-RPC message (${shown}): on stdio, stdout carries only protocol messages (MUST), and a client's parser fails on such a line. Write logs and banners to stderr.`;
    case 'message-unframed':
      return `This line holds a message without a Content-Length header (${shown}): in a Content-Length framed stream a reader cannot find where it ends. Frame every message with its header block.`;
    case 'not-header':
      return `This line is neither a header nor a message (${shown}): stray output in a framed stream corrupts the reader. Write logs to stderr.`;
    case 'in-array':
      return `This line is text inside a JSON array of messages (${shown}), not a JSON value: the array does not parse for any reader. Remove it, or write it to stderr.`;
    case 'on-stream':
      return `This line records ${shown} on ${what.stream}, which is not a JSON-RPC message: on stdio, ${what.stream} carries only protocol messages (MUST), and the peer's parser fails on it. Write logs to stderr.`;
    case 'between-messages':
      return `This line is text between messages, not JSON (${shown}); it was set aside.`;
    case 'in-section':
      return `This line in the -- ${what.section} -- section is not JSON (${shown}); it was set aside.`;
  }
}
