import { formatByName } from '../../src/core/capture/formats.js';
import type { FormatName } from '../../src/core/capture/reader.js';

/** Whether the reader for `format` is written in this checkout (the placeholders throw from create). */
export function readerAvailable(format: FormatName): boolean {
  const reader = formatByName(format);
  if (!reader) return false;
  try {
    reader.create({ frame() {}, issue() {} }, { fileName: 'probe' });
    return true;
  } catch {
    return false;
  }
}

/** The reader a session-corpus capture needs, from its name (`*.har`, `*.curl.txt`); jsonl otherwise. */
export function readerForCorpusFile(file: string): FormatName {
  if (file.endsWith('.har')) return 'har';
  if (file.includes('.curl.')) return 'http';
  return 'jsonl';
}
