import type { Span } from './frame.js';
import type { LineRecord } from './reader.js';

/**
 * The one place JSON text is scanned without being parsed: where strings end, how deep brackets
 * nest, where a value ends, whether text is JSON at all, and where a string index stands in the
 * file (line, column, byte offset). Every reader finds its values with these; parsing itself is
 * `parseInto` (parse.ts), reached through `FrameEmitter`. Built on them:
 * - `advanceBrackets` follows a value over the lines it spans (a JSONL message cut by a newline);
 *   `JsonPrefix` tells whether a Content-Length body read so far can still become one JSON text.
 * - `JsonStreamScanner` finds the JSON values in text fed line by line (messages one after
 *   another, pretty-printed or not, the elements of a top-level array), counting brackets only:
 *   the json and txtar readers.
 * - `JsonScanner` checks the syntax of one JSON document fed line by line, tracks the path of
 *   every value and captures the ones its owner asks for: the HTTP-ish readers (http, har,
 *   cassette) and the end of a value inside a log line (`valueEndInLine`).
 */

// --- characters ------------------------------------------------------------------------------

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

// --- positions -------------------------------------------------------------------------------

/** A place in the file: 1-based line and column (UTF-16 units), 0-based byte offset. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** Byte length of the first `chars` UTF-16 units of `text` (fast for ASCII text). */
export function byteLengthOf(text: string, chars: number): number {
  if (chars === 0) return 0;
  const prefix = chars >= text.length ? text : text.slice(0, chars);
  return Buffer.byteLength(prefix, 'utf8');
}

/** The position of `line.text[index]` in the file. */
export function positionIn(line: LineRecord, index: number): Position {
  return { line: line.line, column: index + 1, offset: line.offset + byteLengthOf(line.text, index) };
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

  at(line: LineRecord, index: number): Position {
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

// --- strings ---------------------------------------------------------------------------------

/**
 * Index of the quote that closes a JSON string whose content starts at `contentStart` (the index
 * just past its opening quote), or -1 when the string does not close in `text`. A quote counts as
 * closing when an even number of backslashes precede it. Escapes are not checked (isJsonText does
 * that). Jumps quote to quote with indexOf instead of walking chars.
 */
export function stringEnd(text: string, contentStart: number): number {
  let i = contentStart;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q === -1) return -1;
    let backslashes = 0;
    for (let k = q - 1; k >= contentStart && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if ((backslashes & 1) === 0) return q;
    i = q + 1;
  }
}

// --- brackets ----------------------------------------------------------------------------------

/** Bracket state of JSON text read line by line: how deep, and whether inside a string. */
export interface BracketState {
  depth: number;
  inString: boolean;
}

/** Where each element of a top-level array starts and ends on the line being scanned (depth 1 <-> 2). */
export interface ArrayElements {
  /** Index where the element being read opened on this line, or -1. */
  elementFrom: number;
  /** Called as each element closes, left to right (`to` exclusive). */
  element(from: number, to: number): void;
}

/**
 * Advances `state` over one line of JSON text. Returns the index just past the bracket that
 * brings the depth back to 0 (the end of a value), or -1 when the line ends with the value open.
 * A depth that goes negative (a stray closing bracket) also ends the value. With `array`, the
 * bracketed elements of a top-level array are recorded as they open and close.
 */
export function advanceBrackets(text: string, from: number, state: BracketState, array?: ArrayElements): number {
  const n = text.length;
  let i = from;
  if (state.inString) {
    const q = stringEnd(text, i);
    if (q === -1) return -1;
    state.inString = false;
    i = q + 1;
  }
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const q = stringEnd(text, i + 1);
      if (q === -1) {
        state.inString = true;
        return -1;
      }
      i = q;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      state.depth += 1;
      if (array && state.depth === 2) array.elementFrom = i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      state.depth -= 1;
      if (array && state.depth === 1 && array.elementFrom !== -1) {
        const from = array.elementFrom;
        array.elementFrom = -1;
        array.element(from, i + 1);
      }
      if (state.depth <= 0) return i + 1;
    }
  }
  return -1;
}

