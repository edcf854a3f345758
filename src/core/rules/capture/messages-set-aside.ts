import type { Position } from '../../capture/json-scan.js';
import { excerpt } from '../../capture/parse.js';
import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Where a reader set the lines aside: the place decides the wording and the advice. */
export type SetAsidePlace =
  | { kind: 'txtar-comment' }
  | { kind: 'txtar-section'; section: string }
  | { kind: 'outside-http-bodies' }
  | { kind: 'without-log-prefix' };

/** What was set aside: a stretch of lines holding messages, or a value that never closed and took in several. */
type SetAsideStretch =
  | { kind: 'lines'; count: number; endLine: number; firstText: string; place: SetAsidePlace }
  | { kind: 'unclosed-value'; raw: string; endLine: number };

/** Raised by the readers when text they set aside unread holds JSON-RPC messages; the rule itself checks nothing. */
export const messagesSetAside = {
  meta: {
    id: 'messages-set-aside',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'JSON-RPC messages stand where the capture\'s reader takes none (a txtar comment or another section, text outside any HTTP message, a body of another content type, a message that never closes): they were not checked.',
    why: 'Each format has places that are not traffic: the comment of a txtar file, notes between HTTP exchanges, a text/plain body. Messages written there are never read, so whatever is wrong with them goes unreported, and a failing session could pass by being moved there. The finding names the lines so that they are either read or removed on purpose.',
    instead: 'Put the messages where the format carries traffic (a `-- client --` or `-- server --` section, an HTTP body with a JSON or event-stream content type), or remove them from the capture.',
    spec: 'https://pkg.go.dev/golang.org/x/tools/txtar',
    requirements: ['http.request-content-type'],
    examples: {
      bad: 'A note that quotes a message:\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}',
      good: 'A note about the exchange below.\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
  /** The finding for set-aside text holding JSON-RPC messages, from `at` on. */
  issue(at: Pick<Position, 'line' | 'column'>, stretch: SetAsideStretch): ReaderIssue {
    return {
      rule: messagesSetAside.meta.id,
      severity: 'error',
      message: stretch.kind === 'lines' ? linesText(stretch.count, stretch.place) : unclosedText(stretch.raw, stretch.endLine - at.line + 1),
      line: at.line,
      column: at.column,
      endLine: stretch.endLine,
      subject: stretch.kind === 'lines' ? { line: stretch.firstText } : { frame: stretch.raw },
    };
  },
} satisfies ReaderRaisedRule;

function linesText(count: number, place: SetAsidePlace): string {
  const lines = count === 1 ? 'This line' : `${count} lines, from this one on,`;
  const where = {
    'txtar-comment': 'of the txtar comment (before the first `-- name --` marker)',
    'txtar-section': `of the -- ${place.kind === 'txtar-section' ? place.section : ''} -- section (not a client or server section)`,
    'outside-http-bodies': "outside the bodies this reader reads (notes between exchanges, curl's `*` lines, a body whose content type is neither JSON nor an event stream, text after a complete body)",
    'without-log-prefix': "without the log prefix (timestamp, level, server) of the client's `Message from client/server` lines",
  }[place.kind];
  const howToFix = {
    'txtar-comment': 'Only `-- client --` and `-- server --` sections carry traffic: move the messages into one, or remove them.',
    'txtar-section': 'Only `-- client --` and `-- server --` sections carry traffic: move the messages into one, or remove them.',
    'outside-http-bodies': 'Keep each message in the body of its HTTP request or response, with a JSON or text/event-stream content type, or remove it.',
    'without-log-prefix': 'A client log holds only what the client wrote itself: check the session as its own capture (a .jsonl file), or remove the lines.',
  }[place.kind];
  return `${lines} ${where} ${count === 1 ? 'holds' : 'hold'} JSON-RPC messages ("jsonrpc"), but the reader does not take messages from there: they were not checked. ${howToFix}`;
}

function unclosedText(raw: string, lines: number): string {
  return `The value that starts here (${excerpt(raw)}) never closes, and the ${lines} lines it took in hold several JSON-RPC messages ("jsonrpc"): none of them was checked. Close or remove the bracket that opens here.`;
}
