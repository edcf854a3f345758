import type { Sender } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { spanInLine, valueEndInLine } from './json-scan.js';
import type { CaptureFormat, CaptureReader, LineRecord, ReaderSink, SniffInput } from './reader.js';
import { SetAsideMessages } from './set-aside.js';
import { clientParseFailure } from '../rules/capture/client-parse-failure.js';

/** VS Code's log service prefix: local wall-clock time with milliseconds, the level. */
const PREFIX = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) \[(trace|debug|info|warning|error)\] /;
/**
 * The message lines: `[editor -> server] {...}` / `[server -> editor] {...}` (since 2025), and
 * `[Client Says] {...}` / `[Server Says] {...}` (spring 2025 builds); in a log that gathers
 * several servers, the server's name in brackets may stand before them.
 */
const MESSAGE = /^(?:\[([^\]\n]+)\] )?\[(editor -> server|server -> editor|Client Says|Server Says)\] ?/;
const STARTING = /^Starting server (.+?)\s*$/;
/** What the editor writes when it could not parse a line of the server's stdout (wording varies by build). */
const PARSE_FAILURE = /Failed to parse|is not valid JSON|Unexpected token|Unexpected end of JSON input|JSON Parse error/i;

const SENDERS: Record<string, Sender> = { 'editor -> server': 'client', 'Client Says': 'client', 'server -> editor': 'server', 'Server Says': 'server' };

/**
 * VS Code's MCP output channel ("MCP: <server>", saved from the Output view): lines
 * `2026-10-05 09:49:21.377 [debug] [editor -> server] {...}` carry the frames (JSON.stringify of the
 * parsed message, logged at debug/trace level), placed where the JSON starts in the line; the other
 * lines are the editor's own (lifecycle, `[server stderr]`). Each `Starting server <name>` line
 * starts a new session `<name>#<n>` (a restart, or the next server in a file that holds several
 * channels one after another); a message line that names its server goes to that server's latest
 * session. A warning or error saying the editor could not parse the server's output is reported as
 * such. Lines without the prefix that hold messages were not read, and are reported.
 */
class VscodeOutputReader implements CaptureReader {
  private readonly frames: FrameEmitter;
  private readonly setAside: SetAsideMessages;
  /** Sessions started per server name, and the server the latest `Starting server` named. */
  private readonly starts = new Map<string, number>();
  private current: string | undefined;

  constructor(private readonly sink: ReaderSink) {
    this.frames = new FrameEmitter(sink);
    this.setAside = new SetAsideMessages(sink);
  }

  push(record: LineRecord): void {
    const text = record.text;
    const prefix = PREFIX.exec(text);
    if (!prefix) {
      if (/^\s*[[{]/.test(text)) this.setAside.note(record);
      return;
    }
    const rest = text.slice(prefix[0].length);
    const message = MESSAGE.exec(rest);
    if (message) {
      this.message(record, prefix[1], prefix[0].length + message[0].length, SENDERS[message[2]], message[1]);
      return;
    }
    const starting = STARTING.exec(rest);
    if (starting && !/^from /.test(starting[1])) {
      const name = starting[1];
      this.starts.set(name, (this.starts.get(name) ?? 0) + 1);
      this.current = name;
      return;
    }
    if ((prefix[2] === 'warning' || prefix[2] === 'error') && !rest.startsWith('[server stderr]') && PARSE_FAILURE.test(rest)) {
      const at = { line: record.line, column: prefix[0].length + 1, session: this.session(undefined) };
      this.sink.issue(clientParseFailure.issue(at, { server: this.current, began: undefined, text: rest }));
    }
  }

  end(): void {
    this.setAside.flush({ kind: 'without-log-prefix' });
  }

  /** The session of a message line: its named server's latest start, else the latest start. */
  private session(named: string | undefined): string | undefined {
    const name = named ?? this.current;
    if (name === undefined) return undefined;
    return `${name}#${Math.max(1, this.starts.get(name) ?? 0)}`;
  }

  private message(record: LineRecord, timestamp: string, jsonStart: number, sender: Sender, named: string | undefined): void {
    const text = record.text;
    let end = text.length;
    while (end > jsonStart && /\s/.test(text[end - 1])) end--;
    const valueEnd = valueEndInLine(text, jsonStart);
    if (valueEnd > 0 && valueEnd < end) end = valueEnd;
    const raw = text.slice(jsonStart, end);
    const span = spanInLine(record, jsonStart, end);
    this.frames.emit(raw, span, { sender, senderSource: 'log', transport: { kind: 'stdio' }, session: this.session(named), timestamp });
  }
}

export const vscodeOutputFormat: CaptureFormat = {
  name: 'vscode-output',
  description: "VS Code's MCP output channel: [editor -> server] / [server -> editor] (or [Client Says] / [Server Says]) lines after the log prefix.",
  sniff(input: SniffInput) {
    let prefixed = 0;
    let messages = 0;
    let lifecycle = 0;
    for (const line of input.lines) {
      const prefix = PREFIX.exec(line);
      if (!prefix) continue;
      prefixed += 1;
      const rest = line.slice(prefix[0].length);
      if (MESSAGE.test(rest)) messages += 1;
      else if (STARTING.test(rest) || rest.startsWith('Connection state: ')) lifecycle += 1;
    }
    if (messages > 0) return 0.97;
    return lifecycle > 0 && prefixed >= 2 ? 0.85 : 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new VscodeOutputReader(sink);
  },
};