/** Index of the bracket that takes the nesting past `limit` (strings skipped), or -1. */
export function depthExceededAt(text: string, limit: number): number {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i + 1);
      if (i === -1) return -1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return -1;
}

/**
 * How many arrays and objects are open at `end` in JSON text, strings skipped. An `end` inside a
 * string counts the brackets open around that string.
 */
export function nestingAt(text: string, end: number): number {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i + 1);
      if (i === -1) break;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return depth;
}

/**
 * Whether the body text read so far could still be the beginning of one JSON text. It answers
 * "certainly not" cheaply, so that a body which can never parse (stray text after an absurd
 * Content-Length) is not joined and parsed again at every line: that made such input quadratic.
 * Only a negative answer is trusted; a positive one still goes to JSON.parse.
 */
export class JsonPrefix {
  private started = false;
  private container = false;
  private depth = 0;
  private inString = false;
  private closed = false;
  private dead = false;

  /** Takes text[from, to) into the body. */
  feed(text: string, from: number, to: number): void {
    let i = from;
    while (i < to && !this.dead) {
      if (this.inString) {
        const q = stringEnd(text, i);
        if (q === -1 || q >= to) return;
        this.inString = false;
        i = q + 1;
        continue;
      }
      const c = text.charCodeAt(i);
      i += 1;
      const blank = c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
      if (blank) continue;
      if (!this.started) {
        this.started = true;
        if (c === 0x7b || c === 0x5b) {
          this.container = true;
          this.depth = 1;
        } else if (c === 0x22) this.inString = true;
        else if (!(c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e)) this.dead = true;
        continue;
      }
      if (!this.container) {
        if (c === 0x22) this.inString = true;
        continue;
      }
      if (this.closed) this.dead = true;
      else if (c === 0x22) this.inString = true;
      else if (c === 0x7b || c === 0x5b) this.depth += 1;
      else if (c === 0x7d || c === 0x5d) {
        this.depth -= 1;
        if (this.depth === 0) this.closed = true;
      }
    }
  }

  /** A line break in the body: inside a string, JSON forbids it. */
  lineBreak(): void {
    if (this.inString) this.dead = true;
  }

  /** The body so far is one whole JSON value (anything but blanks after it breaks it). */
  get complete(): boolean {
    return this.started && !this.dead && !this.inString && this.container && this.closed;
  }

  /** The body so far can no longer be one JSON text, whatever follows. */
  get broken(): boolean {
    return this.dead;
  }

  /** False when the body so far plus text[from, to) is certainly not one JSON text. */
  couldEndWith(text: string, from: number, to: number): boolean {
    const probe = Object.assign(new JsonPrefix(), this);
    probe.feed(text, from, to);
    if (probe.dead || !probe.started || probe.inString) return false;
    return !probe.container || probe.closed;
  }
}

// --- validation -------------------------------------------------------------------------------

/**
 * Whether JSON.parse accepts `text` (RFC 8259 JSON text), checked without building the value and
 * without recursion, so nesting of any depth costs only its length.
 */
export function isJsonText(text: string): boolean {
  const n = text.length;
  const open: boolean[] = []; // true: an object, false: an array
  let i = skipJsonBlanks(text, 0);
  for (;;) {
    // a value starts at i
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const object = c === OPEN_BRACE;
      i = skipJsonBlanks(text, i + 1);
      if (text.charCodeAt(i) === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
        i += 1;
      } else {
        open.push(object);
        if (object && (i = memberValueAt(text, i)) === -1) return false;
        continue;
      }
    } else if (c === QUOTE) {
      if ((i = checkedStringEnd(text, i)) === -1) return false;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      if ((i = jsonNumberEnd(text, i)) === -1) return false;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      i += 4;
    } else if (text.startsWith('false', i)) {
      i += 5;
    } else {
      return false;
    }
    // after a value: close what it ends, or go on to the next one
    for (;;) {
      i = skipJsonBlanks(text, i);
      if (open.length === 0) return i === n;
      const next = text.charCodeAt(i);
      const object = open[open.length - 1];
      if (next === 0x2c) {
        i = skipJsonBlanks(text, i + 1);
        if (object && (i = memberValueAt(text, i)) === -1) return false;
        break;
      }
      if (next !== (object ? CLOSE_BRACE : CLOSE_BRACKET)) return false;
      open.pop();
      i += 1;
    }
  }
}

