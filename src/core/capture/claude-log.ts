import type { Frame, Sender } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { spanInLine, valueEndInLine } from './json-scan.js';
import { isPlainObject } from '../message.js';
import { clientParseFailure } from '../rules/capture/client-parse-failure.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderSink, SniffInput } from './reader.js';
import { SetAsideMessages } from './set-aside.js';

/**
 * Claude Desktop logs: the per-server `mcp-server-<name>.log` files and the main `mcp.log`.
 *
 * A line of the client's own starts with a timestamp and one or two bracketed tags, the server
 * name and the level, in either order (`[name] [info]` in older builds, `[info] [name]` in the
 * main log of newer ones); newer builds append ` { metadata: ... }` after the text, and dump
 * objects over several lines (`%o`). `Message from client: {...}` / `Message from server: {...}`
 * lines carry the frames. Every other line (the client's own notes, the server's stderr that the
 * client copies into the log: stack traces, npm notices, `[38956] ...` lines) is output set aside.
 *
 * Sessions. Each "Initializing server..." line starts a new process of that server; its frames
 * get the session key `<server>#<n>`. When two processes of one server run at once (Claude
 * Desktop spawned every server twice at startup in early 2025), their lines interleave under the
 * same tag, so each frame is assigned by what it is:
 * - a client `initialize` request goes to the oldest open process that has not had one yet
 *   (each process is initialized once, in start order); when none is left, to the newest one
 *   (so a real second initialize on one process stays visible to the session rules);
 * - a response, or a `notifications/cancelled`, goes to the oldest process that has a request
 *   with that id pending from the other peer;
 * - the client's `notifications/initialized` goes to the oldest process whose initialize was
 *   answered and that has not been told yet;
 * - anything else goes to the newest open process that has been initialized, else the newest
 *   open one.
 * A "Server transport closed" line closes the oldest open process (which of two twins died first
 * cannot be told from the log; closing only steers later initialize requests to the live one).
 * A log that starts mid-session, without an "Initializing server..." line, opens process 1 itself.
 */

const PREFIX =
  /^(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?) \[([^\]\n]*)\](?: \[([^\]\n]*)\])?(?: |$)/;
const LEVEL = /^(?:info|warn|warning|error|debug|trace|verbose|fatal|log|notice)$/i;
const MESSAGE = /^Message from (client|server): ?/;
/**
 * What newer builds append after the text: ` { metadata: ... }` (or a lone ` {` opening a dump
 * over the next lines), or ` {"context":...}`. As a regex, /\s+\{\s*(?:metadata:.*)?$|\s+\{"context":.*$/,
 * which backtracks over every run of blanks and every `{` in the line (quadratic on a long line);
 * `stripMetadataSuffix` finds the same match in one pass.
 */
export function stripMetadataSuffix(text: string): string {
  const n = text.length;
  let lastTerminator = -1;
  for (let i = n - 1; i >= 0; i--) {
    if (isLineTerminator(text.charCodeAt(i))) {
      lastTerminator = i;
      break;
    }
  }
  // The leftmost match starts at the run of blanks before the first `{` that a suffix follows.
  for (let brace = text.indexOf('{'); brace !== -1; brace = text.indexOf('{', brace + 1)) {
    if (brace === 0 || !isJsWhitespace(text.charCodeAt(brace - 1))) continue;
    let k = brace + 1;
    while (k < n && isJsWhitespace(text.charCodeAt(k))) k++;
    // `.*$`: no line terminator from there to the end.
    const metadata = k === n || (text.startsWith('metadata:', k) && lastTerminator < k + 9);
    const context = text.startsWith('"context":', brace + 1) && lastTerminator < brace + 11;
    if (!metadata && !context) {
      brace = k - 1; // the blanks after this `{` hold no other `{`
      continue;
    }
    let start = brace - 1;
    while (start > 0 && isJsWhitespace(text.charCodeAt(start - 1))) start--;
    return text.slice(0, start);
  }
  return text;
}

/** `\s` of JavaScript regexes. */
function isJsWhitespace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** What `.` of JavaScript regexes does not match. */
function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/**
 * The JSON string literal just before ` is not valid JSON` (or `... is not valid JSON`) in the
 * client's report, as /("(?:[^"\\]|\\.)*")(?:\.\.\.)? is not valid JSON/ finds it, in one pass: the
 * regex rescans to the end of the line from every quote (quadratic on a line of escaped quotes).
 */
