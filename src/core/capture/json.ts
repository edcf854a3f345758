import type { Sender, SenderSource } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { JsonStreamScanner, type JsonScanEvents, type Position, type ScannedValue } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderIssue, ReaderOptions, ReaderSink } from './reader.js';
import { jsonRpcKeyCount } from './set-aside.js';
import { messagesSetAside } from '../rules/capture/messages-set-aside.js';
import { strayOutput, type StrayOutputKind } from '../rules/capture/stray-output.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/**
 * A label line that says who wrote the message after it, as stdio recorders and people pasting
 * sessions write them: `STDIN:` / `STDOUT:` / `STDERR:` (the server's streams, as session
 * recorders such as mcp-stdin-debug log them; stdin carries what the client wrote), and
 * `client -> server:` / `server -> client:` (also with `→`). `rest` is what follows the label.
 */
export interface DirectionLabel {
  stream?: 'stdin' | 'stdout' | 'stderr';
  sender?: Sender;
  rest: string;
}

const STREAM_LABEL = /^(STDIN|STDOUT|STDERR)\s*:\s?/i;
const ARROW_LABEL = /^(client|server)\s*(?:->|→|=>)\s*(client|server)\s*:?\s*/i;

export function directionLabel(text: string): DirectionLabel | undefined {
  const stream = STREAM_LABEL.exec(text);
  if (stream) {
    const name = stream[1].toLowerCase() as 'stdin' | 'stdout' | 'stderr';
    const sender: Sender | undefined = name === 'stdin' ? 'client' : name === 'stdout' ? 'server' : undefined;
    return { stream: name, sender, rest: text.slice(stream[0].length) };
  }
  const arrow = ARROW_LABEL.exec(text);
  if (arrow && arrow[1].toLowerCase() !== arrow[2].toLowerCase()) {
    return { sender: arrow[1].toLowerCase() as Sender, rest: text.slice(arrow[0].length) };
  }
  return undefined;
}

/**
 * Turns scanned values into frames and scanner events into reader issues. Shared by the json
 * and txtar readers; `sender` says who wrote the values fed from now on (txtar sections).
 * With `labels`, direction label lines (see directionLabel) set the sender of the next value.
 */
export class ValueFrames implements JsonScanEvents {
  sender: Sender | undefined;
  senderSource: SenderSource | undefined;
  private labelled: Sender | undefined;
  /** The finding for the last line with text set aside: a line of many pieces builds it once. */
  private setAsideOf: { record: LineRecord; issue: ReaderIssue } | undefined;

  private readonly frames: FrameEmitter;

  constructor(
    private readonly sink: ReaderSink,
    /** What text between the values is, where it is set aside (between messages, in a txtar section). */
    private readonly setAsideKind: () => StrayOutputKind & { kind: 'between-messages' | 'in-section' },
    private readonly labels?: { mixedOutput?: boolean },
  ) {
    this.frames = new FrameEmitter(sink);
  }

  value(value: ScannedValue): void {
    const labelled = this.labelled;
    this.labelled = undefined;
    const origin = labelled ? { sender: labelled, senderSource: 'mark' as const } : this.sender ? { sender: this.sender, senderSource: this.senderSource } : undefined;
    this.frames.emitBetween(value.raw, value.start, value.end, origin);
  }

