import type { Frame, Sender } from './frame.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderOptions, ReaderSink } from './reader.js';
import {
  advanceBrackets,
  byteLengthOf,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  isSpaceOrTab,
  looksLikeMessageStart,
  OPEN_BRACE,
  OPEN_BRACKET,
  type BracketState,
  type Position,
} from './json-scan.js';
import { FrameEmitter, type FrameOrigin } from './frame-emitter.js';
import { spanBetween } from './parse.js';
import { forEachElementOnLine, membersOf } from './array-reading.js';
import { arrayReading } from '../rules/capture/array-reading.js';
import { strayOutput } from '../rules/capture/stray-output.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/**
 * Direction marks, read the way the JSON-RPC 2.0 spec's examples and `curl -v` write them:
 * `-->` / `>` / `→` is data sent to the server (so the client wrote it), `<--` / `<` / `←` is
 * data sent to the client (the server wrote it). Proxies and inspectors that log both sides of
 * a stdio session use the same reading.
 */
export interface DirectionMark {
  sender: Sender;
  /** UTF-16 units the mark and the spaces after it take at the start of the line. */
  width: number;
}

const DASH = 0x2d;
const GT = 0x3e;
const LT = 0x3c;
const ARROW_RIGHT = 0x2192;
const ARROW_LEFT = 0x2190;

/** The direction mark at the start of `text`, or undefined. Only marks followed by JSON count. */
export function directionMark(text: string): DirectionMark | undefined {
  const c = text.charCodeAt(0);
  let sender: Sender;
  let width: number;
  if (c === GT || c === ARROW_RIGHT) {
    sender = 'client';
    width = 1;
  } else if (c === ARROW_LEFT) {
    sender = 'server';
    width = 1;
  } else if (c === LT) {
    sender = 'server';
    width = text.charCodeAt(1) === DASH && text.charCodeAt(2) === DASH ? 3 : 1;
  } else if (c === DASH && text.charCodeAt(1) === DASH && text.charCodeAt(2) === GT) {
    sender = 'client';
    width = 3;
  } else {
    return undefined;
  }
  while (width < text.length && isSpaceOrTab(text.charCodeAt(width))) width++;
  const next = text.charCodeAt(width);
  if (next !== OPEN_BRACE && next !== OPEN_BRACKET) return undefined;
  return { sender, width };
}

/**
 * The transport of every JSONL frame: one shared, frozen object rather than one per frame (the
 * hot path allocates as little as it can; nothing may change a frame's transport in place).
 */
const STDIO: Frame['transport'] = Object.freeze({ kind: 'stdio' as const });
/** The origin of every unmarked JSONL frame, shared likewise. */
const STDIO_ORIGIN: FrameOrigin = Object.freeze({ transport: STDIO });

/** Lines a message cut by embedded newlines may spread over before reading gives up on it. */
const MAX_CONTINUATION_LINES = 10_000;

interface PendingCut {
  frame: Frame;
  parts: string[];
  state: BracketState;
  end: Position;
  lines: number;
}

/**
 * JSONL: one JSON-RPC message (or batch: a one-line array) per line, as the stdio transport
 * writes it; raw stdout with stray non-protocol lines; lines with direction marks.
 *
 * A line that starts like a message but does not parse and leaves a string or a bracket open is
 * taken as a message cut by embedded newlines: the lines after it that do not start a message of
 * their own are its continuation, and it yields one parse-error frame spanning all of them.
 * Reading resynchronises at the next line that starts a message.
 */
