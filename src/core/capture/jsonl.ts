import type { CaptureFormat, CaptureReader, LineRecord, ReaderOptions, ReaderSink } from './reader.js';
import { parseFrame, spanOf } from './parse.js';

/**
 * JSONL: one JSON-RPC message (or batch) per line. Minimal first version; the full reader
 * (direction marks, stray lines, cut messages) replaces it.
 */
class JsonlReader implements CaptureReader {
  private index = 0;
  constructor(
    private readonly sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {}

  push(record: LineRecord): void {
    let text = record.text;
    if (text.trim() === '') return;
    // Direction marks: `>` / `-->` client to server, `<` / `<--` server to client.
    const mark = /^(-->|<--|>|<)[ \t]?/.exec(text);
    let column = 1;
    let offset = record.offset;
    if (mark) {
      text = text.slice(mark[0].length);
      column += mark[0].length;
      offset += Buffer.byteLength(mark[0], 'utf8');
    }
    const frame = parseFrame({
      index: this.index++,
      raw: text,
      span: spanOf(text, record.line, column, offset),
      transport: { kind: 'stdio' },
      ...(mark ? { sender: mark[1].includes('>') ? ('client' as const) : ('server' as const), senderSource: 'mark' as const } : {}),
    });
    this.sink.frame(frame);
  }

  end(): void {}
}

export const jsonlFormat: CaptureFormat = {
  name: 'jsonl',
  description: 'One JSON-RPC message per line (stdio traffic, raw stdout, JSONL logs).',
  sniff(input) {
    const lines = input.lines.filter((l) => l.trim() !== '');
    if (lines.length === 0) return 0.1;
    const jsonish = lines.filter((l) => /^\s*(?:-->|<--|>|<)?\s*[[{]/.test(l)).length;
    return 0.2 + 0.5 * (jsonish / lines.length);
  },
  create(sink, options) {
    return new JsonlReader(sink, options);
  },
};
