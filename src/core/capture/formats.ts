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

/**
 * Picks the reader whose sniffer is most confident about the file's beginning (content first,
 * the file name only as a nudge); `options.format` in the engine skips this. How the
 * line-oriented formats tell themselves apart:
 * - JSONL wins when most non-blank lines each hold one complete object or array (after an optional
 *   `>`/`<`/`-->`/`<--` mark); stray text lines lower its confidence but do not lose it the file.
 *   A file of one line that is an array is JSONL too: one batch frame.
 * - json wins when messages are pretty-printed (lines that are only `{`, `}` or `"key": ...`), or
 *   the file opens an array that does not close on its first line (an array of messages, one
 *   element per line or pretty-printed): each element is then a frame.
 * - txtar wins on `-- client --` / `-- server --` marker lines; Content-Length on a
 *   `Content-Length: N` header line, unless an HTTP request or status line says it is an HTTP trace.
 * - Ties go to the earlier reader in FORMATS. With nothing recognisable, JSONL reads the file and
 *   reports its lines as stray output, which is the most useful answer for a broken stdout dump.
 */
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