export class JsonlReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private pending: PendingCut | undefined;
  /**
   * A one-line array on the file's first line, held until the file shows whether it is all there
   * is: a file that is one JSON array is read as a batch or a transcript by its members (see
   * ArrayMembers); a line among others is a batch, as stdio carries it.
   */
  private firstArray: { frame: Frame; record: LineRecord; start: number } | undefined;
  /** Anything but blank lines was read (a frame, a stray line). */
  private readAnything = false;

  constructor(
    private readonly sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    this.frames = new FrameEmitter(sink);
  }

  push(record: LineRecord): void {
    const text = record.text;
    if (text.length === 0) return;
    if (this.firstArray && text.trim() !== '') this.sendFirstArray();
    const c = text.charCodeAt(0);
    // Hot path: an unmarked line that starts with the message itself.
    if ((c === OPEN_BRACE || c === OPEN_BRACKET) && this.pending === undefined) {
      this.lineFrame(record, 0, undefined);
      return;
    }
    this.slowLine(record, c);
  }

  end(): void {
    if (this.firstArray) this.readWholeFileArray(this.firstArray);
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    if (pending.lines === 1 && pending.state.depth > 0) {
      // The file stops in the middle of its last message: the recording was cut off.
      const frame = pending.frame;
      this.sink.issue(truncatedFrame.issue(frame.span, { kind: 'message', raw: frame.raw }));
      return;
    }
    this.finishCut(pending);
  }

  private slowLine(record: LineRecord, first: number): void {
    const text = record.text;
    let start: number;
    let sender: Sender | undefined;
    const mark = directionMark(text);
    if (mark) {
      start = mark.width;
      sender = mark.sender;
    } else {
      let i = 0;
      if (isSpaceOrTab(first) || first === 0x0d) {
        while (i < text.length && (isSpaceOrTab(text.charCodeAt(i)) || text.charCodeAt(i) === 0x0d)) i++;
        if (i === text.length) return; // a blank line
      }
      start = i;
    }
    const c = text.charCodeAt(start);
    const startsMessage = (c === OPEN_BRACE || c === OPEN_BRACKET) && looksLikeMessageStart(text, start);
    if (this.pending) {
      if (startsMessage) {
        this.finishCut(this.pending);
        this.pending = undefined;
      } else {
        this.continueCut(this.pending, record);
        return;
      }
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      this.lineFrame(record, start, sender);
      return;
    }
    this.stray(record, start);
  }

  /** One message on one line, from `start` (past any mark or indentation) to the line's end. */
  private lineFrame(record: LineRecord, start: number, sender: Sender | undefined): void {
    const text = record.text;
    let end = text.length;
    while (end > start && isTrailingBlank(text.charCodeAt(end - 1))) end--;
    const whole = start === 0 && end === text.length;
    const raw = whole ? text : text.slice(start, end);
    const offset = record.offset + start; // marks and indentation are ASCII
    const span = {
      line: record.line,
      column: start + 1,
      endLine: record.line,
      endColumn: end + 1,
      offset,
      length: whole && record.bytes !== undefined ? record.bytes : Buffer.byteLength(raw, 'utf8'),
    };
    const frame = this.frames.parse(raw, span, sender ? { sender, senderSource: 'mark', transport: STDIO } : STDIO_ORIGIN);
    if (frame.parseError !== undefined && !looksLikeMessageStart(text, start)) {
      // `[INFO] ...`, `{foo}`: a log line that happens to begin with a bracket.
      this.stray(record, start);
      return;
    }
    if (frame.parseError !== undefined) {
      const state: BracketState = { depth: 0, inString: false };
      if (advanceBrackets(raw, 0, state) === -1 && (state.depth > 0 || state.inString)) {
        // Left open: the message goes on in the lines below (an embedded newline).
        this.pending = {
          frame,
          parts: [raw],
          state,
          end: { line: record.line, column: end + 1, offset: offset + frame.span.length },
          lines: 1,
        };
        return;
      }
    }
    if (!this.readAnything && Array.isArray(frame.value)) {
      this.readAnything = true;
      this.firstArray = { frame, record, start };
      return;
    }
    this.readAnything = true;
    this.frames.send(frame);
  }

  private sendFirstArray(): void {
    const held = this.firstArray;
    this.firstArray = undefined;
    if (held) this.frames.send(held.frame);
  }

  /**
   * The file is one JSON array on one line: a batch (as every one-line array) unless it holds a
   * response to a request before it, then a transcript, each element a frame, and a note says so.
   */
  private readWholeFileArray(held: { frame: Frame; record: LineRecord; start: number }): void {
    this.firstArray = undefined;
    const { frame, record, start } = held;
    const array = frame.value as unknown[];
    const members = membersOf(array);
    const at = { line: record.line, column: start + 1, endLine: record.line };
    if (!members.answered) {
      // A batch, as JSONL reads every one-line array: no note, nothing to tell apart.
      this.frames.send(frame);
      return;
    }
    this.sink.issue(arrayReading.issue(at, { reading: 'transcript', why: 'answers' }));
    const origin = frame.sender ? { sender: frame.sender, senderSource: frame.senderSource, transport: STDIO } : STDIO_ORIGIN;
    forEachElementOnLine(record, start, (raw, from, to) => this.frames.emitBetween(raw, from, to, origin));
  }

  private continueCut(pending: PendingCut, record: LineRecord): void {
    const text = record.text;
    pending.parts.push(text);
    pending.lines += 1;
    pending.end = { line: record.line, column: text.length + 1, offset: record.offset + byteLengthOf(text, text.length) };
    const closedAt = advanceBrackets(text, 0, pending.state);
    if (closedAt !== -1 || pending.lines >= MAX_CONTINUATION_LINES) {
      if (closedAt !== -1 && closedAt < text.length) {
        pending.end = { line: record.line, column: closedAt + 1, offset: record.offset + byteLengthOf(text, closedAt) };
        pending.parts[pending.parts.length - 1] = text.slice(0, closedAt);
      }
      this.pending = undefined;
      this.finishCut(pending);
    }
  }

  /** Emits a message cut by embedded newlines as one parse-error frame over all its lines. */
  private finishCut(pending: PendingCut): void {
    const frame = pending.frame;
    if (pending.lines > 1) {
      frame.raw = pending.parts.join('\n');
      frame.span = spanBetween({ line: frame.span.line, column: frame.span.column, offset: frame.span.offset }, pending.end);
      frame.value = undefined;
      let joinedParses = false;
      try {
        JSON.parse(frame.raw);
        joinedParses = true;
      } catch {
        // the usual case: a newline inside a string
      }
      const more = pending.lines - 1;
      frame.parseError = joinedParses
        ? `the message is spread over ${pending.lines} lines; on stdio each line is read as a message of its own, and a message MUST NOT contain embedded newlines`
        : `${frame.parseError}; the message goes on over the next ${more} line${more === 1 ? '' : 's'}: it is cut by an embedded newline, which the stdio transport forbids (MUST NOT)`;
    }
    this.frames.send(frame);
  }

  private stray(record: LineRecord, column0: number): void {
    this.readAnything = true;
    // From the column on: past the indentation, or past a direction mark the reader took for one.
    this.sink.issue(strayOutput.issue({ line: record.line, column: column0 + 1, text: column0 === 0 ? record.text : record.text.slice(column0) }, { kind: 'text', mixed: this.options.mixedOutput }));
  }
}

