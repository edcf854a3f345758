import type { Frame } from '../../src/core/capture/frame.js';
import { detectFormat, formatByName } from '../../src/core/capture/formats.js';
import { splitText } from '../../src/core/capture/lines.js';
import type { FormatName, ReaderIssue } from '../../src/core/capture/reader.js';

export interface ReadResult {
  format: FormatName;
  frames: Frame[];
  issues: ReaderIssue[];
}

/** Reads capture text with one reader (detected unless named), collecting frames and issues. */
export function readText(text: string, options: { format?: FormatName; fileName?: string; mixedOutput?: boolean } = {}): ReadResult {
  const fileName = options.fileName ?? 'capture.txt';
  const format = options.format
    ? formatByName(options.format)!
    : detectFormat({ fileName, lines: text.replace(/^\uFEFF/, '').split(/\r?\n/).slice(0, 400) });
  const frames: Frame[] = [];
  const issues: ReaderIssue[] = [];
  const reader = format.create({ frame: (f) => frames.push(f), issue: (i) => issues.push(i) }, { fileName, mixedOutput: options.mixedOutput });
  splitText(text, { line: (record) => reader.push(record), issue: (i) => issues.push(i) });
  reader.end();
  return { format: format.name, frames, issues };
}

/** `line:column sender` of each frame, for compact assertions. */
export function where(frames: Frame[]): string[] {
  return frames.map((f) => `${f.span.line}:${f.span.column}${f.sender ? ` ${f.sender}` : ''}${f.parseError !== undefined ? ' !' : ''}`);
}
