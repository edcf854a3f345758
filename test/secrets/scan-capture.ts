import type { Frame } from '../../src/core/capture/frame.js';
import { detectFormat } from '../../src/core/capture/formats.js';
import { splitText } from '../../src/core/capture/lines.js';
import type { LineRecord } from '../../src/core/capture/reader.js';
import { Redactor, scanFrame, type SecretsConfig } from '../../src/core/secrets/index.js';

export interface ScannedCapture {
  redactor: Redactor;
  lines: string[];
  frames: Frame[];
  /** Why the reader could not run, when it could not (readers still being written). */
  readerError?: string;
}

/**
 * Scans a capture the way the engine is meant to: every line in file order (`scanLine`), and
 * every frame the detected reader yields (`scanFrame`).
 */
export function scanCapture(text: string, fileName: string, config?: SecretsConfig): ScannedCapture {
  const redactor = new Redactor(config);
  const records: LineRecord[] = [];
  splitText(text, { line: (record) => records.push(record), issue: () => {} });
  for (const record of records) redactor.scanLine(record.text);
  const frames: Frame[] = [];
  let readerError: string | undefined;
  try {
    const format = detectFormat({ fileName, lines: records.slice(0, 400).map((r) => r.text) });
    const reader = format.create({ frame: (frame) => frames.push(frame), issue: () => {} }, { fileName });
    for (const record of records) reader.push(record);
    reader.end();
  } catch (error) {
    readerError = (error as Error).message;
  }
  for (const frame of frames) scanFrame(redactor, frame);
  return { redactor, lines: records.map((r) => r.text), frames, readerError };
}