  text(record: LineRecord, column0: number, insideArray: boolean): void {
    const label = this.labels ? directionLabel(record.text.slice(column0)) : undefined;
    if (label) {
      const rest = label.rest.trim();
      if (label.stream === 'stderr') return; // logs on stderr are where they belong
      if (rest === '' || rest.startsWith('{') || rest.startsWith('[')) {
        this.labelled = label.sender;
        return;
      }
      if (label.stream) {
        // Text the recorder saw on the protocol stream itself: stray output, as in JSONL.
        const at = { line: record.line, column: column0 + 1, text: rest };
        this.sink.issue(strayOutput.issue(at, { kind: 'on-stream', stream: label.stream, mixed: this.labels?.mixedOutput }));
        return;
      }
    }
    if (insideArray && !this.labels?.mixedOutput) {
      // Prose between messages is a paste's commentary; inside a JSON array it breaks the document
      // (and an opening `[` must not make a stream's stray output pass as commentary).
      this.sink.issue(strayOutput.issue({ line: record.line, column: column0 + 1, text: record.text.slice(column0) }, { kind: 'in-array' }));
      return;
    }
    if (this.setAsideOf?.record !== record) {
      this.setAsideOf = { record, issue: strayOutput.issue({ line: record.line, column: 1, text: record.text }, this.setAsideKind()) };
    }
    this.sink.issue({ ...this.setAsideOf.issue, column: column0 + 1 });
  }

  unclosed(start: Position, what: 'value' | 'array', raw: string): void {
    if (what === 'value' && jsonRpcKeyCount(raw, 2) === 2) {
      // One cut message holds one "jsonrpc"; more means the open bracket swallowed whole messages.
      const endLine = start.line + lineBreaks(raw);
      this.sink.issue(messagesSetAside.issue(start, { kind: 'unclosed-value', raw, endLine }));
    }
    this.sink.issue(truncatedFrame.issue(start, what === 'value' ? { kind: 'message', raw, opensHere: true } : { kind: 'array' }));
  }
}

function lineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

class JsonReader implements CaptureReader {
  private readonly scanner: JsonStreamScanner;

  constructor(sink: ReaderSink, options: ReaderOptions) {
    const frames = new ValueFrames(
      sink,
      () => ({ kind: 'between-messages' }),
      { mixedOutput: options.mixedOutput },
    );
    this.scanner = new JsonStreamScanner(frames);
  }

  push(record: LineRecord): void {
    this.scanner.push(record);
  }

  end(): void {
    this.scanner.end();
  }
}

export const jsonFormat: CaptureFormat = {
  name: 'json',
  description: 'A JSON array of messages, a single JSON document, or pretty-printed messages one after another (as pasted in issues).',
  sniff(input) {
    let first: string | undefined;
    let prettyLines = 0;
    let oneLine = 0;
    let nonBlank = 0;
    for (const line of input.lines) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      nonBlank++;
      first ??= trimmed;
      if (trimmed === '{' || trimmed === '[' || trimmed === '}' || trimmed === ']' || trimmed === '},' || /^\s+"[^"]*"\s*:/.test(line)) prettyLines++;
      else if (/^[[{].*[\]}]$/.test(trimmed)) oneLine++;
    }
    if (first === undefined) return 0;
    // A stdio session recorder's log: `STDIN:` / `STDOUT:` label lines before pretty messages.
    if (prettyLines > 0 && input.lines.some((line) => /^(STDIN|STDOUT):\s*$/.test(line))) return 0.8;
    const startsJson = first.startsWith('{') || first.startsWith('[');
    const jsonrpc = input.lines.some((line) => line.includes('"jsonrpc"'));
    // `[` alone, or followed by the first element: not `["...` (a string, which the reader takes as text).
    const opensArray = /^\[\s*(?:[[{]|$)/.test(first) && !/[\]}]$/.test(first);
    let score: number;
    if (opensArray) score = 0.75; // an array of messages over several lines
    else if (prettyLines > 0 && prettyLines >= oneLine) score = startsJson ? 0.75 : 0.4; // text first: a paste, or another format's log
    else if (startsJson && nonBlank === 1) score = 0.3; // one line: JSONL reads it the same, as a batch if an array
    else score = startsJson ? 0.25 : 0.02;
    if (jsonrpc && score > 0.2) score += 0.1;
    if (/\.json$/i.test(input.fileName) && score > 0.2) score += 0.05;
    // Capped below the readers of JSON documents with a known layout (HAR, cassettes), which
    // are pretty-printed JSON too and say so with more certainty.
    return Math.min(score, 0.8);
  },
  create(sink, options) {
    return new JsonReader(sink, options);
  },
};
