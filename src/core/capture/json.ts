import type { Sender, SenderSource } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { ArrayMembers, forEachElementOnLine, type ArrayReading } from './array-reading.js';
import { JsonStreamScanner, type JsonScanEvents, type Position, type ScannedValue } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderIssue, ReaderOptions, ReaderSink } from './reader.js';
import { parseFrame } from './parse.js';
import { jsonRpcKeyCount } from './set-aside.js';
import { arrayReading } from '../rules/capture/array-reading.js';
import { frameTooLarge } from '../rules/capture/frame-too-large.js';
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

  tooLarge(start: Position, value: { limit: number; head: string }): void {
    this.sink.issue(frameTooLarge.issue(start, { ...value, kind: 'json-value' }));
  }
}

function lineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/** Characters of a JSON array held to be read as one batch; a larger one is read as a transcript. */
const MAX_HELD_ARRAY_CHARS = 32 * 1024 * 1024;

/** Lines of a held array joined into one string at a time: a string per line costs its header on every line of a huge array. */
const HELD_LINES_PER_CHUNK = 4096;

/**
 * An element of a held array: its place, not its text (sliced from the array's text if it is
 * handed on as a frame of its own). Holding each element's text beside the array's doubled what
 * a large array held.
 */
interface HeldElement {
  start: Position;
  end: Position;
  /** Where its text starts and ends in the held array's text (UTF-16 units). */
  from: number;
  to: number;
}

/** A top-level array spanning lines, held while its reading is open: its text and its elements so far. */
interface HeldArray {
  start: Position;
  /** The array's text from its `[` on: groups of HELD_LINES_PER_CHUNK lines, each joined with `\n`, then the lines since. */
  chunks: string[];
  lines: string[];
  chars: number;
  lastLine: number;
  elements: HeldElement[];
  members: ArrayMembers;
}

function holdLine(held: HeldArray, text: string): void {
  held.lines.push(text);
  held.chars += text.length + 1;
  if (held.lines.length >= HELD_LINES_PER_CHUNK) {
    held.chunks.push(held.lines.join('\n'));
    held.lines = [];
  }
}

/** The held array's text so far, lines joined with `\n` (as the scanner joins a value's lines). */
function heldText(held: HeldArray): string {
  const groups = held.lines.length > 0 ? [...held.chunks, held.lines.join('\n')] : held.chunks;
  return groups.length === 1 ? groups[0] : groups.join('\n');
}

/**
 * Reads JSON text (see jsonFormat). A top-level array that spans lines is read one of two ways
 * (ArrayMembers says which): as one batch frame (the whole array), or as a transcript, each
 * element a frame. Its elements are held until the array closes or shows itself a transcript
 * (a response to a request before it, an element that does not parse, too much text); a
 * transcript's elements are handed on from then on as they are read, as before.
 */
class JsonReader implements CaptureReader {
  private readonly scanner: JsonStreamScanner;
  private readonly frames: ValueFrames;
  private current: LineRecord | undefined;
  private held: HeldArray | undefined;

  constructor(
    private readonly sink: ReaderSink,
    options: ReaderOptions,
    private readonly reading: ArrayReading,
  ) {
    const frames = new ValueFrames(
      sink,
      () => ({ kind: 'between-messages' }),
      { mixedOutput: options.mixedOutput },
    );
    this.frames = frames;
    this.scanner = new JsonStreamScanner({
      value: (value) => this.value(value),
      text: (record, column0, insideArray) => frames.text(record, column0, insideArray),
      unclosed: (start, what, raw) => {
        // A cut array is no batch anyone sent: its elements are read one by one.
        this.release();
        frames.unclosed(start, what, raw);
      },
      tooLarge: (start, value) => frames.tooLarge(start, value),
      arrayStart: (at) => this.openArray(at),
      arrayEnd: (end) => this.closeArray(end),
    });
  }

  push(record: LineRecord): void {
    this.current = record;
    this.scanner.push(record);
    const held = this.held;
    if (held && held.lastLine !== record.line) {
      holdLine(held, record.text);
      held.lastLine = record.line;
      if (held.chars > MAX_HELD_ARRAY_CHARS) this.readAsTranscript('too-large');
    }
  }

  end(): void {
    this.scanner.end();
    this.release();
  }

