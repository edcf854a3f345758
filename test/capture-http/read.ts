import { readFileSync } from 'node:fs';
import type { Frame } from '../../src/core/capture/frame.js';
import { splitText } from '../../src/core/capture/lines.js';
import type { CaptureFormat, ReaderIssue, SniffInput } from '../../src/core/capture/reader.js';

export interface ReadResult {
  frames: Frame[];
  issues: ReaderIssue[];
}

/** Runs one reader over a text, the way the engine drives it (lines in order, then end). */
export function readText(format: CaptureFormat, text: string, fileName = 'capture'): ReadResult {
  const frames: Frame[] = [];
  const issues: ReaderIssue[] = [];
  const sink = { frame: (f: Frame) => frames.push(f), issue: (i: ReaderIssue) => issues.push(i) };
  const reader = format.create(sink, { fileName });
  splitText(text, { line: (record) => reader.push(record), issue: (issue) => issues.push(issue) });
  reader.end();
  return { frames, issues };
}

export function readFile(format: CaptureFormat, file: string): ReadResult {
  return readText(format, readFileSync(file, 'utf8'), file);
}

/** What a sniffer sees of a text. */
export function sniffInput(text: string, fileName = 'capture'): SniffInput {
  return { fileName, lines: text.replace(/^\uFEFF/, '').slice(0, 64 * 1024).split(/\r?\n/).slice(0, 400) };
}

/** `line:column sender` of each frame, for compact assertions. */
export function starts(frames: readonly Frame[]): string[] {
  return frames.map((f) => `${f.span.line}:${f.span.column} ${f.sender ?? '?'}`);
}
