import type { Frame, Sender, SenderSource } from './frame.js';
import { LinePositions } from './json-scan.js';
import { looksLikeMessageStart } from './jsonl.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderOptions, ReaderSink } from './reader.js';
import { jsonRpcKeyCount } from './set-aside.js';
import {
  advanceBrackets,
  byteLengthOf,
  CLOSE_BRACKET,
  excerpt,
  OPEN_BRACE,
  OPEN_BRACKET,
  parseInto,
  spanBetween,
  type ArrayElements,
  type BracketState,
  type Position,
} from './parse.js';

/** One JSON value found by the scanner, with its exact place (end exclusive). */
export interface ScannedValue {
  raw: string;
  start: Position;
  end: Position;
  /** The value is an element of a top-level array that spans several lines. */
  inArray: boolean;
}

export interface JsonScanEvents {
  value(value: ScannedValue): void;
  /** Text outside any value, from `column0` to the end of the line; `insideArray`: between the elements of a top-level array. */
  text(record: LineRecord, column0: number, insideArray: boolean): void;
  /** The input ended (or a section closed) inside a value or a top-level array. */
  unclosed(start: Position, what: 'value' | 'array', raw: string): void;
}

const COMMA = 0x2c;

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d;
}

function firstNonBlank(text: string): number {
  let i = 0;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** Index of the next `{` or `[` in `text` from `from` that begins like a message, or -1. */
function nextMessageStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, i)) return i;
  }
  return -1;
}

function positionIn(record: LineRecord, index: number): Position {
  return { line: record.line, column: index + 1, offset: record.offset + byteLengthOf(record.text, index) };
}

/**
 * Finds JSON values in text fed line by line: values written one after another (pretty-printed or
 * not), and the elements of a top-level array that spans several lines (each element its own
 * value, so a file that is one big array of messages never has to be held whole). A top-level
 * array that opens and closes on one line is one value (a batch).
 *
 * Brackets are counted outside strings only; a string is skipped with indexOf, so memory and time
 * stay linear and bounded by the largest value. When a value never closes (a bracket missing), a
 * line that opens a new message at the column where the open value started ends it, so one broken
 * message does not swallow the rest of the file.
 */
export class JsonStreamScanner {
  private mode: 'top' | 'array' | 'value' = 'top';
  private inArray = false;
  private arrayStart: Position | undefined;
  private readonly state: BracketState = { depth: 0, inString: false };
  private parts: string[] = [];
  private start: Position = { line: 1, column: 1, offset: 0 };
  /** Column (0-based) of the value's opening bracket when it was the first thing on its line. */
  private startIndent = -1;
  private lastEnd: Position = { line: 1, column: 1, offset: 0 };
  // Top-level `[` on its opening line: a one-line batch, or the start of an array of messages.
  private maybeArray = false;

  constructor(private readonly events: JsonScanEvents) {}

  push(record: LineRecord): void {
    const text = record.text;
    let i = 0;
    if (this.mode === 'value') {
      if (this.startIndent >= 0 && !this.maybeArray) {
        const first = firstNonBlank(text);
        const c = text.charCodeAt(first);
        if (first === this.startIndent && (c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, first)) {
          this.emit(this.lastEnd); // never closed: hand it on as it is (it will not parse)
        }
      }
    }
    if (this.mode === 'value') {
      const end = this.scanValue(text, 0);
      if (end === -1) {
        this.parts.push(text);
        this.lastEnd = positionIn(record, text.length);
        return;
      }
      this.parts.push(text.slice(0, end));
      this.emit(positionIn(record, end));
      i = end;
    }
    this.scanOutside(record, i);
  }

  /** Ends the input (or a section of it): reports a value or array left open. */
  end(): void {
    if (this.mode === 'value') {
      const raw = this.parts.join('\n');
      this.events.unclosed(this.start, 'value', raw);
      if (this.inArray && this.arrayStart) this.events.unclosed(this.arrayStart, 'array', '');
    } else if (this.mode === 'array' && this.arrayStart) {
      this.events.unclosed(this.arrayStart, 'array', '');
    }
    this.mode = 'top';
    this.inArray = false;
    this.arrayStart = undefined;
    this.parts = [];
    this.maybeArray = false;
  }

