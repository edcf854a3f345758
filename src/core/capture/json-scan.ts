import type { LineRecord } from './reader.js';

/**
 * A streaming, position-aware JSON scanner fed one line at a time. It checks the syntax, tracks
 * the path of every value (`['log', 'entries', 3, 'request']`), and captures the raw text of the
 * values its owner asks for, so a reader can take JSON documents (HAR, cassettes) and
 * pretty-printed bodies apart without holding more than the values it keeps.
 *
 * Owned by the HTTP-ish readers (http, har, cassette, claude-log); the json reader has its own.
 */

export type PathPart = string | number;

/** A place in the file: 1-based line and column (UTF-16 units, like `spanOf`), 0-based byte offset. */
export interface ScanPosition {
  line: number;
  column: number;
  offset: number;
}

export interface JsonScanHandlers {
  /**
   * A value starts at `path`; return true to capture its raw text (delivered by `captured`).
   * Called for every value, also inside a captured one (captures do not nest: true is then ignored).
   */
  valueStart?(path: readonly PathPart[], at: ScanPosition): boolean | void;
  /** An object or array at `path` closed; `end` is just after its closing bracket. */
  containerEnd?(path: readonly PathPart[], end: ScanPosition): void;
  /** A captured value ended; `end` is the position just after its last character. */
  captured?(path: readonly PathPart[], raw: string, start: ScanPosition, end: ScanPosition): void;
  /**
   * A value at depth 0 ended (the scanner then accepts another top-level value). Return true to
   * stop scanning the current line there: `push` then returns the index just after the value.
   */
  topLevelEnd?(end: ScanPosition): boolean | void;
  /** The text is not JSON; the scanner stops (call `reset()` to scan again). */
  error?(message: string, at: ScanPosition): void;
}

/** Deeper nesting than this is reported as an error rather than tracked. */
export const MAX_SCAN_DEPTH = 10_000;
/** Longest value captured whole; a longer one is reported and dropped. */
export const MAX_CAPTURE_CHARS = 64 * 1024 * 1024;

type Expect = 'value' | 'key' | 'colon' | 'comma' | 'key-or-close' | 'value-or-close';

interface Container {
  kind: 'object' | 'array';
  key: string | undefined;
  index: number;
}

interface Capture {
  depth: number;
  path: PathPart[];
  start: ScanPosition;
  parts: string[];
  chars: number;
  /** Index in the current line where the captured text continues. */
  from: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function positionIn(line: LineRecord, index: number): ScanPosition {
  return { line: line.line, column: index + 1, offset: line.offset + Buffer.byteLength(line.text.slice(0, index), 'utf8') };
}

/**
 * `positionIn` for a reader that asks for many positions along a line, left to right: the byte
 * count of the text before each position is carried on from the previous one, so every character
 * is counted once, not once per position (which made long or deeply nested lines quadratic).
 * The offsets are exactly those of `positionIn`.
 */
export class LinePositions {
  private line: LineRecord | undefined;
  private text = '';
  private index = 0;
  private bytes = 0;
  /** Characters whose bytes were counted (a measure of the work done, for tests). */
  counted = 0;

  at(line: LineRecord, index: number): ScanPosition {
    return { line: line.line, column: index + 1, offset: line.offset + this.bytesBefore(line, index) };
  }

  private bytesBefore(line: LineRecord, index: number): number {
    const text = line.text;
    if (line !== this.line || text !== this.text || index < this.index) {
      this.line = line;
      this.text = text;
      this.index = 0;
      this.bytes = 0;
    }
    const bytes = this.bytes + Buffer.byteLength(text.slice(this.index, index), 'utf8');
    this.counted += Math.max(0, Math.min(index, text.length) - this.index);
    // A position between the halves of a surrogate pair counts the lone half as 3 bytes (as
    // Buffer.byteLength does); carrying on from there would count the pair as 6, so it is not kept.
    if (!splitsSurrogatePair(text, index)) {
      this.index = index;
      this.bytes = bytes;
    }
    return bytes;
  }
}

function splitsSurrogatePair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

export class JsonScanner {
  private stack: Container[] = [];
  /**
   * The path of the value being scanned, kept in step with `stack` (one part per open container),
   * so that handlers get it without it being rebuilt per value: a handler must not keep it (copy it).
   */
  private readonly livePath: PathPart[] = [];
  private readonly positions = new LinePositions();
  private expect: Expect = 'value';
  private capture: Capture | undefined;
  private failed = false;
  private started = false;
  private stopped = false;