  private value(value: ScannedValue): void {
    const held = this.held;
    if (value.inArray && held) {
      // The element ends on the line being read: the array's first line (held from its `[` on), or
      // a later one, which is held once the scanner is done with it (after the `\n` joining it).
      const lineStart = value.end.line === held.start.line ? 1 - held.start.column : held.chars + 1;
      const to = lineStart + value.end.column - 1;
      held.elements.push({ start: value.start, end: value.end, from: to - value.raw.length, to });
      const member = parsedOrUndefined(value.raw);
      if (member === undefined) {
        // One broken element would make the whole array one frame that does not parse.
        if (this.reading === 'auto') this.readAsTranscript('does-not-parse');
        return;
      }
      held.members.add(member);
      if (held.members.answered && this.reading === 'auto') this.readAsTranscript('answers');
      return;
    }
    if (!value.inArray && this.reading === 'transcript' && value.raw.startsWith('[') && this.current && value.start.line === value.end.line) {
      // A one-line array, read as a transcript on request: each element a frame.
      forEachElementOnLine(this.current, value.start.column - 1, (raw, start, end) => this.frames.value({ raw, start, end, inArray: true }));
      return;
    }
    this.frames.value(value);
  }

  private openArray(at: Position): void {
    if (this.reading === 'transcript' || !this.current) return;
    const part = this.current.text.slice(at.column - 1);
    this.held = { start: at, chunks: [], lines: [part], chars: part.length, lastLine: this.current.line, elements: [], members: new ArrayMembers() };
  }

  private closeArray(end: Position): void {
    const held = this.held;
    this.held = undefined;
    if (!held || !this.current) return;
    holdLine(held, this.current.text.slice(0, end.column - 1));
    const members = held.members;
    if (this.reading === 'auto') {
      const at = { line: held.start.line, column: held.start.column, endLine: end.line };
      this.sink.issue(arrayReading.issue(at, { reading: 'batch', calls: members.calls, responses: members.responses, members: held.elements.length }));
    }
    const raw = heldText(held);
    // Let go of the pieces before the batch is checked: it holds its own text and values.
    held.chunks = held.lines = [];
    held.elements = [];
    this.frames.value({ raw, start: held.start, end, inArray: false });
  }

  /** The held array is a transcript: its elements so far are handed on, and the rest as they come. */
  private readAsTranscript(why: 'answers' | 'does-not-parse' | 'too-large'): void {
    const held = this.held;
    if (!held) return;
    if (this.reading === 'auto') {
      this.sink.issue(arrayReading.issue({ line: held.start.line, column: held.start.column, endLine: held.start.line }, { reading: 'transcript', why }));
    }
    this.release();
  }

  /** Hands on the held elements one by one and stops holding. */
  private release(): void {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    if (held.elements.length === 0) return;
    // Released while the scanner reads a line not held yet: the last element ends on it.
    if (this.current && held.lastLine !== this.current.line) holdLine(held, this.current.text);
    const text = heldText(held);
    held.chunks = held.lines = [];
    for (const { start, end, from, to } of held.elements) this.frames.value({ raw: text.slice(from, to), start, end, inArray: true });
  }
}

const NO_SPAN = { line: 0, column: 0, endLine: 0, endColumn: 0, offset: 0, length: 0 };

/** An element's value as a frame of it would hold it (the nesting limit too), or undefined. */
function parsedOrUndefined(raw: string): unknown {
  const element = parseFrame({ index: -1, raw, span: NO_SPAN });
  return element.parseError === undefined ? element.value : undefined;
}

export const jsonFormat: CaptureFormat = {
  name: 'json',
  description:
    'A JSON array of messages (one batch when they flow one way, else a transcript), a single JSON document, or pretty-printed messages one after another (as pasted in issues).',
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
    return new JsonReader(sink, options, 'auto');
  },
};

/** `--capture-format json-batch`: the json reader, every JSON array read as one batch frame. */
export const jsonBatchFormat: CaptureFormat = {
  name: 'json-batch',
  description: 'As json, with every JSON array read as one JSON-RPC batch (as a peer receiving it reads it).',
  sniff: () => 0,
  create(sink, options) {
    return new JsonReader(sink, options, 'batch');
  },
};

/** `--capture-format json-transcript`: the json reader, every JSON array read as a list of messages. */
export const jsonTranscriptFormat: CaptureFormat = {
  name: 'json-transcript',
  description: 'As json, with every JSON array read as a transcript: each element a message of its own.',
  sniff: () => 0,
  create(sink, options) {
    return new JsonReader(sink, options, 'transcript');
  },
};