function skipJsonBlanks(text: string, from: number): number {
  let i = from;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
    i += 1;
  }
}

/** `"name" :` at `from`: the index of the member's value, or -1. */
function memberValueAt(text: string, from: number): number {
  if (text.charCodeAt(from) !== QUOTE) return -1;
  const end = checkedStringEnd(text, from);
  if (end === -1) return -1;
  const colon = skipJsonBlanks(text, end);
  if (text.charCodeAt(colon) !== 0x3a) return -1;
  return skipJsonBlanks(text, colon + 1);
}

/**
 * Index just past the JSON string whose opening quote is at `from`, or -1 when it does not close or
 * holds a control character or an invalid escape (validation; `stringEnd` only finds the close).
 */
function checkedStringEnd(text: string, from: number): number {
  const n = text.length;
  for (let i = from + 1; i < n; ) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -1;
    if (c !== BACKSLASH) {
      i += 1;
      continue;
    }
    const e = text.charCodeAt(i + 1);
    if (e === 0x75 /* u */) {
      for (let k = i + 2; k < i + 6; k++) if (!isHexDigit(text.charCodeAt(k))) return -1;
      i += 6;
    } else if (e === QUOTE || e === BACKSLASH || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
      i += 2;
    } else {
      return -1;
    }
  }
  return -1;
}

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Index just past the JSON number at `from`, or -1. */
function jsonNumberEnd(text: string, from: number): number {
  let i = from;
  if (text.charCodeAt(i) === 0x2d) i += 1;
  if (text.charCodeAt(i) === 0x30) i += 1;
  else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i += 1;
  else return -1;
  if (text.charCodeAt(i) === 0x2e) {
    i += 1;
    if (!isDigit(text.charCodeAt(i))) return -1;
    while (isDigit(text.charCodeAt(i))) i += 1;
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i += 1;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i += 1;
    if (!isDigit(text.charCodeAt(i))) return -1;
    while (isDigit(text.charCodeAt(i))) i += 1;
  }
  return i;
}

// --- message starts ---------------------------------------------------------------------------

