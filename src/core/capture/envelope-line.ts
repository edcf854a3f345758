import type { Span } from './frame.js';
import { FrameEmitter, type FrameOrigin } from './frame-emitter.js';
import { advanceBrackets, isSpaceOrTab, spanInLine, stringEnd, type BracketState } from './json-scan.js';
import type { CaptureReader, LineRecord, ReaderSink } from './reader.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/**
 * Many recorders write one JSON object per line, an envelope around the message it saw
 * (`{"seq":3,"direction":"c2s","raw":{...}}`): mcpsnoop, mcp-trace-validator, mcp-scope, mcp-tape,
 * ryux1's mcp-trace. The envelope is parsed with JSON.parse; where each of its top-level members
 * stands in the line comes from one pass over the top level (nested values are skipped bracket by
 * bracket), so a frame's span is that of the embedded message in the recorder's line.
 */

/** One top-level member of an envelope line: its value's text and where it stands in the line. */
export interface EnvelopeMember {
  /** Index in the line where the value starts, and just past where it ends. */
  from: number;
  to: number;
}

export interface EnvelopeLine {
  record: LineRecord;
  /** The parsed envelope (an object: a line holding anything else is not an envelope). */
  value: Record<string, unknown>;
  /** Where each top-level member's value stands, found on first use. */
  member(key: string): EnvelopeMember | undefined;
}

/** The envelope a line holds, or undefined when the line is not one JSON object. */
function readEnvelope(record: LineRecord): EnvelopeLine | undefined {
  const text = record.text;
  const start = firstNonBlank(text);
  if (start === text.length || text.charCodeAt(start) !== 0x7b) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  let members: Map<string, EnvelopeMember> | undefined;
  return {
    record,
    value: value as Record<string, unknown>,
    member(key) {
      members ??= topLevelMembers(text, start);
      return members.get(key);
    },
  };
}

/**
 * Where the value at `path` inside the envelope stands (`['request', 'body', 'value']`): each step
 * is a member of the object the step before found.
 */
export function nestedMember(envelope: EnvelopeLine, path: readonly string[]): EnvelopeMember | undefined {
  const text = envelope.record.text;
  let member = envelope.member(path[0]);
  for (let i = 1; i < path.length && member; i++) {
    if (text.charCodeAt(member.from) !== 0x7b) return undefined;
    member = topLevelMembers(text, member.from).get(path[i]);
  }
  return member;
}

/** The span of a member's value, or of the whole line when the member is not found. */
export function memberSpan(envelope: EnvelopeLine, key: string): Span {
  const member = envelope.member(key);
  const text = envelope.record.text;
  return member ? spanInLine(envelope.record, member.from, member.to) : spanInLine(envelope.record, firstNonBlank(text), text.length);
}

/**
 * Where each top-level member's value starts and ends in `text` (valid JSON: JSON.parse has read
 * it), from the opening brace at `start`. A repeated key keeps its last value, as JSON.parse does.
 */
function topLevelMembers(text: string, start: number): Map<string, EnvelopeMember> {
  const members = new Map<string, EnvelopeMember>();
  let i = start + 1;
  const n = text.length;
  while (i < n) {
    i = skipBlanks(text, i);
    const c = text.charCodeAt(i);
    if (c === 0x7d /* } */) break;
    if (c === 0x2c /* , */) {
      i += 1;
      continue;
    }
    if (c !== 0x22) break;
    const keyEnd = stringEnd(text, i + 1);
    if (keyEnd === -1) break;
    const key = JSON.parse(text.slice(i, keyEnd + 1)) as string;
    i = skipBlanks(text, keyEnd + 1);
    if (text.charCodeAt(i) !== 0x3a /* : */) break;
    const from = skipBlanks(text, i + 1);
    const to = valueEnd(text, from);
    if (to === -1) break;
    members.set(key, { from, to });
    i = to;
  }
  return members;
}

function valueEnd(text: string, from: number): number {
  const c = text.charCodeAt(from);
  if (c === 0x7b || c === 0x5b) {
    const state: BracketState = { depth: 0, inString: false };
    return advanceBrackets(text, from, state);
  }
  if (c === 0x22) {
    const end = stringEnd(text, from + 1);
    return end === -1 ? -1 : end + 1;
  }
  let i = from;
  while (i < text.length) {
    const d = text.charCodeAt(i);
    if (d === 0x2c || d === 0x7d || isSpaceOrTab(d) || d === 0x0d) break;
    i += 1;
  }
  return i;
}

function skipBlanks(text: string, from: number): number {
  let i = from;
  while (i < text.length && (isSpaceOrTab(text.charCodeAt(i)) || text.charCodeAt(i) === 0x0d || text.charCodeAt(i) === 0x0a)) i++;
  return i;
}

function firstNonBlank(text: string): number {
  return skipBlanks(text, 0);
}

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string member of an object, or undefined. */
export function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * How sure a sniffer can be that the lines are envelopes of one recorder: the share of non-blank
 * lines `matches` accepts, 0 when fewer than `atLeast` (or none) do. A line that is not a JSON
 * object counts against it, except a last line that does not parse (the head may end inside it).
 */
