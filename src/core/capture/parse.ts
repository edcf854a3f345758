import type { Frame, Span } from './frame.js';

/**
 * Deepest nesting of arrays and objects a frame may have. JSON.parse copes with far deeper
 * values, but every later recursive walk (shape checks, schema validation, redaction) would
 * overflow the stack on them; real MCP messages stay far below this.
 */
export const MAX_NESTING_DEPTH = 1000;
/** The start of `parseError` on frames whose value was dropped for nesting too deep. */
export const NESTING_TOO_DEEP = 'nested deeper than';

/**
 * Parses `frame.raw` into `frame.value`, or records why it did not parse in `frame.parseError`
 * (in place: readers build the frame object once). A value nested deeper than
 * MAX_NESTING_DEPTH is dropped and the frame carries a NESTING_TOO_DEEP parse error instead.
 */
export function parseInto(frame: Frame): Frame {
  const raw = frame.raw;
  // Each level of nesting needs an opening and a closing bracket, so only a frame longer than
  // twice the limit can exceed it: short frames (nearly all of them) skip the scan. A value too
  // deep is dropped, so it is not built: JSON.parse takes about 0.2 s on 100,000 levels, and
  // only whether it would succeed matters (isJsonText, which builds nothing).
  if (raw.length > 2 * MAX_NESTING_DEPTH && hasMoreOpeningBrackets(raw, MAX_NESTING_DEPTH)) {
    const at = depthExceededAt(raw, MAX_NESTING_DEPTH);
    if (at !== -1 && isJsonText(raw)) {
      frame.parseError = `${NESTING_TOO_DEEP} ${MAX_NESTING_DEPTH} levels (arrays and objects inside each other; the limit is passed at character ${at + 1})`;
      return frame;
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    frame.parseError = (error as Error).message;
    return frame;
  }
  frame.value = value;
  return frame;
}

/**
 * Whether `text` holds more than `limit` `{` and `[` in all (inside strings too): only then can its
 * nesting pass the limit. Counted by jumps from one bracket to the next, which long messages of
 * text (few brackets) pass through far faster than a character-by-character depth scan.
 */
function hasMoreOpeningBrackets(text: string, limit: number): boolean {
  let count = 0;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) if (++count > limit) return true;
  for (let i = text.indexOf('['); i !== -1; i = text.indexOf('[', i + 1)) if (++count > limit) return true;
  return false;
}

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
      if ((i = jsonStringEnd(text, i)) === -1) return false;
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
  const end = jsonStringEnd(text, from);
  if (end === -1) return -1;
  const colon = skipJsonBlanks(text, end);
  if (text.charCodeAt(colon) !== 0x3a) return -1;
  return skipJsonBlanks(text, colon + 1);
}

/** Index just past the JSON string that opens at `from`, or -1. */
function jsonStringEnd(text: string, from: number): number {
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

/** Parses a frame's raw text; on failure, records JSON.parse's reason in `parseError`. */
export function parseFrame(frame: Omit<Frame, 'value' | 'parseError'>): Frame {
  return parseInto({ ...frame });
}

/** Whether the frame's value was dropped because it nests deeper than MAX_NESTING_DEPTH. */
export function isTooDeep(frame: Frame): boolean {
  return frame.parseError !== undefined && frame.parseError.startsWith(NESTING_TOO_DEEP);
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

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;

/**
 * Index of the quote that closes a JSON string whose content starts at `from`, or -1 when the
 * string does not close in `text`. Jumps quote to quote with indexOf instead of walking chars.
 */
export function stringEnd(text: string, from: number): number {
  let i = from;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q === -1) return -1;
    let backslashes = 0;
    for (let k = q - 1; k >= from && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if ((backslashes & 1) === 0) return q;
    i = q + 1;
  }
}

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

/** A place in the file: 1-based line and column (UTF-16 units), 0-based byte offset. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** The span from `start` to `end` (end exclusive: the column and byte just past the frame). */
export function spanBetween(start: Position, end: Position): Span {
  return {
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    offset: start.offset,
    length: end.offset - start.offset,
  };
}

/** Byte length of the first `chars` UTF-16 units of `text` (fast for ASCII text). */
export function byteLengthOf(text: string, chars: number): number {
  if (chars === 0) return 0;
  const prefix = chars >= text.length ? text : text.slice(0, chars);
  return Buffer.byteLength(prefix, 'utf8');
}

/** The span of a text that starts at (line, column, offset) in the file. */
export function spanOf(raw: string, line: number, column: number, offset: number): Span {
  let endLine = line;
  let lastBreak = -1;
  for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) {
    endLine += 1;
    lastBreak = i;
  }
  const endColumn = lastBreak === -1 ? column + raw.length : raw.length - lastBreak;
  return { line, column, endLine, endColumn, offset, length: Buffer.byteLength(raw, 'utf8') };
}

/** The first `max` characters of a line, for messages. */
export function excerpt(text: string, max = 60): string {
  const trimmed = text.trim();
  return JSON.stringify(trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed);
}
