import { FrameEmitter } from './frame-emitter.js';
import { byteLengthOf, JsonPrefix, looksLikeMessageStart, positionIn, type Position } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderOptions, ReaderSink } from './reader.js';
import { MAX_LINE_BYTES } from './lines.js';
import { spanBetween } from './parse.js';
import { contentLengthFraming, type FramingProblem } from '../rules/capture/content-length-framing.js';
import { strayOutput } from '../rules/capture/stray-output.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/**
 * Largest Content-Length taken at its word: as long as the longest line read whole. A larger one
 * (99999999, a terabyte) would make the reader take the rest of the file as one body; it is a
 * framing error, and reading goes on with the lines after the header block.
 */
export const MAX_DECLARED_BYTES = MAX_LINE_BYTES;

// The value is trimmed by hand: a lazy `(.*?)[ \t]*$` backtracks over every run of blanks inside
// it, which made a long header line with spaces in it quadratic. (`[^\n\r\u2028\u2029]` is `.`.)
const HEADER = /^([A-Za-z][A-Za-z0-9-]*)[ \t]*:([^\n\r\u2028\u2029]*)$/;

/** A header line's name and value (blanks around the value dropped), or undefined. */
export function parseHeaderLine(text: string): { name: string; value: string } | undefined {
  const match = HEADER.exec(text);
  if (!match) return undefined;
  const raw = match[2];
  let from = 0;
  let to = raw.length;
  while (from < to && isHeaderBlank(raw.charCodeAt(from))) from++;
  while (to > from && isHeaderBlank(raw.charCodeAt(to - 1))) to--;
  return { name: match[1], value: raw.slice(from, to) };
}

function isHeaderBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}
const CONTENT_LENGTH = /content-length[ \t]*:/gi;

/** Index in `text` just past `bytes` UTF-8 bytes counted from `from` (clamped to the line). */
function indexAfterBytes(text: string, from: number, bytes: number): number {
  let i = from;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80) left -= 1;
    else if (c < 0x800) left -= 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      left -= 4;
      i++;
    } else left -= 3;
    i++;
  }
  return i;
}

/** Where the next `Content-Length:` header starts in text[from, to), or -1. */
function headerIndex(text: string, from: number, to: number): number {
  CONTENT_LENGTH.lastIndex = from;
  const match = CONTENT_LENGTH.exec(text);
  return match && match.index < to ? match.index : -1;
}