export function envelopeShare(lines: readonly string[], matches: (value: Record<string, unknown>) => boolean, atLeast = 1): number {
  let nonBlank = 0;
  let matched = 0;
  const parsed = parsedHead(lines);
  for (let i = 0; i < lines.length; i++) {
    const value = parsed[i];
    if (value === BLANK) continue;
    nonBlank += 1;
    if (value === NOT_AN_OBJECT) continue;
    // The head a sniffer sees may end inside its last line: that line is not held against it.
    if (value === UNPARSED) {
      if (i === lines.length - 1) nonBlank -= 1;
      continue;
    }
    if (matches(value)) matched += 1;
  }
  if (nonBlank === 0 || matched < atLeast) return 0;
  return matched / nonBlank;
}

const BLANK = Symbol('blank');
const NOT_AN_OBJECT = Symbol('not an object');
const UNPARSED = Symbol('unparsed');
type HeadLine = Record<string, unknown> | typeof BLANK | typeof NOT_AN_OBJECT | typeof UNPARSED;
/**
 * The head's lines parsed once for all the envelope sniffers: they are handed the same array, and
 * parsing it again in each was a tenth of the time of checking a small capture.
 */
const parsedHeads = new WeakMap<readonly string[], HeadLine[]>();

function parsedHead(lines: readonly string[]): HeadLine[] {
  let parsed = parsedHeads.get(lines);
  if (parsed) return parsed;
  parsed = lines.map((line): HeadLine => {
    const start = firstNonBlank(line);
    if (start === line.length) return BLANK;
    if (line.charCodeAt(start) !== 0x7b) return NOT_AN_OBJECT;
    try {
      const value: unknown = JSON.parse(line);
      return isRecord(value) ? value : NOT_AN_OBJECT;
    } catch {
      return UNPARSED;
    }
  });
  parsedHeads.set(lines, parsed);
  return parsed;
}

/**
 * The reader of one recorder's envelope lines: each line is parsed as an envelope and handed to
 * `envelope`; a line that is not a JSON object is read as a frame of its own (a broken line gives
 * a parse-error finding on it, a bare JSON-RPC message in the file is checked like any other),
 * and a line left open at its end (the recording stopped mid-line) is a truncated frame.
 */
export abstract class EnvelopeReader implements CaptureReader {
  protected readonly frames: FrameEmitter;

  constructor(protected readonly sink: ReaderSink) {
    this.frames = new FrameEmitter(sink);
  }

  push(record: LineRecord): void {
    const text = record.text;
    const start = firstNonBlank(text);
    if (start === text.length) return;
    const envelope = readEnvelope(record);
    if (envelope) this.envelope(envelope);
    else this.notEnvelope(record, start);
  }

  end(): void {
    // nothing held by default
  }

  /** One envelope line of the recorder. */
  protected abstract envelope(envelope: EnvelopeLine): void;

  /** Emits the message a member holds (an object or array: the embedded message, at its place in the line). */
  protected memberFrame(envelope: EnvelopeLine, key: string, origin: FrameOrigin): void {
    const member = envelope.member(key);
    if (!member) return;
    const record = envelope.record;
    this.frames.emit(record.text.slice(member.from, member.to), spanInLine(record, member.from, member.to), origin);
  }

  /**
   * Emits the text of a string member as a frame (a message the recorder kept as text: a body
   * that is not JSON, a non-JSON line), decoded, at the place of the string in the line.
   */
  protected stringFrame(envelope: EnvelopeLine, key: string, origin: FrameOrigin): void {
    const value = envelope.value[key];
    if (typeof value !== 'string') return;
    this.frames.emit(value, memberSpan(envelope, key), origin);
  }

  /**
   * A JSON object that is none of the recorder's lines: read as a frame of its own, so a bare
   * message pasted into the file is checked, and anything else is reported as the message it is not.
   */
  protected foreignLine(envelope: EnvelopeLine): void {
    this.notEnvelope(envelope.record, firstNonBlank(envelope.record.text));
  }

  private notEnvelope(record: LineRecord, start: number): void {
    const text = record.text;
    let end = text.length;
    while (end > start && (isSpaceOrTab(text.charCodeAt(end - 1)) || text.charCodeAt(end - 1) === 0x0d)) end--;
    const raw = text.slice(start, end);
    const c = raw.charCodeAt(0);
    if (c === 0x7b || c === 0x5b) {
      const state: BracketState = { depth: 0, inString: false };
      if (advanceBrackets(raw, 0, state) === -1 && (state.depth > 0 || state.inString)) {
        this.sink.issue(truncatedFrame.issue({ line: record.line, column: start + 1 }, { kind: 'message', raw, opensHere: true }));
        return;
      }
    }
    this.frames.emit(raw, spanInLine(record, start, end));
  }
}
