import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import type { LineRecord, ReaderIssue } from './reader.js';
import { invalidUtf8 } from '../rules/capture/invalid-utf8.js';
import { lineTooLong } from '../rules/capture/line-too-long.js';

/** Longest line read whole; a longer one is reported and skipped so memory stays bounded. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** Bytes of a skipped long line kept to name it in its finding. */
const LONG_LINE_HEAD_BYTES = 256;
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
  /** The first bytes of the line being skipped, decoded: what its finding names it by. */
  private longLineHead = '';
  private first = true;
  /** Bytes [validFrom, validTo) of the current chunk are known to be valid UTF-8. */
  private validFrom = 0;
  private validTo = -1;

  constructor(
    private readonly callbacks: LineCallbacks,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    if (this.first) {
      this.first = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        start = 3;
        this.offset = 3;
      }
    }
    // One native validity check for the chunk's whole lines spares a per-line scan for U+FFFD
    // on valid text (nearly always); lines outside that range are checked one by one.
    const firstNl = chunk.indexOf(0x0a, start);
    const lastNl = firstNl === -1 ? -1 : chunk.lastIndexOf(0x0a);
    this.validFrom = firstNl + 1;
    this.validTo = lastNl > firstNl && isUtf8(chunk.subarray(firstNl + 1, lastNl)) ? lastNl : -1;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        if (start < chunk.length) this.keep(chunk.subarray(start));
        return;
      }
      if (this.carry.length === 0 && !this.skippingLongLine && nl - start > this.maxLineBytes) {
        this.skippingLongLine = true;
        this.longLineHead = chunk.toString('utf8', start, start + LONG_LINE_HEAD_BYTES);
        this.carryBytes = nl - start;
        this.flushCarry();
      } else if (this.carry.length === 0 && !this.skippingLongLine) {
        this.emit(chunk, start, nl, start >= this.validFrom && nl <= this.validTo);
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
    // A copy: the caller reuses its chunk buffer once push() returns.
    this.carry.push(Buffer.from(part));
    this.carryBytes += part.length;
    if (this.carryBytes > this.maxLineBytes) {
      this.skippingLongLine = true;
      this.longLineHead = this.carry[0].toString('utf8', 0, LONG_LINE_HEAD_BYTES);
      this.carry = [];
    }
  }

  private flushCarry(): void {
    if (this.skippingLongLine) {
      this.callbacks.issue(lineTooLong.issue({ line: this.lineNo, bytes: this.carryBytes, limit: this.maxLineBytes, head: this.longLineHead }));
      this.longLineHead = '';
      this.offset += this.carryBytes;
      this.skippingLongLine = false;
      this.carryBytes = 0;
      return;
    }
    const bytes = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry);
    this.carry = [];
    this.carryBytes = 0;
    this.emit(bytes, 0, bytes.length, false);
  }

  private emit(buffer: Buffer, start: number, end: number, knownValid: boolean): void {
    const lineStart = this.offset;
    let stop = end;
    if (stop > start && buffer[stop - 1] === 0x0d) stop -= 1;
    let text = buffer.toString('utf8', start, stop);
    if (!knownValid && text.includes('\uFFFD')) {
      try {
        fatalDecoder.decode(buffer.subarray(start, stop));
      } catch {
        const column = text.indexOf('\uFFFD') + 1;
        this.callbacks.issue(invalidUtf8.issue({ line: this.lineNo, column, text }));
      }
    }
    if (text.length > 0 && text.charCodeAt(0) === 0xfeff && lineStart === 0) text = text.slice(1);
    this.callbacks.line({ text, line: this.lineNo, offset: lineStart, bytes: stop - start });
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
    let total = 0;
    // One buffer for the whole file: the splitter copies what it keeps of a chunk.
    const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      splitter.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      onChunk?.(total);
    }
    splitter.end();
  } finally {
    await handle.close();
  }
}

/**
 * Why the beginning of a file says it is not a text capture (UTF-16 text, or binary data), or
 * undefined when it reads as text. Invalid UTF-8 here and there is text with bad bytes (the
 * reader reports each line); NUL bytes or mostly control bytes are not.
 */
export function describeNonText(head: Uint8Array): string | undefined {
  // Compressed data is named by its magic bytes and never decompressed (no decompression bomb).
  const compressed = compressionOf(head);
  if (compressed) {
    return `${compressed.name}-compressed data, not read (it starts with the ${compressed.name} magic bytes): decompress it first (${compressed.command}) and check the result`;
  }
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
    return 'UTF-16 text (it starts with a UTF-16 byte order mark), not UTF-8: re-save it as UTF-8 (PowerShell\'s `>` writes UTF-16; use `| Out-File -Encoding utf8`)';
  }
  let nul = 0;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b === 0) nul++;
    else if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  if (nul > 0) {
    let evenNul = 0;
    for (let i = 0; i < head.length; i += 2) if (head[i] === 0) evenNul++;
    const pairs = Math.floor(head.length / 2);
    if (pairs >= 2 && (nul - evenNul >= 0.9 * pairs || evenNul >= 0.9 * pairs)) {
      return 'UTF-16 text (every other byte is NUL), not UTF-8: re-save it as UTF-8';
    }
    return `binary data (it holds NUL bytes, the first at byte ${head.indexOf(0)}): not a capture`;
  }
  if (head.length >= 64 && control / head.length > 0.1) return 'binary data (control bytes throughout): not a capture';
  if (head.length >= 64 && !isUtf8(head)) {
    // Text in another encoding has a few bad bytes (each reported on its line); binary data is mostly bad bytes.
    const decoded = Buffer.from(head.buffer, head.byteOffset, head.length).toString('utf8');
    let replaced = 0;
    for (let i = decoded.indexOf('\uFFFD'); i !== -1; i = decoded.indexOf('\uFFFD', i + 1)) replaced++;
    if (replaced / decoded.length > 0.2) return 'binary data (mostly bytes that are not UTF-8 text): not a capture';
  }
  return undefined;
}

const COMPRESSION_MAGIC: ReadonlyArray<{ name: string; magic: readonly number[]; command: string }> = [
  { name: 'gzip', magic: [0x1f, 0x8b], command: 'gunzip -c FILE > capture.jsonl' },
  { name: 'zstd', magic: [0x28, 0xb5, 0x2f, 0xfd], command: 'zstd -d FILE' },
  { name: 'xz', magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], command: 'xz -d FILE' },
  { name: 'bzip2', magic: [0x42, 0x5a, 0x68], command: 'bunzip2 FILE' },
  { name: 'zip', magic: [0x50, 0x4b, 0x03, 0x04], command: 'unzip FILE' },
];

/** The compression format whose magic bytes the file starts with, if any. */
function compressionOf(head: Uint8Array): { name: string; command: string } | undefined {
  return COMPRESSION_MAGIC.find(({ magic, name }) => {
    if (head.length < magic.length || !magic.every((b, i) => head[i] === b)) return false;
    // `BZh` is also text; a bzip2 stream goes on with a block size digit and binary bytes.
    return name !== 'bzip2' || (head.length > 4 && head[3] >= 0x31 && head[3] <= 0x39 && head[4] === 0x31);
  });
}