function parses(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * Content-Length framed streams (the framing LSP uses, and that some MCP logs and older stdio
 * bridges record): a header block with `Content-Length: N` (other headers allowed), a blank
 * line, then a body of exactly N bytes. The next header may follow the body directly, on the
 * same line. A body whose size differs from N, a block without Content-Length, a bad value, each
 * gets a `content-length-framing` finding; when the real body can be found (it parses as JSON),
 * the frame is read from it and reading goes on.
 */
class ContentLengthReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private mode: 'headers' | 'body' = 'headers';
  private headers: Record<string, string> = {};
  private headerStart: Position | undefined;
  /** The text of the header block's first line, for naming the frame in a framing finding. */
  private headerText: string | undefined;
  private declared: number | undefined;
  private bodyParts: string[] = [];
  private bodyBytes = 0;
  private bodyPrefix = new JsonPrefix();
  private bodyStart: Position | undefined;
  /** The lines the body took in whole (after its first): read again if it never ends. */
  private bodyRecords: LineRecord[] = [];
  /** The header block declared a length past MAX_DECLARED_BYTES (already reported). */
  private oversized = false;
  /** The body went on past the end of the previous line: its line break belongs to the body. */
  private awaitingBreak = false;
  private previousLineEnd = 0;
  private previousEnd: Position = { line: 1, column: 1, offset: 0 };

  constructor(
    private readonly sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    this.frames = new FrameEmitter(sink);
  }

  push(record: LineRecord): void {
    if (this.awaitingBreak) {
      this.awaitingBreak = false;
      const breakBytes = record.offset - this.previousLineEnd;
      this.bodyParts.push(breakBytes === 2 ? '\r\n' : '\n');
      this.bodyPrefix.lineBreak();
      this.bodyBytes += breakBytes;
      if (this.declared !== undefined && this.bodyBytes >= this.declared) {
        this.emitBody(this.previousEnd, this.declared);
      }
    }
    this.scan(record, 0);
  }

  end(): void {
    if (this.mode === 'body' && this.bodyParts.length > 0) {
      const raw = this.bodyParts.join('').replace(/\r?\n$/, '');
      if (parses(raw)) {
        this.framingIssue(this.headerStart, { kind: 'ends-after-message', declared: this.declared ?? 0, bytes: Buffer.byteLength(raw) });
        this.bodyParts = [raw];
        this.emitBody(this.previousEnd, undefined);
      } else {
        // A length past the end of the file is a framing error, not a cut-off recording: it would
        // otherwise make everything after one lying header a single unread "truncated" body.
        const records = this.bodyRecords;
        const declared = this.declared;
        const start = this.bodyStart;
        this.framingIssue(this.headerStart, { kind: 'ends-inside-body', declared: declared ?? 0, bytes: this.bodyBytes, body: raw, linesTaken: records.length });
        this.reset();
        if (start) this.readAgain(records, start);
      }
    } else if (this.headerStart) {
      this.sink.issue(truncatedFrame.issue(this.headerStart, { kind: 'body' }));
    }
    this.reset();
  }

  /**
   * Reads the lines a body that never ended took in, taking each line that is a whole message by
   * itself as a frame (an array element's trailing comma allowed), so that messages after a
   * lying header are still checked. Other lines are already covered by the framing error.
   */
  private readAgain(records: LineRecord[], start: Position): void {
    const first = this.firstBodyLine;
    this.firstBodyLine = undefined;
    if (first && first.line === start.line) this.standaloneMessage(first, start.column - 1);
    for (const record of records) this.standaloneMessage(record, 0);
  }

  /** The first line of the body, from where the body starts on it. */
  private firstBodyLine: LineRecord | undefined;

  /**
   * A line that holds one whole message outside any frame: read as a frame (a missing header
   * does not lose the message's own findings). Returns whether it was one.
   */
  private standaloneMessage(record: LineRecord, from: number): boolean {
    const text = record.text;
    let start = from;
    while (start < text.length && (text.charCodeAt(start) === 0x20 || text.charCodeAt(start) === 0x09)) start++;
    if (!looksLikeMessageStart(text, start)) return false;
    let end = text.length;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start && text[end - 1] === ',') end--;
    const raw = text.slice(start, end);
    if (!parses(raw)) return false;
    this.frames.emitBetween(raw, positionIn(record, start), positionIn(record, end), { transport: { kind: 'stdio' } });
    return true;
  }

  private scan(record: LineRecord, from: number): void {
    const text = record.text;
    let i = from;
    while (this.mode === 'body' || i < text.length || (i === 0 && text.length === 0)) {
      if (this.mode === 'headers') {
        this.headerLine(record, i);
        return;
      }
      const next = this.bodyLine(record, i);
      if (next === -1) return;
      i = next;
      if (i >= text.length) return;
    }
  }

  private headerLine(record: LineRecord, from: number): void {
    const text = from === 0 ? record.text : record.text.slice(from);
    if (text.trim() === '') {
      if (!this.headerStart) return; // blank lines between frames
      if (this.oversized) {
        // Reported at the header: what follows is read line by line, not as one body.
        this.reset();
        return;
      }
      if (this.declared === undefined) {
        this.framingIssue(this.headerStart, { kind: 'no-content-length' });
        this.reset();
        return;
      }
      this.mode = 'body';
      this.bodyStart = undefined;
      return;
    }
    const header = parseHeaderLine(text);
    if (header) {
      if (!this.headerStart) {
        this.headerStart = positionIn(record, from);
        this.headerText = text;
      }
      const name = header.name.toLowerCase();
      this.headers[name] = header.value;
      if (name === 'content-length') {
        if (/^\d+$/.test(header.value) && Number(header.value) > MAX_DECLARED_BYTES) {
          this.oversized = true;
          this.declared = undefined;
          this.framingIssue(positionIn(record, from), { kind: 'too-large', declared: header.value, max: MAX_DECLARED_BYTES });
        } else if (/^\d+$/.test(header.value)) this.declared = Number(header.value);
        else this.framingIssue(positionIn(record, from), { kind: 'not-a-number', value: header.value });
      }
      return;
    }
    const first = text.search(/\S/);
    if (this.oversized) {
      // The block's length was not believed: the message after it is read as it stands.
      this.reset();
      this.standaloneMessage(record, from);
      return;
    }
    if (this.headerStart && this.declared !== undefined && looksLikeMessageStart(text, first)) {
      // The blank line between headers and body is missing: read the body anyway.
      this.framingIssue(this.headerStart, { kind: 'blank-line-missing' });
      this.mode = 'body';
      this.bodyStart = undefined;
      this.scan(record, from + first);
      return;
    }
    const kind = looksLikeMessageStart(text, first) ? 'message-unframed' : 'not-header';
    this.sink.issue(strayOutput.issue({ line: record.line, column: from + first + 1, text }, { kind, mixed: this.options.mixedOutput }));
    // Reading resynchronises on the message: its own findings still count.
    this.standaloneMessage(record, from);
  }

  /** Takes body bytes from this line; returns where reading goes on in the line, or -1. */
  private bodyLine(record: LineRecord, from: number): number {
    const text = record.text;
    const declared = this.declared ?? 0;
    if (this.bodyStart === undefined) this.bodyStart = positionIn(record, from);
    // The next frame's header while the body still waits for bytes: the declared length is too long.
    if (from === 0 && this.bodyParts.length > 0 && headerIndex(text, 0, 1) === 0) {
      const raw = this.bodyParts.join('').replace(/\r?\n$/, '');
      this.framingIssue(this.headerStart, { kind: 'swallows-next-header', declared, bytes: Buffer.byteLength(raw) });
      this.bodyParts = [raw];
      this.emitBody(this.previousEnd, undefined);
      return 0;
    }
    // The body closed (or broke) on an earlier line and a new line goes on with a message or
    // other text: the declared length is too long. What was read is the frame; this line starts afresh.
    if (from === 0 && this.bodyParts.length > 0 && text.trim() !== '' && (this.bodyPrefix.complete || (this.bodyPrefix.broken && this.isStandaloneMessage(text)))) {
      const raw = this.bodyParts.join('').replace(/\r?\n$/, '');
      this.framingIssue(this.headerStart, { kind: 'next-line-goes-on', declared, bytes: Buffer.byteLength(raw), complete: this.bodyPrefix.complete });
      this.bodyParts = [raw];
      this.emitBody(this.previousEnd, undefined);
      return 0;
    }
    const remaining = declared - this.bodyBytes;
    const lineBytes = Buffer.byteLength(text) - byteLengthOf(text, from);
    const endIndex = remaining <= lineBytes ? indexAfterBytes(text, from, remaining) : text.length;
    // A header inside what the declared length takes in: the length is too long.
    const inner = headerIndex(text, from + 1, endIndex);
    if (inner !== -1 && this.bodyPrefix.couldEndWith(text, from, inner) && parses(this.bodyParts.join('') + text.slice(from, inner))) {
      this.bodyParts.push(text.slice(from, inner));
      const size = Buffer.byteLength(this.bodyParts.join(''));
      this.framingIssue(this.headerStart, { kind: 'swallows-next-header', declared, bytes: size });
      this.emitBody(positionIn(record, inner), undefined);
      return inner;
    }
    if (remaining > lineBytes) {
      if (this.bodyParts.length === 0) this.firstBodyLine = record;
      else this.bodyRecords.push(record);
      this.bodyParts.push(from === 0 ? text : text.slice(from));
      this.bodyPrefix.feed(text, from, text.length);
      this.bodyBytes += lineBytes;
      this.awaitingBreak = true;
      this.previousLineEnd = record.offset + Buffer.byteLength(text);
      this.previousEnd = positionIn(record, text.length);
      return -1;
    }
    this.bodyParts.push(text.slice(from, endIndex));
    this.bodyBytes += remaining;
    const body = this.bodyParts.join('');
    const rest = text.slice(endIndex);
    if (!parses(body) && rest.trim() !== '' && headerIndex(text, endIndex, endIndex + 1) !== endIndex) {
      // The declared length is too short: look for the real end before the next header.
      const nextHeader = headerIndex(text, endIndex, text.length);
      const until = nextHeader === -1 ? text.length : nextHeader;
      const longer = body + text.slice(endIndex, until);
      if (parses(longer.trimEnd())) {
        const cut = until - (longer.length - longer.trimEnd().length);
        this.framingIssue(this.headerStart, { kind: 'too-short', declared, bytes: Buffer.byteLength(longer.trimEnd()) });
        this.bodyParts = [longer.trimEnd()];
        this.emitBody(positionIn(record, cut), undefined);
        return until;
      }
    }
    this.emitBody(positionIn(record, endIndex), declared);
    return endIndex;
  }

  private emitBody(end: Position, declared: number | undefined): void {
    const raw = this.bodyParts.join('');
    const start = this.bodyStart ?? end;
    const frame = this.frames.parse(raw, spanBetween(start, end), { transport: { kind: 'stdio', headers: this.headers } });
    if (declared !== undefined) frame.span.length = declared;
    this.frames.send(frame);
    this.reset();
  }

  private framingIssue(at: Position | undefined, problem: FramingProblem): void {
    // The frame is named by the start of its body, or by its first header line before a body was read.
    const text = this.bodyParts[0] || this.headerText || '';
    this.sink.issue(contentLengthFraming.issue(at, problem, text));
  }

  private reset(): void {
    this.mode = 'headers';
    this.headers = {};
    this.headerStart = undefined;
    this.headerText = undefined;
    this.declared = undefined;
    this.bodyParts = [];
    this.bodyBytes = 0;
    this.bodyPrefix = new JsonPrefix();
    this.bodyStart = undefined;
    this.bodyRecords = [];
    this.firstBodyLine = undefined;
    this.oversized = false;
    this.awaitingBreak = false;
  }

  /** A line that is one whole message by itself (blanks around it allowed). */
  private isStandaloneMessage(text: string): boolean {
    const first = text.search(/\S/);
    return first !== -1 && looksLikeMessageStart(text, first) && parses(text.trim().replace(/,$/, ''));
  }
}

export const contentLengthFormat: CaptureFormat = {
  name: 'content-length',
  description: 'Content-Length framed streams (header block, blank line, body).',
  sniff(input) {
    let headers = 0;
    for (const line of input.lines) {
      // A request or status line means an HTTP trace, whose headers include Content-Length too.
      if (/^(?:[<>*] )?(?:HTTP\/\d(?:\.\d)? \d{3}|(?:GET|POST|PUT|DELETE|PATCH|OPTIONS|HEAD) \S+ HTTP\/\d)/.test(line)) return 0.1;
      if (/^content-length[ \t]*:[ \t]*\d+[ \t]*$/i.test(line)) headers++;
    }
    return headers > 0 ? 0.9 : 0;
  },
  create(sink, options) {
    return new ContentLengthReader(sink, options);
  },
};

