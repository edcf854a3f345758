import type { Frame } from '../capture/frame.js';
import { stringEnd } from '../capture/json-scan.js';
import type { Finding } from './finding.js';

/**
 * Places a finding that names a JSON path (`params.arguments.city`, `result.tools[3].name`) at
 * the key of that path in its frame, so an annotation points at the bad key rather than at the
 * frame's first character: the column on a one-line frame, the line and the column on a
 * pretty-printed one. It reads only the frame's raw text, and only when that text is the file's
 * own text at the frame's span (not an SSE frame joined from `data:` lines, not a body decoded
 * from a HAR string); the engine calls it for kept findings only.
 */
export function placeAtKey(finding: Finding, frame: Frame, path: string, batchIndex: number | undefined): void {
  const located = locator(frame);
  if (!located) return;
  const parts = parsePath(path);
  if (!parts) return;
  const offset = located.find(batchIndex === undefined ? parts : [batchIndex, ...parts]);
  if (offset === undefined) return;
  const { line, column } = located.position(offset);
  finding.line = line;
  finding.column = column;
  if (finding.endLine < line) finding.endLine = line;
}

type PathPart = string | number;

/** `a.b[2]["x.y"]` -> ['a', 'b', 2, 'x.y']; undefined when the path is not one the rules write. */
function parsePath(path: string): PathPart[] | undefined {
  const parts: PathPart[] = [];
  let i = 0;
  while (i < path.length) {
    const c = path[i];
    if (c === '.') {
      i += 1;
      continue;
    }
    if (c === '[') {
      const close = path[i + 1] === '"' ? stringEnd(path, i + 2) + 1 : path.indexOf(']', i);
      if (close <= 0 || (path[i + 1] === '"' && path[close] !== ']')) return undefined;
      const inner = path.slice(i + 1, close);
      if (/^\d+$/.test(inner)) parts.push(Number(inner));
      else if (inner.startsWith('"')) {
        try {
          parts.push(JSON.parse(inner) as string);
        } catch {
          return undefined;
        }
      } else return undefined;
      i = close + 1;
      continue;
    }
    let end = i;
    while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
    parts.push(path.slice(i, end));
    i = end;
  }
  return parts.length > 0 ? parts : undefined;
}

/** What one frame's containers hold, read as lookups reach them: each container is read once. */
interface FrameLocator {
  find(parts: readonly PathPart[]): number | undefined;
  position(offset: number): { line: number; column: number };
}

/**
 * Each frame's locator, made at its first finding: a frame's findings share what it read of the
 * frame's text. Weak, so a frame is not kept alive for it; only frames with findings get one.
 */
const locators = new WeakMap<Frame, FrameLocator | null>();

function locator(frame: Frame): FrameLocator | undefined {
  let found = locators.get(frame);
  if (found === undefined) locators.set(frame, (found = verbatim(frame) ? new RawLocator(frame) : null));
  return found ?? undefined;
}

/** Whether the frame's raw text is the file's text at its span: as many bytes and as many lines. */
function verbatim(frame: Frame): boolean {
  const { raw, span } = frame;
  if (frame.parseError !== undefined || raw.length > span.length) return false;
  let newlines = 0;
  for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) newlines++;
  return newlines === span.endLine - span.line && Buffer.byteLength(raw, 'utf8') === span.length;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

class RawLocator implements FrameLocator {
  private readonly raw: string;
  /** Object start -> its members: the offset of each key's quote and of its value (the last of duplicate keys, as JSON.parse keeps). */
  private readonly objects = new Map<number, Map<string, { key: number; value: number }>>();
  /** Array start -> the offset of each element. */
  private readonly arrays = new Map<number, number[]>();

  constructor(private readonly frame: Frame) {
    this.raw = frame.raw;
  }