export function quotedBeforeNotValidJson(text: string): string | undefined {
  const n = text.length;
  for (let quote = text.indexOf('"'); quote !== -1; ) {
    let i = quote + 1;
    let close = -1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        close = i;
        break;
      }
      if (c === 0x5c) {
        if (i + 1 >= n || isLineTerminator(text.charCodeAt(i + 1))) break;
        i += 2;
      } else i += 1;
    }
    if (close === -1) {
      // Every quote up to here is escaped in this scan and ends the same way from there on.
      quote = i >= n ? -1 : text.indexOf('"', i + 1);
      continue;
    }
    if (text.startsWith('... is not valid JSON', close + 1) || text.startsWith(' is not valid JSON', close + 1)) return text.slice(quote, close + 1);
    // The quotes inside this string reach the same closing quote: the next start is that quote.
    quote = close;
  }
  return undefined;
}
/** The client's own report that it could not parse what the server wrote on stdout. */
const PARSE_FAILURE =
  /is not valid JSON|Unexpected token|Unexpected non-whitespace character after JSON|Unexpected end of JSON input|Failed to parse (?:message|JSON)|JSON Parse error|Unterminated string in JSON|Bad control character in string literal/i;

interface LogLine {
  timestamp: string;
  server: string | undefined;
  level: string | undefined;
  /** The text after the tags. */
  text: string;
  /** Index in the line where `text` starts. */
  textStart: number;
}

export function parseLogPrefix(line: string): LogLine | undefined {
  const match = PREFIX.exec(line);
  if (!match) return undefined;
  const [whole, timestamp, first, second] = match;
  let server: string | undefined;
  let level: string | undefined;
  if (second === undefined) {
    if (LEVEL.test(first)) level = first;
    else server = first;
  } else if (LEVEL.test(first) && !LEVEL.test(second)) {
    level = first;
    server = second;
  } else {
    server = first;
    level = second;
  }
  return { timestamp, server, level, text: line.slice(whole.length), textStart: whole.length };
}

export const claudeLogFormat: CaptureFormat = {
  name: 'claude-log',
  description: 'Claude Desktop mcp*.log files (Message from client/server lines).',
  sniff(input: SniffInput) {
    let prefixed = 0;
    let messages = 0;
    let nonBlank = 0;
    for (const line of input.lines) {
      if (line.trim() === '') continue;
      nonBlank += 1;
      const parsed = parseLogPrefix(line);
      if (!parsed) continue;
      prefixed += 1;
      if (MESSAGE.test(parsed.text)) messages += 1;
    }
    if (messages > 0) return 0.95;
    const named = /(^|[\\/])mcp[^\\/]*\.log$/i.test(input.fileName);
    if (prefixed >= 2 && (prefixed / nonBlank >= 0.3 || named)) return 0.8;
    if (prefixed >= 1 && named) return 0.6;
    return 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new ClaudeLogReader(sink);
  },
};

interface Process {
  key: string;
  closed: boolean;
  initializeSent: boolean;
  initializeId?: string;
  initializeAnswered: boolean;
  initializedNotified: boolean;
  /**
   * `client:<id>` / `server:<id>` of requests not yet answered. The reader keeps these itself,
   * rather than asking the session tracker, because they decide which session a frame belongs to:
   * the engine gives each session its own tracker only once the frame carries its session key, so
   * a tracker cannot be asked before the frame is routed. They are routing hints only (no pairing
   * facts, no findings), and the engine's tracker pairs the same frames again on its own.
   */
  pending: Set<string>;
}

class ClaudeLogReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private readonly servers = new Map<string, Process[]>();

  /** Lines without a log prefix that are whole messages: not read, so they must not pass unseen. */
  private readonly setAside: SetAsideMessages;

  constructor(private readonly sink: ReaderSink) {
    this.frames = new FrameEmitter(sink);
    this.setAside = new SetAsideMessages(sink);
  }

  push(record: LineRecord): void {
    const parsed = parseLogPrefix(record.text);
    if (!parsed) {
      // stderr copied into the log, or a continuation of a multi-line dump; a line that opens
      // with a message is neither (a dump's lines open with its keys), but traffic pasted in.
      const opening = /^\s*(?:(?:-->|<--|>|<)\s*)?[[{]/.exec(record.text);
      if (opening) this.setAside.note(record);
      return;
    }
    const server = parsed.server ?? '';
    const message = MESSAGE.exec(parsed.text);
    if (message) {
      this.message(record, parsed, server, message[1] as Sender, parsed.textStart + message[0].length);
      return;
    }
    const text = stripMetadataSuffix(parsed.text);
    if (/^Initializing server\.\.\./.test(text)) {
      this.start(server);
      return;
    }
    if (/^Server transport closed(?! unexpectedly)/.test(text)) {
      const open = this.processes(server).find((p) => !p.closed);
      if (open) open.closed = true;
      return;
    }
    if (PARSE_FAILURE.test(text)) this.parseFailure(record, parsed, server, text);
  }

  end(): void {
    this.setAside.flush({ kind: 'without-log-prefix' });
  }

  private processes(server: string): Process[] {
    let list = this.servers.get(server);
    if (!list) {
      list = [];
      this.servers.set(server, list);
    }
    return list;
  }

  private start(server: string): Process {
    const list = this.processes(server);
    const process: Process = {
      // the main mcp.log of some builds tags a line with the level only
      key: `${server === '' ? 'unnamed' : server}#${list.length + 1}`,
      closed: false,
      initializeSent: false,
      initializeAnswered: false,
      initializedNotified: false,
      pending: new Set(),
    };
    list.push(process);
    return process;
  }

  private fallback(server: string): Process {
    const list = this.processes(server);
    const open = list.filter((p) => !p.closed);
    return open.filter((p) => p.initializeSent).at(-1) ?? open.at(-1) ?? list.at(-1) ?? this.start(server);
  }

  private route(server: string, sender: Sender, value: unknown): Process {
    const list = this.processes(server);
    if (!isPlainObject(value)) return this.fallback(server);
    const method = typeof value.method === 'string' ? value.method : undefined;
    const id = idKey(value.id);
    const other = sender === 'client' ? 'server' : 'client';
    if (method === 'initialize' && sender === 'client') {
      return list.find((p) => !p.closed && !p.initializeSent) ?? list.at(-1) ?? this.start(server);
    }
    if (method === undefined && id !== undefined) {
      return list.find((p) => p.pending.has(`${other}:${id}`)) ?? this.fallback(server);
    }
    if (method === 'notifications/cancelled' && isPlainObject(value.params)) {
      const target = idKey(value.params.requestId);
      const found = target === undefined ? undefined : list.find((p) => p.pending.has(`${other}:${target}`));
      if (found) return found;
    }
    if (method === 'notifications/initialized' && sender === 'client') {
      const found = list.find((p) => p.initializeAnswered && !p.initializedNotified);
      if (found) return found;
    }
    return this.fallback(server);
  }

  private message(record: LineRecord, parsed: LogLine, server: string, sender: Sender, jsonStart: number): void {
    const text = record.text;
    const build = (end: number): Frame => {
      const raw = text.slice(jsonStart, end);
      const span = spanInLine(record, jsonStart, end);
      return this.frames.parse(raw, span, { sender, senderSource: 'log', transport: { kind: 'stdio' }, timestamp: parsed.timestamp });
    };
    // Fast path: the message is the rest of the line, less the metadata suffix newer builds add.
    const end = jsonStart + stripMetadataSuffix(text.slice(jsonStart)).trimEnd().length;
    let frame = build(end);
    if (frame.parseError !== undefined) {
      // Slow path: find where the JSON value really ends (a suffix of another shape follows it).
      const valueEnd = valueEndInLine(text, jsonStart);
      if (valueEnd > 0 && valueEnd !== end) frame = build(valueEnd);
    }
    const process = this.route(server, sender, frame.value);
    this.observe(process, sender, frame.value);
    frame.session = process.key;
    this.frames.send(frame);
  }

  /** Keeps what routing needs: pending ids and the handshake's progress. */
  private observe(process: Process, sender: Sender, value: unknown): void {
    if (!isPlainObject(value)) return;
    const method = typeof value.method === 'string' ? value.method : undefined;
    const id = idKey(value.id);
    const other = sender === 'client' ? 'server' : 'client';
    if (method !== undefined) {
      if (id !== undefined) process.pending.add(`${sender}:${id}`);
      if (method === 'initialize' && sender === 'client') {
        process.initializeSent = true;
        process.initializeId = id;
      }
      if (method === 'notifications/initialized' && sender === 'client') process.initializedNotified = true;
      if (method === 'notifications/cancelled' && isPlainObject(value.params)) {
        const target = idKey(value.params.requestId);
        if (target !== undefined) process.pending.delete(`${other}:${target}`);
      }
      return;
    }
    if (id !== undefined && process.pending.delete(`${other}:${id}`) && sender === 'server' && id === process.initializeId) {
      process.initializeAnswered = true;
    }
  }

  private parseFailure(record: LineRecord, parsed: LogLine, server: string, text: string): void {
    const named = server !== '' ? server : /server (\S+?):/.exec(text)?.[1];
    const process = named !== undefined && this.servers.has(named) ? this.fallback(named) : undefined;
    const at = { line: record.line, column: parsed.textStart + 1, session: process?.key };
    this.sink.issue(clientParseFailure.issue(at, { server: named, began: quotedBeforeNotValidJson(text), text }));
  }
}

function idKey(id: unknown): string | undefined {
  if (typeof id === 'string') return `s${id}`;
  if (typeof id === 'number') return `n${id}`;
  return undefined;
}
