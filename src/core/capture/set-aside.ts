import type { LineRecord, ReaderSink } from './reader.js';
import { messagesSetAside, type SetAsidePlace } from '../rules/capture/messages-set-aside.js';

/**
 * The JSON-RPC message key, bare or escaped inside a JSON string (`\"jsonrpc\"`, as a HAR or a
 * cassette holds its messages): set-aside text that is another format's document holds the latter.
 */
const JSONRPC_MENTION = /"jsonrpc\\?"/;

/** Whether text holds the JSON-RPC message key, bare or escaped inside a JSON string. */
export function mentionsJsonRpc(text: string): boolean {
  return JSONRPC_MENTION.test(text);
}

/** How many times the JSON-RPC message key occurs in `text` (bare or escaped), counting up to `atMost`. */
export function jsonRpcKeyCount(text: string, atMost = Number.POSITIVE_INFINITY): number {
  const all = new RegExp(JSONRPC_MENTION.source, 'g');
  let count = 0;
  while (count < atMost && all.exec(text) !== null) count += 1;
  return count;
}

/**
 * Watches the lines a reader sets aside unread (a txtar comment, text outside any HTTP message,
 * a body of another content type) and reports, as one `messages-set-aside` error per stretch, the
 * lines among them that hold JSON-RPC messages: moving frames to where a reader does not look
 * must not make a failing capture pass. Only set-aside lines are searched, with one regular-expression test each.
 */
export class SetAsideMessages {
  private first: LineRecord | undefined;
  private firstColumn = 1;
  private lastLine = 0;
  private count = 0;

  constructor(private readonly sink: ReaderSink) {}

  /** A line (from `column0` on) the reader does not read as traffic. */
  note(record: LineRecord, column0 = 0): void {
    if (!mentionsJsonRpc(column0 === 0 ? record.text : record.text.slice(column0))) return;
    if (!this.first) {
      this.first = record;
      this.firstColumn = column0 + 1;
    }
    if (record.line !== this.lastLine) this.count += 1;
    this.lastLine = record.line;
  }

  /** Ends a stretch: reports what it held, saying where it was (the txtar comment, outside HTTP bodies). */
  flush(place: SetAsidePlace): void {
    const first = this.first;
    if (!first) return;
    const at = { line: first.line, column: this.firstColumn };
    this.sink.issue(messagesSetAside.issue(at, { kind: 'lines', count: this.count, endLine: this.lastLine, firstText: first.text.slice(this.firstColumn - 1), place }));
    this.first = undefined;
    this.count = 0;
    this.lastLine = 0;
  }
}
