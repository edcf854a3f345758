import type { FormatName } from '../../src/core/capture/reader.js';

/** The reader a session-corpus capture needs, from its name (`*.har`, `*.curl.txt`); jsonl otherwise. */
export function readerForCorpusFile(file: string): FormatName {
  if (file.endsWith('.har')) return 'har';
  if (file.includes('.curl.')) return 'http';
  return 'jsonl';
}