  /** The offset of the deepest key (or array element) of the path that the text has. */
  find(parts: readonly PathPart[]): number | undefined {
    let at = this.skipSpace(0);
    let found: number | undefined;
    for (const part of parts) {
      // A JSON pointer's step into an array is written as a key (`items.0`).
      const index = typeof part === 'number' ? part : this.raw.charCodeAt(at) === 0x5b && /^\d+$/.test(part) ? Number(part) : undefined;
      const entry = index !== undefined ? this.element(at, index) : this.member(at, part as string);
      if (!entry) break;
      found = entry.key;
      at = entry.value;
    }
    return found;
  }

  position(offset: number): { line: number; column: number } {
    const before = this.raw.lastIndexOf('\n', offset - 1);
    const span = this.frame.span;
    if (before === -1) return { line: span.line, column: span.column + offset };
    let line = span.line;
    for (let i = this.raw.indexOf('\n'); i !== -1 && i < offset; i = this.raw.indexOf('\n', i + 1)) line++;
    return { line, column: offset - before };
  }

  private member(at: number, key: string): { key: number; value: number } | undefined {
    if (this.raw.charCodeAt(at) !== 0x7b) return undefined;
    let members = this.objects.get(at);
    if (!members) this.objects.set(at, (members = this.readObject(at)));
    return members.get(key);
  }

  private element(at: number, index: number): { key: number; value: number } | undefined {
    if (this.raw.charCodeAt(at) !== 0x5b) return undefined;
    let elements = this.arrays.get(at);
    if (!elements) this.arrays.set(at, (elements = this.readArray(at)));
    const start = elements[index];
    return start === undefined ? undefined : { key: start, value: start };
  }

  private readObject(open: number): Map<string, { key: number; value: number }> {
    const members = new Map<string, { key: number; value: number }>();
    const raw = this.raw;
    let i = this.skipSpace(open + 1);
    while (i < raw.length && raw.charCodeAt(i) === 0x22) {
      const close = stringEnd(raw, i + 1);
      if (close === -1) break;
      const text = raw.slice(i + 1, close);
      let name = text;
      if (text.includes('\\')) {
        try {
          name = JSON.parse(`"${text}"`) as string;
        } catch {
          break;
        }
      }
      let colon = this.skipSpace(close + 1);
      if (raw.charCodeAt(colon) !== 0x3a) break;
      colon = this.skipSpace(colon + 1);
      members.set(name, { key: i, value: colon });
      const end = this.skipValue(colon);
      if (end === -1) break;
      i = this.skipSpace(end);
      if (raw.charCodeAt(i) !== 0x2c) break;
      i = this.skipSpace(i + 1);
    }
    return members;
  }

  private readArray(open: number): number[] {
    const elements: number[] = [];
    const raw = this.raw;
    let i = this.skipSpace(open + 1);
    while (i < raw.length && raw.charCodeAt(i) !== 0x5d) {
      elements.push(i);
      const end = this.skipValue(i);
      if (end === -1) break;
      i = this.skipSpace(end);
      if (raw.charCodeAt(i) !== 0x2c) break;
      i = this.skipSpace(i + 1);
    }
    return elements;
  }

  /** The index just past the JSON value at `i`, or -1 when it does not end in the text. */
  private skipValue(i: number): number {
    const raw = this.raw;
    const c = raw.charCodeAt(i);
    if (c === 0x22) {
      const close = stringEnd(raw, i + 1);
      return close === -1 ? -1 : close + 1;
    }
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      for (let k = i; k < raw.length; k++) {
        const d = raw.charCodeAt(k);
        if (d === 0x22) {
          k = stringEnd(raw, k + 1);
          if (k === -1) return -1;
        } else if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          depth--;
          if (depth === 0) return k + 1;
        }
      }
      return -1;
    }
    let k = i;
    while (k < raw.length && !isSpace(raw.charCodeAt(k)) && raw[k] !== ',' && raw[k] !== '}' && raw[k] !== ']') k++;
    return k;
  }

  private skipSpace(i: number): number {
    while (i < this.raw.length && isSpace(this.raw.charCodeAt(i))) i++;
    return i;
  }
}
