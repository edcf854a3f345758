import { FrameEmitter } from './frame-emitter.js';
import { byteLengthOf } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderOptions, ReaderSink, SniffInput } from './reader.js';
import { clientParseFailure } from '../rules/capture/client-parse-failure.js';
import { strayOutput } from '../rules/capture/stray-output.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/** A JavaScript string literal as Node's util.inspect writes it: its text and where it stands in the line. */
interface Literal {
  value: string;
  /** Index of the opening quote, and just past the closing one. */
  from: number;
  to: number;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** The string literal whose opening quote (`'`, `"` or a backtick) is at `from`, or undefined when it does not close on the line. */
export function jsStringLiteral(text: string, from: number): Literal | undefined {
  const quote = text[from];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let value = '';
  let i = from + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === quote) return { value, from, to: i + 1 };
    if (c !== '\\') {
      value += c;
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return undefined;
    if (next === 'x' || next === 'u') {
      const digits = next === 'x' ? 2 : text[i + 2] === '{' ? -1 : 4;
      const hex = digits === -1 ? /^\{([0-9a-fA-F]+)\}/.exec(text.slice(i + 2))?.[1] : text.slice(i + 2, i + 2 + digits);
      if (hex === undefined || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
      value += String.fromCodePoint(parseInt(hex, 16));
      i += 2 + (digits === -1 ? hex.length + 2 : digits);
      continue;
    }
    value += ESCAPES[next] ?? next;
    i += 2;
  }
  return undefined;
}

/** `transport event {` (the debug handler's `console.debug("transport event", event)`), or the whole event on one line. */
const EVENT_START = /^transport event \{/;
const CHUNK = /^\s*chunk: /;
const IGNORED = /^\[mcp-proxy\] ignoring non-JSON output \[/;
/** console.warn's line for a stdout line whose text before its first `{` the proxy cut off (the prefix printed as is). */
const STRIPPED = /^\[mcp-proxy\] stripped non-JSON prefix from output: /;
/** The `error` member of an `error` event (util.inspect of an Error: its stack, indented, then its own properties). */
const ERROR_MEMBER = /^ {2}error: \[?/;
/** The same on an event written on one line (an error without a stack). */
const ONE_LINE_ERROR = /^transport event \{ error: \[?/;
/**
 * The errors of the proxy's read buffer: JSON.parse failing on a line (SyntaxError) or the SDK's
 * JSON-RPC schema rejecting a parsed one (ZodError).
 */
const READ_FAILURE = /^(?:SyntaxError|ZodError)\b|not valid JSON|Unexpected (?:token|end of JSON)/;
/** util.inspect's note on a string cut at `maxStringLength`. */
const MORE_CHARACTERS = /^\.\.\. \d+ more characters?/;

/**
 * The `mcp-proxy` package's `--debug` output: Node's util.inspect of each stdio transport event
 * (not JSON: single-quoted strings, unquoted keys). The frames are read from the `data` events'
 * `chunk`, the server's stdout text as the proxy received it (one literal per line of it, joined
 * with ` +`): each line of that text is a frame, placed inside its string literal (the column
 * after the quote). The `message` events repeat the same messages parsed and are not read. Only the
 * server's side appears (the proxy's own requests are not logged). The proxy drops stdout lines
 * that are not JSON and says so on an `[mcp-proxy] ignoring non-JSON output [ '...' ]` line: each
 * string there is stray output on the server's stdout; so is the text before the first `{` of a
 * line that the proxy cut off and named on a `[mcp-proxy] stripped non-JSON prefix from output: `
 * line (the rest of that line is in the chunk). An `error` event whose error is a
 * SyntaxError or a ZodError is the proxy failing to read a line of the chunk before it (not JSON,
 * or JSON that is not a JSON-RPC message): the proxy, the server's client, dropped that line, and
 * says so the way another client's log does (client-parse-failure, at the error's text). Other
 * errors (EPIPE writing to a server that has exited) are the proxy's own I/O, not what the server
 * wrote, and are not reported. Everything else (the server's stderr, the proxy's own notes) is not
 * traffic.
 */
class McpProxyLogReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private inEvent = false;
  /** The chunk goes on over the next line (its literal ended with ` +`). */
  private chunkContinues = false;
  /** The ignored-output list goes on over the next lines. */
  private inIgnoredList = false;
  /** The `error:` member of the event being read: where its text starts and the message lines so far (until the stack). */
  private error: { line: number; column: number; text: string; inStack: boolean } | undefined;
  /** Text of a stdout line the chunk so far did not end (no `\n` yet), where it started. */
  private partial: { text: string; record: LineRecord; from: number } | undefined;

  constructor(
    private readonly sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    this.frames = new FrameEmitter(sink);
  }

  push(record: LineRecord): void {
    const text = record.text;
    if (this.inIgnoredList) {
      this.ignored(record, 0);
      if (/^\s*\]/.test(text) || /\]\s*$/.test(text)) this.inIgnoredList = false;
      return;
    }
    if (this.chunkContinues) {
      const at = text.search(/\S/);
      this.chunkContinues = at >= 0 && this.chunkLiteral(record, at);
      return;
    }
    if (EVENT_START.test(text)) {
      this.inEvent = !/\}\s*$/.test(text);
      this.error = undefined;
      const error = ONE_LINE_ERROR.exec(text);
      if (error) {
        // The whole event on one line: `transport event { error: [SyntaxError: ...], type: 'error' }`.
        const column = error[0].length;
        this.error = { line: record.line, column: column + 1, text: text.slice(column).replace(/\]?,\s*type: 'error'\s*\}\s*$/, ''), inStack: false };
        if (!this.inEvent) this.errorEvent();
      }
      return;
    }
    const stripped = STRIPPED.exec(text);
    if (stripped && text.length > stripped[0].length) {
      const at = { line: record.line, column: stripped[0].length + 1, text: text.slice(stripped[0].length) };
      this.sink.issue(strayOutput.issue(at, { kind: 'on-stream', stream: 'stdout', mixed: this.options.mixedOutput }));
      return;
    }
    if (IGNORED.test(text)) {
      const open = text.indexOf('[', 13);
      this.ignored(record, open + 1);
      this.inIgnoredList = !/\]\s*$/.test(text);
      return;
    }
    if (!this.inEvent) return;
    if (/^\}/.test(text)) {
      this.inEvent = false;
      this.errorEvent();
      return;
    }
    const error = ERROR_MEMBER.exec(text);
    if (error) {
      this.error = { line: record.line, column: error[0].length + 1, text: text.slice(error[0].length), inStack: false };
      return;
    }
    if (this.error) {
      // The error's message goes on until its stack (`at ...` lines); its own properties and the event's `type` follow.
      if (/^ {2}type: /.test(text)) this.error.inStack = true;
      else if (!this.error.inStack && /^\s+at /.test(text)) this.error.inStack = true;
      else if (!this.error.inStack && this.error.text.length < 400) this.error.text += ` ${text.trim()}`;
      return;
    }
    const chunk = CHUNK.exec(text);
    if (chunk) this.chunkContinues = this.chunkLiteral(record, chunk[0].length);
  }

  end(): void {
    // A log cut inside an error event still says what the proxy could not read.
    this.errorEvent();
    const partial = this.partial;
    this.partial = undefined;
    if (partial && partial.text.trim() !== '') this.sink.issue(truncatedFrame.issue({ line: partial.record.line, column: partial.from + 1 }, { kind: 'message', raw: partial.text }));
  }

  /** At the end of an event: reports the error it held when the proxy could not read what the server wrote. */
  private errorEvent(): void {
    const error = this.error;
    this.error = undefined;
    if (!error || !READ_FAILURE.test(error.text)) return;
    const text = error.text.replace(/,\s*$/, '');
    this.sink.issue(clientParseFailure.issue({ line: error.line, column: error.column }, { server: undefined, began: undefined, text }));
  }

  /** Reads the literal at `at`; returns whether the chunk goes on over the next line. */
  private chunkLiteral(record: LineRecord, at: number): boolean {
    const text = record.text;
    const literal = jsStringLiteral(text, at);
    if (!literal) return false;
    const after = text.slice(literal.to);
    if (MORE_CHARACTERS.test(after.trimStart())) {
      // util.inspect cut the string: the rest of the line was not logged.
      this.sink.issue(truncatedFrame.issue({ line: record.line, column: at + 2 }, { kind: 'message', raw: literal.value }));
      this.partial = undefined;
      return false;
    }
    this.stdoutText(record, literal);
    return /^\s*\+\s*$/.test(after);
  }

  /** Emits each line of the server's stdout a literal holds as a frame, placed inside the literal. */
  private stdoutText(record: LineRecord, literal: Literal): void {
    const value = literal.value;
    let start = 0;
    for (let newline = value.indexOf('\n'); newline !== -1; newline = value.indexOf('\n', start)) {
      this.stdoutLine(record, literal, value.slice(start, newline), start === 0);
      start = newline + 1;
    }
    if (start < value.length) {
      const rest = value.slice(start);
      if (this.partial) this.partial.text += rest;
      else this.partial = { text: rest, record, from: literal.from + 1 };
    }
  }

  private stdoutLine(record: LineRecord, literal: Literal, line: string, first: boolean): void {
    let raw = line;
    let from = literal.from + 1;
    let lineRecord = record;
    if (first && this.partial) {
      raw = this.partial.text + line;
      from = this.partial.from;
      lineRecord = this.partial.record;
      this.partial = undefined;
    }
    if (raw.trim() === '') return;
    // A literal that holds one line of stdout (util.inspect splits at each newline): it ends at the `\n` escape.
    const text = record.text;
    const endIndex = Math.max(from, literal.to - 1 - (literal.value.endsWith('\n') ? 2 : 0));
    const span = {
      line: lineRecord.line,
      column: from + 1,
      endLine: record.line,
      endColumn: endIndex + 1,
      offset: lineRecord.offset + byteLengthOf(lineRecord.text, from),
      length: lineRecord === record ? byteLengthOf(text, endIndex) - byteLengthOf(text, from) : Buffer.byteLength(raw, 'utf8'),
    };
    this.frames.emit(raw, span, { sender: 'server', senderSource: 'log', transport: { kind: 'stdio' } });
  }

  /** Each string on an `ignoring non-JSON output` line, from `from`: stray output on the server's stdout. */
  private ignored(record: LineRecord, from: number): void {
    const text = record.text;
    for (let i = from; i < text.length; i++) {
      const c = text[i];
      if (c !== "'" && c !== '"' && c !== '`') continue;
      const literal = jsStringLiteral(text, i);
      if (!literal) return;
      const at = { line: record.line, column: literal.from + 2, text: literal.value };
      this.sink.issue(strayOutput.issue(at, { kind: 'on-stream', stream: 'stdout', mixed: this.options.mixedOutput }));
      i = literal.to - 1;
    }
  }
}

export const mcpProxyLogFormat: CaptureFormat = {
  name: 'mcp-proxy-log',
  description: "The mcp-proxy package's --debug output: util.inspect of the stdio transport's events (the server's stdout chunks).",
  sniff(input: SniffInput) {
    let events = 0;
    let chunks = 0;
    let notes = 0;
    for (const line of input.lines) {
      if (EVENT_START.test(line)) events += 1;
      else if (CHUNK.test(line)) chunks += 1;
      else if (line.startsWith('[mcp-proxy] ')) notes += 1;
    }
    if (events > 0 && (chunks > 0 || notes > 0)) return 0.97;
    if (events > 0) return 0.8;
    return notes > 0 ? 0.4 : 0;
  },
  create(sink: ReaderSink, options: ReaderOptions): CaptureReader {
    return new McpProxyLogReader(sink, options);
  },
};
