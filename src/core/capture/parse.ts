import type { Frame, Span } from './frame.js';

/** Parses a frame's raw text; on failure, records JSON.parse's reason in `parseError`. */
export function parseFrame(frame: Omit<Frame, 'value' | 'parseError'>): Frame {
  try {
    return { ...frame, value: JSON.parse(frame.raw) };
  } catch (error) {
    return { ...frame, parseError: (error as Error).message };
  }
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
