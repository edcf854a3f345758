import type { LineRecord } from './reader.js';
import { mentionsJsonRpc } from './set-aside.js';

/**
 * The lines of a file that look like JSON-RPC messages (they hold the `"jsonrpc"` key), counted
 * while no frame has been read: a file with such lines and no frame is a reader failure, named
 * by these lines, not an empty capture. Keeps the first line only, not every line.
 */
export class MessageLikeLines {
  first: { line: number; text: string } | undefined;
  lastLine = 0;
  count = 0;

  note(record: LineRecord): void {
    if (!mentionsJsonRpc(record.text)) return;
    this.first ??= { line: record.line, text: record.text };
    this.lastLine = record.line;
    this.count += 1;
  }
}