  private scanOutside(record: LineRecord, from: number): void {
    const text = record.text;
    const n = text.length;
    let i = from;
    // Where the line's text starts, found once (not per value or comma: a line of many values
    // after a long indentation would rescan it each time).
    const lineStart = firstNonBlank(text);
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (this.mode === 'array') {
        if (c === COMMA) {
          i++;
          continue;
        }
        if (c === CLOSE_BRACKET) {
          this.mode = 'top';
          this.inArray = false;
          this.arrayStart = undefined;
          i++;
          continue;
        }
      } else if (c === COMMA && i === lineStart) {
        // `},` / `,` between messages pasted without their enclosing array
        i++;
        continue;
      }
      if ((c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, i)) {
        this.inArray = this.mode === 'array';
        this.mode = 'value';
        this.start = positionIn(record, i);
        this.startIndent = i === lineStart ? i : -1;
        this.state.depth = 0;
        this.state.inString = false;
        this.maybeArray = !this.inArray && c === OPEN_BRACKET;
        const end = this.scanValue(text, i);
        if (end === -1) {
          this.parts = [text.slice(i)];
          this.lastEnd = positionIn(record, n);
          if (this.maybeArray) this.becomeArray(record, i);
          return;
        }
        this.parts = [text.slice(i, end)];
        this.maybeArray = false;
        this.emit(positionIn(record, end));
        i = end;
        continue;
      }
      // Text (`Response: {...}`): set aside up to a message that starts later on the line.
      this.events.text(record, i, this.mode === 'array');
      const next = nextMessageStart(text, i + 1);
      if (next === -1) return;
      i = next;
    }
  }

  /**
   * A top-level `[` (at `from`) still open at the end of its line: its elements are the values.
   * Whether the `[` closes on its line (a batch, one value) is known only at the line's end, so
   * the line is scanned again, now handing on each element as it closes: a long line of elements
   * is never held as a list of them (a 9 MB `[{},{},...` held 3 million bounds).
   */
  private becomeArray(record: LineRecord, from: number): void {
    const text = record.text;
    this.maybeArray = false;
    this.arrayStart = this.start;
    this.inArray = true;
    // Left to right along one line: each position carries on from the last (not from the line start).
    const positions = new LinePositions();
    const events = this.events;
    const elements: ArrayElements = {
      elementFrom: -1,
      element(start, end) {
        events.value({ raw: text.slice(start, end), start: positions.at(record, start), end: positions.at(record, end), inArray: true });
      },
    };
    this.state.depth = 0;
    this.state.inString = false;
    advanceBrackets(text, from, this.state, elements);
    if (this.state.depth >= 2 && elements.elementFrom !== -1) {
      this.start = positions.at(record, elements.elementFrom);
      this.startIndent = elements.elementFrom === firstNonBlank(text) ? elements.elementFrom : -1;
      this.parts = [text.slice(elements.elementFrom)];
      this.state.depth -= 1;
      this.mode = 'value';
    } else {
      this.parts = [];
      this.state.depth = 0;
      this.state.inString = false;
      this.mode = 'array';
    }
  }

  private emit(end: Position): void {
    const raw = this.parts.length === 1 ? this.parts[0] : this.parts.join('\n');
    this.parts = [];
    this.mode = this.inArray ? 'array' : 'top';
    this.maybeArray = false;
    this.events.value({ raw, start: this.start, end, inArray: this.inArray });
  }

  /** Scans value text from `from`; returns the index just past the value's end, or -1. */
  private scanValue(text: string, from: number): number {
    return advanceBrackets(text, from, this.state);
  }
}

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
  index = 0;
  sender: Sender | undefined;
  senderSource: SenderSource | undefined;
  private labelled: Sender | undefined;
  /** The message for the last line with text set aside: a line of many pieces builds it once. */
  private textMessageOf: { record: LineRecord; message: string } | undefined;

  constructor(
    private readonly sink: ReaderSink,
    private readonly textMessage: (record: LineRecord) => string,
    private readonly labels?: { mixedOutput?: boolean },
  ) {}

  value(value: ScannedValue): void {
    const frame: Frame = { index: this.index++, raw: value.raw, span: spanBetween(value.start, value.end) };
    if (this.labelled) {
      frame.sender = this.labelled;
      frame.senderSource = 'mark';
      this.labelled = undefined;
    } else if (this.sender) {
      frame.sender = this.sender;
      frame.senderSource = this.senderSource;
    }
    this.sink.frame(parseInto(frame));
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
        this.sink.issue({
          rule: 'stray-output',
          severity: this.labels?.mixedOutput ? 'info' : 'error',
          message: `Line ${record.line} records ${excerpt(rest)} on ${label.stream}, which is not a JSON-RPC message: on stdio, ${label.stream} carries only protocol messages (MUST), and the peer's parser fails on it. Write logs to stderr.`,
          line: record.line,
          column: column0 + 1,
        });
        return;
      }
    }
    if (insideArray && !this.labels?.mixedOutput) {
      // Prose between messages is a paste's commentary; inside a JSON array it breaks the document
      // (and an opening `[` must not make a stream's stray output pass as commentary).
      this.sink.issue({
        rule: 'stray-output',
        severity: 'error',
        message: `Line ${record.line} is text inside a JSON array of messages (${excerpt(record.text.slice(column0))}), not a JSON value: the array does not parse for any reader. Remove it, or write it to stderr.`,
        line: record.line,
        column: column0 + 1,
      });
      return;
    }
    if (this.textMessageOf?.record !== record) this.textMessageOf = { record, message: this.textMessage(record) };
    this.sink.issue({
      rule: 'stray-output',
      severity: 'info',
      message: this.textMessageOf.message,
      line: record.line,
      column: column0 + 1,
    });
  }

  unclosed(start: Position, what: 'value' | 'array', raw: string): void {
    if (what === 'value' && jsonRpcKeyCount(raw, 2) === 2) {
      // One cut message holds one "jsonrpc"; more means the open bracket swallowed whole messages.
      const endLine = start.line + lineBreaks(raw);
      this.sink.issue({
        rule: 'messages-set-aside',
        severity: 'error',
        message: `The value that starts here (${excerpt(raw)}) never closes, and the lines it took in, ${start.line} to ${endLine}, hold several JSON-RPC messages ("jsonrpc"): none of them was checked. Close or remove the bracket that opens here.`,
        line: start.line,
        column: start.column,
        endLine,
      });
    }
    this.sink.issue({
      rule: 'truncated-frame',
      severity: 'warning',
      message:
        what === 'value'
          ? `The message that starts here (${excerpt(raw)}) never closes: the capture ends before its last bracket, so it was not checked. Record the whole message, or remove the cut one.`
          : `The JSON array of messages that starts here is not closed: the capture ends before its \`]\`. The messages in it were checked; close the array.`,
      line: start.line,
      column: start.column,
    });
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
      (record) => `Line ${record.line} is text between messages, not JSON (${excerpt(record.text)}); it was set aside.`,
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
