import type { Frame, Sender, Span, Transport } from './frame.js';
import { FrameEmitter, type FrameOrigin } from './frame-emitter.js';
import { parseCurlCommand, type CurlCommand } from './curl-command.js';
import { isJsonText, JsonScanner, positionIn, type Position } from './json-scan.js';
import { spanBetween } from './parse.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderSink, SniffInput } from './reader.js';
import { SetAsideMessages } from './set-aside.js';
import { emitSseEvent, SseParser } from './sse-parser.js';

const METHODS = 'GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS';
const REQUEST_LINE = new RegExp(`^(${METHODS}) (\\S+) HTTP/\\d(?:\\.\\d)?$`);
const STATUS_LINE = /^HTTP\/\d(?:\.\d)? (\d{3})(?: .*)?$/;
const CURL_START = /^\s*(?:\$\s*)?curl(?:\s|$)/;
const CURL_PROGRESS = /^[{}] \[\d+ bytes data\]$/;
const SSE_FIELD = /^(event|data|id|retry):/;
const CHUNK_SIZE = /^[0-9a-fA-F]{1,8}(?:;.*)?$/;
/** The time `curl --trace-time` puts before each of its own lines (`*`, `>`, `<`, progress). */
const TRACE_TIME = /^\d{2}:\d{2}:\d{2}\.\d{6} (?=[*<>{}]|$)/;
/**
 * A heading between the exchanges of a pasted or scripted session (`== Step 2: MCP initialize ==`,
 * `## tools/list`, `---`): never body text, so it ends the message before it.
 */