function isTrailingBlank(c: number): boolean {
  return isSpaceOrTab(c) || c === 0x0d;
}

/** Whether a line holds one complete JSON object or array (after any direction mark). */
function isOneLineJson(line: string): boolean {
  let start = 0;
  const mark = directionMark(line);
  if (mark) start = mark.width;
  else while (start < line.length && isSpaceOrTab(line.charCodeAt(start))) start++;
  const c = line.charCodeAt(start);
  if (c !== OPEN_BRACE && c !== OPEN_BRACKET) return false;
  let end = line.length;
  while (end > start && isTrailingBlank(line.charCodeAt(end - 1))) end--;
  const last = line.charCodeAt(end - 1);
  return end - start > 1 && (last === CLOSE_BRACE || last === CLOSE_BRACKET) && looksLikeMessageStart(line, start);
}

export const jsonlFormat: CaptureFormat = {
  name: 'jsonl',
  description: 'One JSON-RPC message per line (stdio traffic, raw stdout with stray lines, lines marked > / < or --> / <--).',
  sniff(input) {
    let nonBlank = 0;
    let oneLine = 0;
    let prettyLines = 0;
    let marked = 0;
    let arrayLines = 0;
    for (const line of input.lines) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      nonBlank++;
      // `{...},` / `[{...},`: the elements of a JSON array written one per line (json, not JSONL)
      if (trimmed.endsWith('},') || trimmed.endsWith('],')) arrayLines++;
      if (isOneLineJson(line)) {
        oneLine++;
        if (directionMark(line)) marked++;
      } else if (trimmed === '{' || trimmed === '[' || trimmed === '}' || trimmed === ']' || trimmed === '},' || /^\s+"[^"]*"\s*:/.test(line)) {
        prettyLines++;
      }
    }
    if (nonBlank === 0) return 0.1;
    if (oneLine === 0) return 0.05;
    if (prettyLines > oneLine || (arrayLines > 0 && arrayLines * 2 >= oneLine)) return 0.15;
    const ratio = oneLine / nonBlank;
    let score = 0.35 + 0.5 * ratio + (marked > 0 ? 0.05 : 0);
    if (/\.(jsonl|ndjson)$/i.test(input.fileName)) score += 0.05;
    return Math.min(score, 0.92);
  },
  create(sink, options) {
    return new JsonlReader(sink, options);
  },
};