export function isSpaceOrTab(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * Whether a line that did not parse still begins the way a JSON-RPC message or batch begins
 * (`{"`, `{}`, `[{`, `[]`, spaces allowed). Log lines such as `[INFO] started` or
 * `[2025-05-02 10:00] ...` start with a bracket too, but are stray output, not broken messages.
 */
export function looksLikeMessageStart(text: string, from: number): boolean {
  const open = text.charCodeAt(from);
  let i = from + 1;
  while (i < text.length && isSpaceOrTab(text.charCodeAt(i))) i++;
  if (i >= text.length) return true; // a lone `{` or `[`: a pretty-printed message begins
  const next = text.charCodeAt(i);
  if (open === OPEN_BRACE) return next === QUOTE || next === CLOSE_BRACE;
  return next === OPEN_BRACE || next === CLOSE_BRACKET || next === OPEN_BRACKET;
}

// --- the value finder (json, txtar) ----------------------------------------------------------

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
  /**
   * The value that opened at `start` grew past `limit` characters (`head`: its first ones) and is
   * not kept: it is skipped to its end, without a `value`, and reading goes on after it. Without
   * this handler the value is reported as `unclosed` with its head.
   */
  tooLarge?(start: Position, value: { limit: number; head: string }): void;
  /** A top-level array that spans lines opened at `at`: its elements follow as values `inArray`. */
  arrayStart?(at: Position): void;
  /** That array closed; `end` is just past its `]`. */
  arrayEnd?(end: Position): void;
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
  /** Characters held in `parts` for the value being read (bounded by `maxValueChars`). */
  private heldChars = 0;
  /** The value being read passed `maxValueChars`: reported, and skipped to its end unkept. */
  private oversized = false;

  /** `maxValueChars`: the longest value held (a never-closing one would otherwise hold the rest of the file). */
  constructor(
    private readonly events: JsonScanEvents,
    private readonly maxValueChars = MAX_CAPTURE_CHARS,
  ) {}

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
        this.hold(text);
        this.lastEnd = positionIn(record, text.length);
        return;
      }
      this.hold(text.slice(0, end));
      this.emit(positionIn(record, end));
      i = end;
    }
    this.scanOutside(record, i);
  }

  /** Ends the input (or a section of it): reports a value or array left open. */
  end(): void {
    if (this.mode === 'value') {
      // A value too large to keep was reported as such when it passed the limit.
      if (!this.oversized) this.events.unclosed(this.start, 'value', this.parts.join('\n'));
      if (this.inArray && this.arrayStart) this.events.unclosed(this.arrayStart, 'array', '');
    } else if (this.mode === 'array' && this.arrayStart) {
      this.events.unclosed(this.arrayStart, 'array', '');
    }
    this.mode = 'top';
    this.inArray = false;
    this.arrayStart = undefined;
    this.startHolding();
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
          this.events.arrayEnd?.(positionIn(record, i));
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
        this.startHolding();
        if (end === -1) {
          this.hold(text.slice(i));
          this.lastEnd = positionIn(record, n);
          if (this.maybeArray) this.becomeArray(record, i);
          return;
        }
        this.hold(text.slice(i, end));
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
    this.events.arrayStart?.(this.start);
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
      this.startHolding();
      this.hold(text.slice(elements.elementFrom));
      this.state.depth -= 1;
      this.mode = 'value';
    } else {
      this.startHolding();
      this.state.depth = 0;
      this.state.inString = false;
      this.mode = 'array';
    }
  }

  private emit(end: Position): void {
    const raw = this.parts.length === 1 ? this.parts[0] : this.parts.join('\n');
    const oversized = this.oversized;
    this.startHolding();
    this.mode = this.inArray ? 'array' : 'top';
    this.maybeArray = false;
    if (!oversized) this.events.value({ raw, start: this.start, end, inArray: this.inArray });
  }

  /** Holds no text yet: a new value starts. */
  private startHolding(): void {
    this.parts = [];
    this.heldChars = 0;
    this.oversized = false;
  }

  /** Holds one more piece of the value being read, unless it grew too large to keep (then said once). */
  private hold(text: string): void {
    if (this.oversized) return;
    this.heldChars += text.length + 1;
    if (this.heldChars <= this.maxValueChars) {
      this.parts.push(text);
      return;
    }
    this.oversized = true;
    const head = (this.parts[0] ?? text).slice(0, 512);
    this.parts = [];
    if (this.events.tooLarge) this.events.tooLarge(this.start, { limit: this.maxValueChars, head });
    else this.events.unclosed(this.start, 'value', head);
  }

  /** Scans value text from `from`; returns the index just past the value's end, or -1. */
  private scanValue(text: string, from: number): number {
    return advanceBrackets(text, from, this.state);
  }
}

// --- the document scanner (http, har, cassette, log lines) ---------------------------------

export type PathPart = string | number;

