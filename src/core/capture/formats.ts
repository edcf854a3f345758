import { advanceBrackets, looksLikeMessageStart, OPEN_BRACE, OPEN_BRACKET, type BracketState } from './json-scan.js';
import type { CaptureFormat, FormatName, SniffInput } from './reader.js';
import { cassetteFormat } from './cassette.js';
import { claudeLogFormat } from './claude-log.js';
import { contentLengthFormat } from './content-length.js';
import { harFormat } from './har.js';
import { httpFormat } from './http.js';
import { inspectorHistoryFormat } from './inspector-history.js';
import { jsonBatchFormat, jsonFormat, jsonTranscriptFormat } from './json.js';
import { jsonlFormat } from './jsonl.js';
import { mcpProxyLogFormat } from './mcp-proxy-log.js';
import { mcpScopeFormat } from './mcp-scope.js';
import { mcpTapeFormat } from './mcp-tape.js';
import { mcpsnoopFormat } from './mcpsnoop.js';
import { ryux1TraceFormat } from './ryux1-trace.js';
import { sseFormat } from './sse.js';
import { traceValidatorFormat } from './trace-validator.js';
import { txtarFormat } from './txtar.js';
import { vscodeOutputFormat } from './vscode-output.js';

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
  // Other recorders' own formats: each is sure only on its own fingerprint.
  mcpsnoopFormat,
  traceValidatorFormat,
  mcpScopeFormat,
  mcpTapeFormat,
  ryux1TraceFormat,
  mcpProxyLogFormat,
  vscodeOutputFormat,
  inspectorHistoryFormat,
  // Never detected (they sniff 0): `--capture-format` names for the two readings of a JSON array.
  jsonBatchFormat,
  jsonTranscriptFormat,
];

export function formatByName(name: FormatName): CaptureFormat | undefined {
  return FORMATS.find((format) => format.name === name);
}

/** Lines each sniffer sees: enough to judge a format, few enough that sniffing stays cheap. */
export const SNIFF_LINES = 400;
/** Characters of the head `detectFormat` looks at in all (the engine reads 64 KiB). */
const SNIFF_CHARS = 64 * 1024;
/** How sure a sniffer must be about the text after a leading multi-line value to overrule the head. */
const REST_CONFIDENCE = 0.5;

/**
 * Picks the reader whose sniffer is most confident about the file's beginning (content first,
 * the file name only as a nudge); `options.format` in the engine skips this. How the
 * line-oriented formats tell themselves apart:
 * - JSONL wins when most non-blank lines each hold one complete object or array (after an optional
 *   `>`/`<`/`-->`/`<--` mark); stray text lines lower its confidence but do not lose it the file.
 *   A file of one line that is an array is JSONL too: one batch frame.
 * - json wins when messages are pretty-printed (lines that are only `{`, `}` or `"key": ...`), or
 *   the file opens an array that does not close on its first line (an array of messages, one
 *   element per line or pretty-printed): one batch frame when its members flow one way, else a
 *   transcript, each element a frame (see ArrayMembers).
 * - txtar wins on `-- client --` / `-- server --` marker lines; Content-Length on a
 *   `Content-Length: N` header line, unless an HTTP request or status line says it is an HTTP trace.
 * - Ties go to the earlier reader in FORMATS. With nothing recognisable, JSONL reads the file and
 *   reports its lines as stray output, which is the most useful answer for a broken stdout dump.
 * - A file that opens with pretty-printed JSON values (a banner, a config dump, a log object) is
 *   judged by what follows them too: when a sniffer is sure about the text after them (JSONL, an
 *   SSE stream, Content-Length frames, txtar sections), that format reads the file, so a prefix of
 *   any length within the head cannot make the json reader take the frames behind it (and set
 *   aside as commentary what is stray output, framing or sections).
 *
 * `input.lines` may be the whole head the caller read: each sniffer sees its first SNIFF_LINES.
 */
export function detectFormat(input: SniffInput): CaptureFormat {
  const lines = headLines(input.lines);
  const head = bestFormat({ fileName: input.fileName, lines: lines.slice(0, SNIFF_LINES) });
  const restStart = afterLeadingValues(lines);
  if (restStart === 0 || restStart >= lines.length) return head.format;
  const rest = bestFormat({ fileName: input.fileName, lines: lines.slice(restStart, restStart + SNIFF_LINES) });
  return rest.format.name !== 'json' && rest.format !== head.format && rest.score >= REST_CONFIDENCE ? rest.format : head.format;
}

function bestFormat(input: SniffInput): { format: CaptureFormat; score: number } {
  let best = FORMATS[0];
  let bestScore = -1;
  for (const format of FORMATS) {
    const score = format.sniff(input);
    if (score > bestScore) {
      best = format;
      bestScore = score;
    }
  }
  return { format: best, score: bestScore };
}

/** The first lines of `lines` that hold SNIFF_CHARS characters in all. */
function headLines(lines: readonly string[]): string[] {
  let chars = 0;
  let count = 0;
  while (count < lines.length && chars <= SNIFF_CHARS) chars += lines[count++].length + 1;
  return lines.slice(0, count);
}

/**
 * Index of the first line after the JSON values that open the text and each span several lines
 * (0 when the text does not open with one, `lines.length` when the last is still open).
 */
function afterLeadingValues(lines: readonly string[]): number {
  let i = 0;
  for (;;) {
    while (i < lines.length && lines[i].trim() === '') i++;
    if (i >= lines.length) return i;
    const text = lines[i];
    const start = text.length - text.trimStart().length;
    const c = text.charCodeAt(start);
    if ((c !== OPEN_BRACE && c !== OPEN_BRACKET) || !looksLikeMessageStart(text, start)) return i;
    const state: BracketState = { depth: 0, inString: false };
    if (advanceBrackets(text, start, state) !== -1) return i; // a one-line value: the format's own business
    for (i += 1; i < lines.length; i++) if (advanceBrackets(lines[i], 0, state) !== -1) break;
    if (i >= lines.length) return i;
    i += 1;
  }
}