  constructor(private readonly handlers: JsonScanHandlers) {}

  /** Whether the scanner stands between values (nothing open, not failed). */
  get idle(): boolean {
    return !this.failed && this.stack.length === 0 && this.expect === 'value';
  }

  /** Whether a value was started and not finished (at end of input: truncated). */
  get open(): boolean {
    return !this.failed && this.stack.length > 0;
  }

  get hasFailed(): boolean {
    return this.failed;
  }

  /** Whether any value has begun since the last reset. */
  get sawValue(): boolean {
    return this.started;
  }

  /** Characters counted for byte offsets so far (a measure of the work done, for tests). */
  get positionWork(): number {
    return this.positions.counted;
  }

  reset(): void {
    this.stack = [];
    this.livePath.length = 0;
    this.expect = 'value';
    this.capture = undefined;
    this.failed = false;
    this.started = false;
  }

  /** Scans one line (from `from`); returns the index where scanning stopped (text.length unless failed). */
  push(line: LineRecord, from = 0): number {
    if (this.failed) return from;
    const text = line.text;
    if (this.capture) this.capture.from = from;
    let i = from;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      // whitespace: space, tab, CR
      if (c === 0x20 || c === 0x09 || c === 0x0d) {
        i += 1;
        continue;
      }
      switch (this.expect) {
        case 'value':
        case 'value-or-close': {
          if (c === 0x5d /* ] */ && this.expect === 'value-or-close') {
            i = this.close(line, i, 'array');
            break;
          }
          i = this.value(line, i);
          break;
        }
        case 'key':
        case 'key-or-close': {
          if (c === 0x7d /* } */ && this.expect === 'key-or-close') {
            i = this.close(line, i, 'object');
            break;
          }
          if (c !== 0x22) return this.fail(line, i, `expected a property name in double quotes, found ${describe(text, i)}`);
          const end = stringEnd(text, i);
          if (end < 0) return this.fail(line, i, 'unterminated string (a JSON string cannot span lines)');
          let key: string;
          try {
            key = JSON.parse(text.slice(i, end + 1)) as string;
          } catch {
            return this.fail(line, i, 'invalid escape in a property name');
          }
          this.stack[this.stack.length - 1].key = key;
          this.livePath[this.livePath.length - 1] = key;
          this.expect = 'colon';
          i = end + 1;
          break;
        }
        case 'colon':
          if (c !== 0x3a) return this.fail(line, i, `expected ':' after a property name, found ${describe(text, i)}`);
          this.expect = 'value';
          i += 1;
          break;
        case 'comma': {
          const top = this.stack[this.stack.length - 1];
          if (c === 0x2c) {
            if (top.kind === 'array') {
              top.index += 1;
              this.livePath[this.livePath.length - 1] = top.index;
              this.expect = 'value';
            } else {
              this.expect = 'key';
            }
            i += 1;
          } else if ((c === 0x7d && top.kind === 'object') || (c === 0x5d && top.kind === 'array')) {
            i = this.close(line, i, top.kind);
          } else {
            return this.fail(line, i, `expected ',' or '${top.kind === 'object' ? '}' : ']'}', found ${describe(text, i)}`);
          }
          break;
        }
      }
      if (this.failed || this.stopped) {
        this.stopped = false;
        return i;
      }
    }
    if (this.capture) {
      const part = text.slice(this.capture.from) + '\n';
      this.capture.parts.push(part);
      this.capture.chars += part.length;
      if (this.capture.chars > MAX_CAPTURE_CHARS) {
        const start = this.capture.start;
        this.capture = undefined;
        this.failed = true;
        this.handlers.error?.(`a value longer than ${MAX_CAPTURE_CHARS} characters starts here; it was not read`, start);
      }
    }
    return i;
  }

  private position(line: LineRecord, index: number): ScanPosition {
    return this.positions.at(line, index);
  }