export interface JsonScanHandlers {
  /**
   * A value starts at `path`; return true to capture its raw text (delivered by `captured`).
   * Called for every value, also inside a captured one (captures do not nest: true is then ignored).
   */
  valueStart?(path: readonly PathPart[], at: Position): boolean | void;
  /** An object or array at `path` closed; `end` is just after its closing bracket. */
  containerEnd?(path: readonly PathPart[], end: Position): void;
  /** A captured value ended; `end` is the position just after its last character. */
  captured?(path: readonly PathPart[], raw: string, start: Position, end: Position): void;
  /**
   * A value at depth 0 ended (the scanner then accepts another top-level value). Return true to
   * stop scanning the current line there: `push` then returns the index just after the value.
   */
  topLevelEnd?(end: Position): boolean | void;
  /** The text is not JSON; the scanner stops (call `reset()` to scan again). */
  error?(message: string, at: Position): void;
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
  start: Position;
  parts: string[];
  chars: number;
  /** Index in the current line where the captured text continues. */
  from: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

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
          const end = stringEnd(text, i + 1);
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

  private position(line: LineRecord, index: number): Position {
    return this.positions.at(line, index);
  }

  private value(line: LineRecord, i: number): number {
    const text = line.text;
    const c = text.charCodeAt(i);
    let scalarEnd = -1;
    if (c === 0x7b || c === 0x5b) {
      // checked below
    } else if (c === 0x22) {
      scalarEnd = stringEnd(text, i + 1);
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
  finish(at: Position): boolean {
    if (this.failed || this.stack.length === 0) return false;
    this.failed = true;
    this.capture = undefined;
    this.handlers.error?.('the text ends inside a value (truncated)', at);
    return true;
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

/** The span of `text.slice(from, to)` in the file. */
export function spanInLine(record: LineRecord, from: number, to: number): Span {
  const offset = record.offset + byteLengthOf(record.text, from);
  return {
    line: record.line,
    column: from + 1,
    endLine: record.line,
    endColumn: to + 1,
    offset,
    length: Buffer.byteLength(record.text.slice(from, to), 'utf8'),
  };
}

// --- duplicate keys ----------------------------------------------------------------------------

/** A member name that occurs twice in one JSON object: JSON.parse keeps the last and hides the first. */
export interface DuplicateKey {
  /** JSON path of the object holding the name twice (`result.inputRequests`, `[1].params`; `` for the top level). */
  path: string;
  key: string;
}

const COLON = 0x3a;

/** One open container of the scan: an object's names so far (undefined for an array) and where the scan stands in it. */
interface OpenContainer {
  names: Set<string> | undefined;
  /** The object's last member name, or the array's element index: the segment of a value opened inside it. */
  lastName: string;
  index: number;
}

/**
 * The member names that occur more than once within one object of JSON text (up to `max`), in
 * one linear pass that builds no values: JSON.parse keeps only the last of them, so a duplicate
 * is visible only in the text. For text that parsed; on text that does not, it stops at the first
 * string that does not close. Names are compared after their escapes are decoded.
 */
export function duplicateKeys(text: string, max = 20): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const open: OpenContainer[] = [];
  let expectName = false;
  for (let i = 0; i < text.length && found.length < max; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i + 1);
      if (end === -1) break;
      const top = open[open.length - 1];
      if (expectName && top?.names) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes('\\') ? decodeName(text.slice(i, end + 1)) : raw;
        if (top.names.has(name)) found.push({ path: containerPath(open), key: name });
        else top.names.add(name);
        top.lastName = name;
        expectName = false;
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      open.push({ names: c === OPEN_BRACE ? new Set() : undefined, lastName: '', index: 0 });
      expectName = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      open.pop();
      expectName = false;
    } else if (c === COMMA) {
      const top = open[open.length - 1];
      if (top?.names) expectName = true;
      else if (top) top.index++;
    } else if (c === COLON) {
      expectName = false;
    }
  }
  return found;
}

function decodeName(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/** The JSON path of the innermost open container (`result.inputRequests`). */
function containerPath(open: readonly OpenContainer[]): string {
  let path = '';
  for (let d = 1; d < open.length; d++) {
    const parent = open[d - 1];
    path += parent.names ? (path === '' ? parent.lastName : `.${parent.lastName}`) : `[${parent.index}]`;
  }
  return path;
}
