import type { Frame } from '../../../src/core/capture/frame.js';

/** The bytes of the file a frame's span covers: for a recorder that keeps the message verbatim, its raw text. */
export function spannedText(text: string, frame: Frame): string {
  return Buffer.from(text, 'utf8')
    .subarray(frame.span.offset, frame.span.offset + frame.span.length)
    .toString('utf8');
}

/** `line:column sender` of each frame. */
export function placed(frames: readonly Frame[]): string[] {
  return frames.map((f) => `${f.span.line}:${f.span.column} ${f.sender ?? '?'}`);
}

/** The lines of a capture, joined as a recorder writes them (one per line, a final newline). */
export function lines(...records: unknown[]): string {
  return records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';
}