const HEADING = /^(?:={2,}|#{1,6}\s|-{3,}\s*$|-{3,}\s)/;
/** Body text kept for a body that does not parse, to show in the finding; the rest is dropped. */
const MAX_BAD_BODY_CHARS = 1024 * 1024;

interface HttpMessage {
  side: 'request' | 'response';
  /** From a curl -v transcript (`> ` / `< ` lines) rather than a raw trace. */
  curl: boolean;
  method?: string;
  url?: string;
  status?: number;
  headers: Record<string, string>;
  /** For a response: the headers of the request it answers (Transport.requestHeaders). */
  requestHeaders?: Record<string, string>;
  /** The request/response exchange it belongs to (Transport.exchange). */
  exchange?: number;
}

type BodyKind = 'undecided' | 'json' | 'sse' | 'ignored';

/**
 * Whether a curl transcript's body is on lines that carry its head's mark (`> {...}`, `< data: ...`,
 * as hand-written traces and some proxies print them), on unmarked lines (curl's own output), or
 * not known yet (no body line seen).
 */
type BodyMarks = 'undecided' | 'marked' | 'unmarked';

/**
 * Frames whose lines were read without a prefix (a `> ` / `< ` mark, a `--trace-time` time): the
 * reader works on the line after the prefix, so the columns it finds are moved back by it here.
 */
class ShiftedFrames extends FrameEmitter {
  /** Characters cut from the start of each such line of the message being read. */
  readonly shifts = new Map<number, number>();

  override parse(raw: string, span: Span, origin?: FrameOrigin): Frame {
    const shifts = this.shifts;
    if (shifts.size > 0) {
      span.column += shifts.get(span.line) ?? 0;
      span.endColumn += shifts.get(span.endLine) ?? 0;
    }
    return super.parse(raw, span, origin);
  }
}

/**
 * curl -v transcripts and raw HTTP/1.1 traces of Streamable HTTP (and of the legacy HTTP+SSE
 * transport). Request bodies are the client's frames, response bodies the server's; a body is
 * JSON (one or more values, possibly pretty-printed) or an event stream. Bodies are framed by
 * their JSON syntax, never by Content-Length (traces are often re-printed, so it does not match).
 * curl -v does not echo the request body: when the transcript holds the curl command, its
 * `-d` / `--data*` / `--json` argument is the request's frame.
 */
export const httpFormat: CaptureFormat = {
  name: 'http',
  description: 'curl -v transcripts and raw HTTP request/response traces of Streamable HTTP (JSON or SSE bodies).',
  sniff(input: SniffInput) {
    let curlRequest = 0;
    let curlResponse = 0;
    let rawRequest = 0;
    let rawStatus = 0;
    let command = 0;
    for (const text of input.lines) {
      const time = TRACE_TIME.exec(text);
      const line = time ? text.slice(time[0].length) : text;
      if (line.startsWith('> ') && REQUEST_LINE.test(line.slice(2))) curlRequest += 1;
      else if (line.startsWith('< ') && STATUS_LINE.test(line.slice(2))) curlResponse += 1;
      else if (REQUEST_LINE.test(line)) rawRequest += 1;
      else if (STATUS_LINE.test(line)) rawStatus += 1;
      else if (CURL_START.test(line)) command += 1;
    }
    if (curlRequest > 0 || curlResponse > 0) return 0.95;
    if (rawRequest > 0 && rawStatus > 0) return 0.9;
    if (rawRequest > 0 || rawStatus > 0) return 0.7;
    // A curl command followed by the body it printed (no -v): JSON or an event stream.
    if (command > 0) return 0.75;
    return 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new HttpReader(sink);
  },
};

class HttpReader implements CaptureReader {
  private readonly frames: ShiftedFrames;
  private bodyMarks: BodyMarks = 'undecided';
  private mode: 'idle' | 'headers' | 'body' = 'idle';
  private message: HttpMessage | undefined;
  /** The last request line seen, for the responses that follow it. */
  private lastRequest: { method?: string; url?: string; exchange?: number; headers?: Record<string, string> } = {};
  /** Exchanges begun so far: each request (a request line or a curl command) begins one. */
  private exchanges = 0;
  /** The exchange of the pending curl command. */
  private commandExchange: number | undefined;
  private commandLines: LineRecord[] | undefined;
  private pendingCommand: CurlCommand | undefined;
  // body state
  private bodyKind: BodyKind = 'undecided';
  private sse: SseParser | undefined;
  private json: JsonScanner | undefined;
  private valueStart: Position | undefined;
  private badBody: { start: Position; parts: string[]; chars: number; endLine: number } | undefined;

  /** Lines outside any body the reader takes messages from: messages there must not pass unseen. */
  private readonly setAside: SetAsideMessages;

  constructor(private readonly sink: ReaderSink) {
    this.frames = new ShiftedFrames(sink);
    this.setAside = new SetAsideMessages(sink);
  }

  push(original: LineRecord): void {
    const time = TRACE_TIME.exec(original.text);
    const line = time ? this.cut(original, time[0].length) : original;
    const text = line.text;
    if (this.commandLines) {
      // A quote left open by a pasted command must not swallow the transcript that follows it.
      const runaway = this.commandQuote !== '' && (CURL_START.test(text) || /^[<>] /.test(text) || STATUS_LINE.test(text));
      if (!runaway) {
        this.commandLine(line);
        return;
      }
      this.finishCommand();
    }
    if (CURL_START.test(text)) {
      this.endMessage();
      this.flushCommand();
      this.commandLines = [];
      this.commandQuote = '';
      this.commandLine(line);
      return;
    }
    if (text === '>' || text.startsWith('> ')) {
      if (this.inMarkedBody('request', text, REQUEST_LINE)) {
        this.bodyLine(this.cut(line, Math.min(2, text.length)));
        return;
      }
      if (!this.curlRequestLine(text.slice(2)) && !this.markedMessage(line)) this.setAside.note(line);
      return;
    }
    if (text === '<' || text.startsWith('< ')) {
      if (this.inMarkedBody('response', text, STATUS_LINE)) {
        this.bodyLine(this.cut(line, Math.min(2, text.length)));
        return;
      }
      if (!this.curlResponseLine(text.slice(2)) && !this.markedMessage(line)) this.setAside.note(line);
      return;
    }
    if (HEADING.test(text)) {
      // `== Step 2 ==`: the exchange before it is over.
      this.endMessage();
      this.setAside.note(line);
      return;
    }
    if (text === '*' || text.startsWith('* ') || CURL_PROGRESS.test(text) || text.startsWith('```')) {
      // curl's notes and progress lines; Markdown fences around pasted blocks (```http, ```json)
      this.setAside.note(line);
      return;
    }
    const request = REQUEST_LINE.exec(text);
    if (request) {
      this.startMessage({ side: 'request', curl: false, method: request[1], url: request[2], headers: {} });
      return;
    }
    const status = STATUS_LINE.exec(text);
    if (status) {
      this.startMessage({ side: 'response', curl: false, status: Number(status[1]), headers: {} });
      return;
    }
    if (this.mode === 'headers' && this.message && !this.message.curl) {
      if (text.trim() === '') {
        this.startBody();
        return;
      }
      if (this.addHeader(text)) return;
      this.startBody();
    }
    if (this.mode === 'headers' && this.message?.curl && this.message.side === 'response' && text.trim() !== '') {
      // curl prints the body after the `< ` block's blank line; without it, the body starts here.
      this.startBody();
    }
    if (this.mode === 'body' && this.message?.curl && text.trim() !== '') {
      if (this.bodyMarks === 'marked') {
        // Unmarked text after a body on marked lines: the message is over.
        this.endMessage();
        this.setAside.note(line);
        return;
      }
      if (this.bodyMarks === 'undecided') {
        this.bodyMarks = 'unmarked';
        const trimmed = text.trimStart();
        if (this.message.side === 'request' && !(trimmed.startsWith('{') || trimmed.startsWith('['))) {
          // What follows a `>` head that is not JSON is not the request's body (a note, a prompt).
          this.endMessage();
          this.setAside.note(line);
          return;
        }
      }
    }
    if (this.mode === 'body') this.bodyLine(line);
    // idle (text outside any HTTP message: notes, prompts) and ignored bodies are set aside
    else this.setAside.note(line);
  }

  end(): void {
    if (this.commandLines) this.finishCommand();
    this.endMessage();
    this.flushCommand();
    this.flushSetAside();
  }

  /**
   * The line as the reader reads it without its first `width` characters (a mark, a time): the
   * same line number, the offset moved past them, and the columns of frames on it moved back.
   */
  private cut(line: LineRecord, width: number): LineRecord {
    if (width === 0) return line;
    const prefix = line.text.slice(0, width);
    this.frames.shifts.set(line.line, (this.frames.shifts.get(line.line) ?? 0) + width);
    return { text: line.text.slice(width), line: line.line, offset: line.offset + Buffer.byteLength(prefix, 'utf8') };
  }

  /**
   * Whether a `> ` / `< ` line (`text`) is a line of the body of the curl message being read: the
   * body follows its head's blank `>` / `<` line on lines with the same mark. A new request or
   * status line (`start`) begins the next message instead.
   */
  private inMarkedBody(side: 'request' | 'response', text: string, start: RegExp): boolean {
    const message = this.message;
    if (this.mode !== 'body' || !message?.curl || message.side !== side || this.bodyMarks === 'unmarked') return false;
    if (start.test(text.slice(2))) return false;
    if (this.bodyMarks === 'undecided') {
      if (text.slice(1).trim() === '') return true; // blank lines before the body decide nothing
      this.bodyMarks = 'marked';
    }
    return true;
  }

  private flushSetAside(): void {
    this.setAside.flush({ kind: 'outside-http-bodies' });
  }

  // --- curl command -----------------------------------------------------------------------

  /** The quote left open at the end of the command lines so far (a -d argument spanning lines). */
  private commandQuote = '';

  private commandLine(line: LineRecord): void {
    this.commandLines?.push(line);
    const text = line.text;
    let quote = this.commandQuote;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quote === "'") {
        if (c === "'") quote = '';
      } else if (quote === '"') {
        if (c === '\\') i += 1;
        else if (c === '"') quote = '';
      } else if (c === '\\') i += 1;
      else if (c === "'" || c === '"') quote = c;
    }
    this.commandQuote = quote;
    if (quote === '' && !/\\\s*$/.test(text)) this.finishCommand();
  }

  private finishCommand(): void {
    const lines = this.commandLines ?? [];
    this.commandLines = undefined;
    const command = parseCurlCommand(lines);
    this.pendingCommand = command;
    const exchange = ++this.exchanges;
    this.commandExchange = exchange;
    this.lastRequest = { method: command.method, url: command.url, exchange, headers: command.headers };
    // Without -v, curl prints the response body right after the command.
    this.message = { side: 'response', curl: true, headers: {}, requestHeaders: command.headers, exchange };
    this.mode = 'body';
    this.resetBody();
  }

  /** Emits the request frame the pending curl command holds, with the headers known by now. */
  private flushCommand(echo?: HttpMessage): void {
    const command = this.pendingCommand;
    if (!command) return;
    this.pendingCommand = undefined;
    if (!command.data) return;
    const { text, start, end } = command.data;
    const transport: Transport = { kind: 'http', headers: echo?.headers ?? command.headers };
    const method = echo?.method ?? command.method;
    const url = echo?.url ?? command.url;
    if (method) transport.httpMethod = method;
    if (url) transport.url = url;
    const exchange = echo?.exchange ?? this.commandExchange;
    if (exchange !== undefined) transport.exchange = exchange;
    this.emit(text, start, end, 'client', transport);
  }

  // --- curl -v ----------------------------------------------------------------------------

  /**
   * A `> {...}` / `< {...}` line holding one whole message: curl -v never prints bodies so, but
   * hand-written traces do; it is the body of the request or response being read.
   */
  private markedMessage(line: LineRecord): boolean {
    const message = this.message;
    const content = line.text.slice(2).trim();
    if (!message || message.side !== (line.text.startsWith('>') ? 'request' : 'response')) return false;
    if (!(content.startsWith('{') || content.startsWith('[')) || !isJsonText(content)) return false;
    const column0 = line.text.indexOf(content[0], 2);
    const start = positionIn(line, column0);
    const end = positionIn(line, column0 + content.length);
    if (message.side === 'request') this.flushCommand(message);
    this.emit(content, start, end, this.senderOf(message), this.transportOf(message));
    return true;
  }

  /** A `> ` line; false when it is not part of a request's head (set aside). */
  private curlRequestLine(content: string): boolean {
    const request = REQUEST_LINE.exec(content);
    if (request) {
      this.startMessage({ side: 'request', curl: true, method: request[1], url: request[2], headers: {} });
      return true;
    }
    if (!this.message || this.message.side !== 'request' || this.mode !== 'headers') return false;
    if (content.trim() === '') {
      if (this.pendingCommand?.data) {
        // curl -v never echoes the request body: the command's -d argument stands for it.
        this.flushCommand(this.message);
        this.mode = 'idle';
        return true;
      }
      // Without one, a logged body may follow: on `> ` lines, or unmarked (a proxy, a script's log).
      this.flushCommand(this.message);
      this.startBody();
      return true;
    }
    return this.addHeader(content);
  }

  /** A `< ` line; false when it is not part of a response's head (set aside). */
  private curlResponseLine(content: string): boolean {
    const status = STATUS_LINE.exec(content);
    if (status) {
      this.startMessage({ side: 'response', curl: true, status: Number(status[1]), headers: {} });
      return true;
    }
    if (!this.message || this.message.side !== 'response' || this.mode !== 'headers') return false;
    if (content.trim() === '') {
      this.startBody();
      return true;
    }
    return this.addHeader(content);
  }

  // --- messages ---------------------------------------------------------------------------

  private startMessage(message: HttpMessage): void {
    this.endMessage();
    if (message.side === 'request') {
      // curl -v echoes the command's request next: its `>` block brings the real headers.
      if (!message.curl) this.flushCommand();
      // curl -v echoing the pending command's request continues that command's exchange.
      message.exchange = message.curl && this.pendingCommand ? this.commandExchange : ++this.exchanges;
      this.lastRequest = { method: message.method, url: message.url, exchange: message.exchange, headers: message.headers };
    } else {
      this.flushCommand();
      message.method = this.lastRequest.method;
      message.url = this.lastRequest.url;
      message.exchange = this.lastRequest.exchange;
      message.requestHeaders = this.lastRequest.headers;
    }
    this.message = message;
    this.mode = 'headers';
  }

  private addHeader(text: string): boolean {
    const colon = text.indexOf(':');
    if (colon <= 0 || !this.message) return false;
    const name = text.slice(0, colon).trim().toLowerCase();
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name)) return false;
    const value = text.slice(colon + 1).trim();
    const headers = this.message.headers;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    return true;
  }

  private startBody(): void {
    this.mode = 'body';
    this.resetBody();
    const type = this.message?.headers['content-type']?.toLowerCase();
    if (type === undefined) return;
    if (type.includes('text/event-stream')) this.beginSse();
    else if (type.includes('json')) this.beginJson();
    else this.bodyKind = 'ignored';
  }

  private valuesInBody = 0;

  private resetBody(): void {
    this.bodyMarks = 'undecided';
    this.valuesInBody = 0;
    this.pendingText = [];
    this.pendingChars = 0;
    this.bodyKind = 'undecided';
    this.sse = undefined;
    this.json = undefined;
    this.valueStart = undefined;
    this.badBody = undefined;
  }

  private endMessage(): void {
    if (this.mode === 'body') {
      this.sse?.end();
      if (this.json && !this.badBody && this.json.open && this.valueStart) {
        // The body ends inside a value: a truncated message, shown as the frame that does not parse.
        this.badBody = { start: this.valueStart, parts: [], chars: 0, endLine: Math.max(this.pendingEndLine, this.valueStart.line) };
        for (const part of this.pendingText) this.addBad(part);
      }
      this.flushBadBody();
    }
    this.resetBody();
    this.mode = 'idle';
    this.message = undefined;
    this.frames.shifts.clear();
  }

  // --- bodies -----------------------------------------------------------------------------

  private bodyLine(line: LineRecord): void {
    if (this.bodyKind === 'ignored') {
      this.setAside.note(line);
      return;
    }
    if (this.bodyKind === 'undecided') {
      const trimmed = line.text.trimStart();
      if (trimmed === '' || (this.chunked() && CHUNK_SIZE.test(line.text))) return;
      if (SSE_FIELD.test(line.text) || line.text.startsWith(':')) this.beginSse();
      else if (trimmed.startsWith('{') || trimmed.startsWith('[')) this.beginJson();
      else {
        // Neither JSON nor an event stream, and no content type says it should be: not MCP.
        this.bodyKind = 'ignored';
        this.setAside.note(line);
        return;
      }
    }
    if (this.sse) {
      this.sse.push(line);
      return;
    }
    if (!this.json) return;
    if (this.badBody) {
      this.keepBad(line, 0);
      return;
    }
    const json = this.json;
    // A trace of the wire (tcpflow, a proxy dump) keeps chunked framing: a hex size before each chunk.
    if (json.idle && this.chunked() && CHUNK_SIZE.test(line.text)) return;
    let from = 0;
    // Scan the line; after each complete value, go on with what follows it on the same line.
    for (;;) {
      const stop = json.push(line, from);
      if (json.hasFailed) {
        if (this.valueStart === undefined && this.valuesInBody > 0) {
          // Text after a complete body ("Response:", a note): the body has ended; set it aside.
          this.bodyKind = 'ignored';
          this.setAside.note(line, from);
          return;
        }
        const start = this.valueStart ?? firstTextAt(line, from);
        const startsHere = start.line === line.line;
        this.badBody = { start, parts: [], chars: 0, endLine: line.line };
        for (const part of startsHere ? [] : this.pendingText) this.addBad(part);
        this.keepBad(line, startsHere ? start.column - 1 : 0);
        this.pendingText = [];
        return;
      }
      if (stop >= line.text.length) break;
      from = stop;
    }
    // Keep the open value's lines, so that one that turns out truncated can be shown whole.
    if (json.idle) {
      this.pendingText = [];
      this.pendingChars = 0;
    } else if (this.valueStart) {
      this.pendingEndLine = line.line;
      // Only enough to show the value in a finding is kept; the scanner itself keeps the whole value.
      if (this.pendingChars < MAX_BAD_BODY_CHARS) {
        const from = this.valueStart.line === line.line ? this.valueStart.column - 1 : 0;
        const part = line.text.slice(from) + '\n';
        this.pendingText.push(part);
        this.pendingChars += part.length;
      }
    }
  }

  private pendingChars = 0;
  private pendingEndLine = 0;

  /** Lines of the value being scanned (from its first character on). */
  private pendingText: string[] = [];

  private chunked(): boolean {
    return this.message?.headers['transfer-encoding']?.toLowerCase().includes('chunked') === true;
  }

  private beginSse(): void {
    this.bodyKind = 'sse';
    const message = this.message;
    this.sse = new SseParser({
      issue: (issue) => this.sink.issue(issue),
      event: (event) => {
        if (!message) return;
        this.flushCommand();
        const transport = this.transportOf(message);
        if (event.event === 'endpoint') {
          this.endpoint = event.data;
          return;
        }
        if (this.endpoint !== undefined) transport.endpoint = this.endpoint;
        emitSseEvent(this.frames, event, this.senderOf(message), 'http', transport);
      },
    });
  }

  private endpoint: string | undefined;

  private beginJson(): void {
    this.bodyKind = 'json';
    const message = this.message;
    this.pendingText = [];
    this.json = new JsonScanner({
      valueStart: (path, at) => {
        if (path.length !== 0) return false;
        this.valueStart = at;
        return true;
      },
      captured: (_path, raw, start, end) => {
        this.valueStart = undefined;
        this.valuesInBody += 1;
        this.pendingText = [];
        if (!message) return;
        this.flushCommand();
        this.emit(raw, start, end, this.senderOf(message), this.transportOf(message));
      },
      error: () => {
        // handled in bodyLine / endMessage: the text becomes a frame that does not parse
      },
    });
  }

  private keepBad(line: LineRecord, from: number): void {
    if (!this.badBody) return;
    this.addBad(line.text.slice(from) + '\n');
    if (line.text.trim() !== '') this.badBody.endLine = line.line;
  }

  private addBad(part: string): void {
    const bad = this.badBody;
    if (!bad || bad.chars >= MAX_BAD_BODY_CHARS) return;
    bad.parts.push(part);
    bad.chars += part.length;
  }

  private flushBadBody(): void {
    const bad = this.badBody;
    this.badBody = undefined;
    if (!bad || !this.message) return;
    const raw = bad.parts.join('').replace(/\s+$/, '');
    if (raw === '') return;
    this.flushCommand();
    const lines = raw.split('\n');
    let end: Position;
    if (bad.chars < MAX_BAD_BODY_CHARS) {
      const endColumn = lines.length === 1 ? bad.start.column + raw.length : lines[lines.length - 1].length + 1;
      end = { line: bad.start.line + lines.length - 1, column: endColumn, offset: bad.start.offset + Buffer.byteLength(raw, 'utf8') };
    } else {
      // the text shown was cut: the span still ends where the body's text does
      end = { line: bad.endLine, column: 1, offset: bad.start.offset + Buffer.byteLength(raw, 'utf8') };
    }
    this.emit(raw, bad.start, end, this.senderOf(this.message), this.transportOf(this.message));
  }

  // --- frames -----------------------------------------------------------------------------

  private senderOf(message: HttpMessage): Sender {
    return message.side === 'request' ? 'client' : 'server';
  }

  private transportOf(message: HttpMessage): Transport {
    const transport: Transport = { kind: 'http', headers: message.headers };
    if (message.method) transport.httpMethod = message.method;
    if (message.url) transport.url = message.url;
    if (message.status !== undefined) transport.status = message.status;
    if (message.exchange !== undefined) transport.exchange = message.exchange;
    if (message.side === 'response' && message.requestHeaders) transport.requestHeaders = message.requestHeaders;
    return transport;
  }

  private emit(raw: string, start: Position, end: Position, sender: Sender, transport: Transport): void {
    const span = spanBetween(start, end);
    span.length = Math.max(0, span.length);
    this.frames.emit(raw, span, { sender, senderSource: 'http', transport });
  }
}

function firstTextAt(line: LineRecord, from: number): Position {
  let i = from;
  while (i < line.text.length && /\s/.test(line.text[i])) i += 1;
  return positionIn(line, i);
}
