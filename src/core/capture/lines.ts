import { open } from 'node:fs/promises';
import type { LineRecord, ReaderIssue } from './reader.js';

/** Longest line read whole; a longer one is reported and skipped so memory stays bounded. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const fatalDecoder = new TextDecoder('utf-8', { fatal: true });

export interface LineCallbacks {
  line(record: LineRecord): void;
  issue(issue: ReaderIssue): void;
}

/**
 * Splits bytes into lines (LF or CRLF; a lone CR stays inside the line), decoding each line as
 * UTF-8 and tracking 1-based line numbers and byte offsets. A leading UTF-8 BOM is skipped.
 * Invalid UTF-8 is reported once per line and decoded with replacement characters.
 */
export class LineSplitter {
  private carry: Buffer[] = [];
  private carryBytes = 0;
  private lineNo = 1;
  private offset = 0;
  private skippingLongLine = false;
  private first = true;

  constructor(private readonly callbacks: LineCallbacks) {}

  push(chunk: Buffer): void {
    let start = 0;
    if (this.first) {
      this.first = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        start = 3;
        this.offset = 3;
      }
    }
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        if (start < chunk.length) this.keep(chunk.subarray(start));
        return;
      }
      if (this.carry.length === 0 && !this.skippingLongLine) {
        this.emit(chunk, start, nl);
      } else {
        this.keep(chunk.subarray(start, nl));
        this.flushCarry();
      }
      this.offset += 1;
      this.lineNo += 1;
      start = nl + 1;
    }
  }

  end(): void {
    if (this.carry.length > 0 || this.skippingLongLine) this.flushCarry();
  }

  private keep(part: Buffer): void {
    if (this.skippingLongLine) {
      this.carryBytes += part.length;
      return;
    }
    this.carry.push(part);
    this.carryBytes += part.length;
    if (this.carryBytes > MAX_LINE_BYTES) {
      this.skippingLongLine = true;
      this.carry = [];
    }
  }

  private flushCarry(): void {
    if (this.skippingLongLine) {
      this.callbacks.issue({
        rule: 'line-too-long',
        severity: 'error',
        message: `Line ${this.lineNo} is ${this.carryBytes} bytes long, over the ${MAX_LINE_BYTES}-byte limit for one line; it was skipped unread. Split the capture or check that it is text.`,
        line: this.lineNo,
        column: 1,
      });
      this.offset += this.carryBytes;
      this.skippingLongLine = false;
      this.carryBytes = 0;
      return;
    }
    const bytes = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry);
    this.carry = [];
    this.carryBytes = 0;
    this.emit(bytes, 0, bytes.length);
  }

  private emit(buffer: Buffer, start: number, end: number): void {
    const lineStart = this.offset;
    let stop = end;
    if (stop > start && buffer[stop - 1] === 0x0d) stop -= 1;
    let text = buffer.toString('utf8', start, stop);
    if (text.includes('\uFFFD')) {
      try {
        fatalDecoder.decode(buffer.subarray(start, stop));
      } catch {
        const column = text.indexOf('\uFFFD') + 1;
        this.callbacks.issue({
          rule: 'invalid-utf8',
          severity: 'error',
          message: `Line ${this.lineNo} holds bytes that are not valid UTF-8 (first at column ${column}); MCP messages must be UTF-8. They were read as U+FFFD.`,
          line: this.lineNo,
          column,
        });
      }
    }
    if (text.length > 0 && text.charCodeAt(0) === 0xfeff && lineStart === 0) text = text.slice(1);
    this.callbacks.line({ text, line: this.lineNo, offset: lineStart });
    this.offset += end - start;
  }
}

/** Splits a whole string (tests, `explain` on pasted text) into line records. */
export function splitText(text: string, callbacks: LineCallbacks): void {
  const splitter = new LineSplitter(callbacks);
  splitter.push(Buffer.from(text, 'utf8'));
  splitter.end();
}

/** Reads a file in chunks and feeds its lines; never holds more than one line and one chunk. */
export async function readFileLines(
  path: string,
  callbacks: LineCallbacks,
  onChunk?: (bytesSoFar: number) => void,
): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const splitter = new LineSplitter(callbacks);
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      // The splitter may keep slices of the chunk for a line that spans chunks: copy in that case.
      splitter.push(Buffer.from(buffer.subarray(0, bytesRead)));
      total += bytesRead;
      onChunk?.(total);
    }
    splitter.end();
  } finally {
    await handle.close();
  }
}