  private value(line: LineRecord, i: number): number {
    const text = line.text;
    const c = text.charCodeAt(i);
    let scalarEnd = -1;
    if (c === 0x7b || c === 0x5b) {
      // checked below
    } else if (c === 0x22) {
      scalarEnd = stringEnd(text, i);
      if (scalarEnd < 0) return this.fail(line, i, 'unterminated string (a JSON string cannot span lines)');
      scalarEnd += 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return this.fail(line, i, `invalid number ${describe(text, i)}`);
      scalarEnd = NUMBER.lastIndex;
    } else if (text.startsWith('true', i)) scalarEnd = i + 4;
    else if (text.startsWith('false', i)) scalarEnd = i + 5;
    else if (text.startsWith('null', i)) scalarEnd = i + 4;
    else return this.fail(line, i, `expected a JSON value, found ${describe(text, i)}`);

    this.started = true;
    const wanted = this.handlers.valueStart ? this.handlers.valueStart(this.livePath, this.position(line, i)) === true && !this.capture : false;
    if (scalarEnd >= 0) {
      if (wanted) {
        const path = [...this.livePath];
        this.handlers.captured?.(path, text.slice(i, scalarEnd), this.position(line, i), this.position(line, scalarEnd));
      }
      this.afterValue(line, scalarEnd);
      return scalarEnd;
    }
    if (wanted) this.capture = { depth: this.stack.length, path: [...this.livePath], start: this.position(line, i), parts: [], chars: 0, from: i };
    if (this.stack.length >= MAX_SCAN_DEPTH) return this.fail(line, i, `values nested deeper than ${MAX_SCAN_DEPTH} levels`);
    this.stack.push({ kind: c === 0x7b ? 'object' : 'array', key: undefined, index: 0 });
    this.livePath.push(c === 0x7b ? '' : 0);
    this.expect = c === 0x7b ? 'key-or-close' : 'value-or-close';
    return i + 1;
  }

  private close(line: LineRecord, i: number, kind: 'object' | 'array'): number {
    this.stack.pop();
    this.livePath.pop();
    void kind;
    const end = i + 1;
    if (this.handlers.containerEnd) this.handlers.containerEnd(this.livePath, this.position(line, end));
    const capture = this.capture;
    if (capture && capture.depth === this.stack.length) {
      capture.parts.push(line.text.slice(capture.from, end));
      this.capture = undefined;
      this.handlers.captured?.(capture.path, capture.parts.join(''), capture.start, this.position(line, end));
    }
    this.afterValue(line, end);
    return end;
  }

  private afterValue(line: LineRecord, end: number): void {
    if (this.stack.length === 0) {
      this.expect = 'value';
      if (this.handlers.topLevelEnd?.(this.position(line, end)) === true) this.stopped = true;
    } else {
      this.expect = 'comma';
    }
  }

  private fail(line: LineRecord, i: number, message: string): number {
    this.failed = true;
    this.capture = undefined;
    this.handlers.error?.(message, this.position(line, i));
    return i;
  }

  /** At end of input: reports a value left open. Returns whether one was. */
  finish(at: ScanPosition): boolean {
    if (this.failed || this.stack.length === 0) return false;
    this.failed = true;
    this.capture = undefined;
    this.handlers.error?.('the text ends inside a value (truncated)', at);
    return true;
  }
}

/** Index of the closing quote of the string that opens at `start`, or -1 when the line ends first. */
export function stringEnd(text: string, start: number): number {
  let j = start + 1;
  for (;;) {
    const q = text.indexOf('"', j);
    if (q < 0) return -1;
    let backslashes = 0;
    for (let k = q - 1; k > start && text.charCodeAt(k) === 0x5c; k -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return q;
    j = q + 1;
  }
}

function describe(text: string, i: number): string {
  const shown = text.slice(i, i + 12);
  return shown.length === 0 ? 'the end of the line' : JSON.stringify(shown);
}

/**
 * The end (exclusive) of the JSON value that starts at `start` within one line, or -1 when the
 * line ends before the value does or the text there is not JSON. Used to split a log line's
 * message from what follows it (` { metadata: ... }`).
 */
export function valueEndInLine(text: string, start: number): number {
  let end = -1;
  const scanner = new JsonScanner({
    topLevelEnd(at) {
      end = at.column - 1;
      return true;
    },
  });
  scanner.push({ text, line: 1, offset: 0 }, start);
  return end;
}
