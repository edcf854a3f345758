import type { CaptureFormat, FormatName, SniffInput } from './reader.js';
import { cassetteFormat } from './cassette.js';
import { claudeLogFormat } from './claude-log.js';
import { contentLengthFormat } from './content-length.js';
import { harFormat } from './har.js';
import { httpFormat } from './http.js';
import { jsonFormat } from './json.js';
import { jsonlFormat } from './jsonl.js';
import { sseFormat } from './sse.js';
import { txtarFormat } from './txtar.js';

/** Every reader, in the order ties are broken (first wins). */
export const FORMATS: readonly CaptureFormat[] = [
  jsonlFormat,
  jsonFormat,
  txtarFormat,
  contentLengthFormat,
  sseFormat,
  httpFormat,
  harFormat,
  claudeLogFormat,
  cassetteFormat,
];

export function formatByName(name: FormatName): CaptureFormat | undefined {
  return FORMATS.find((format) => format.name === name);
}

/** Picks the reader whose sniffer is most confident about the file's beginning. */
export function detectFormat(input: SniffInput): CaptureFormat {
  let best = FORMATS[0];
  let bestScore = -1;
  for (const format of FORMATS) {
    const score = format.sniff(input);
    if (score > bestScore) {
      best = format;
      bestScore = score;
    }
  }
  return best;
}
