import type { Frame, Sender, Transport } from './frame.js';
import { EnvelopeReader, envelopeShare, isRecord, memberSpan, stringField, type EnvelopeLine } from './envelope-line.js';
import { spanInLine } from './json-scan.js';
import type { CaptureFormat, CaptureReader, ReaderOptions, ReaderSink, SniffInput } from './reader.js';
import { strayOutput } from '../rules/capture/stray-output.js';

const SENDERS: Record<string, Sender> = { c2s: 'client', s2c: 'server' };

/** A frame line: `ts`, `dir` c2s/s2c and `frame` (not mcpsnoop's `raw`, no `seq` or `session_id`). */
function isScopeFrame(value: Record<string, unknown>): boolean {
  return typeof value.ts === 'string' && typeof value.dir === 'string' && value.dir in SENDERS && 'frame' in value && !('seq' in value) && !('session_id' in value);
}

/** An event line: `ts` and the event's name (`connect`, `disconnect`, `invalid_json`, ...). */
function isScopeEvent(value: Record<string, unknown>): boolean {
  return typeof value.ts === 'string' && typeof value.event === 'string' && !('seq' in value) && !('jsonrpc' in value);
}

/**
 * SSanju/mcp-scope captures: frame lines `{"ts","dir":"c2s"|"s2c","transport":"stdio"|"http"|"sse",
 * "frame":<message>,"meta":{...}}` and event lines `{"ts","event","meta"}`. The frame is the `frame`
 * value at its place in the line (kept verbatim). Each `connect` event starts a new session (a new
 * server process or proxy run). An `invalid_json` event is a line the proxy could not parse
 * (`meta.raw`, its first 256 bytes): on stdio that is stray output on the protocol stream, which
 * mcp-scope's own check ignores and this reader reports. HTTP frames carry `meta.http_status`,
 * `meta.session_id` (Mcp-Session-Id) and `meta.content_type`; SSE frames came in an event stream.
 *
 * HTTP sessions: a request's `meta.session_id` is the Mcp-Session-Id the client sent, and each id
 * is a session of its own (`session #n` by first appearance, within its connect). A response
 * carries it only when the server set the header (always on its answer to initialize): the
 * initialize request, sent before the id existed, is held until that answer (same JSON-RPC id)
 * says which session it opened. A response without the id goes to the session whose request
 * with its id is the oldest still open; a server message that answers nothing (a notification,
 * a server request on a stream) to the session of the client's latest request. A server that
 * assigns no ids keeps the whole connect one session.
 */
class McpScopeReader extends EnvelopeReader {
  private connects = 0;
  /** The session number of each Mcp-Session-Id seen since the latest connect. */
  private readonly sessionIds = new Map<string, number>();
  /** Open client requests by JSON-RPC id: the sessions that sent them, oldest first. */
  private readonly openRequests = new Map<string, string[]>();
  private openCount = 0;
  /** Initialize requests sent without a session id, waiting for the answer that assigns one. */
  private readonly heldInitializes: { frame: Frame; id: string }[] = [];
  /** The session of the client's latest HTTP request. */
  private latestClientSession: string | undefined;

  constructor(
    sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    super(sink);
  }

  /** The session of a connect (a new server process or proxy run), before any session id. */
  private get session(): string | undefined {
    return this.connects > 1 ? `connect #${this.connects}` : undefined;
  }

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (isScopeFrame(value)) {
      const sender = SENDERS[value.dir as string];
      const meta = isRecord(value.meta) ? value.meta : {};
      const member = envelope.member('frame');
      if (!member) return;
      const record = envelope.record;
      const transport = scopeTransport(value.transport, sender, meta);
      const frame = this.frames.parse(record.text.slice(member.from, member.to), spanInLine(record, member.from, member.to), { sender, senderSource: 'recorder', transport, session: this.session, timestamp: stringField(value, 'ts') });
      if (transport.kind === 'stdio') this.frames.send(frame);
      else this.routeHttp(frame, stringField(meta, 'session_id'));
      return;
    }
    if (!isScopeEvent(value)) {
      this.foreignLine(envelope);
      return;
    }
    if (value.event === 'connect') {
      this.releaseHeld();
      this.connects += 1;
      this.sessionIds.clear();
      this.openRequests.clear();
      this.openCount = 0;
      this.latestClientSession = undefined;
      return;
    }
    if (value.event !== 'invalid_json' || !isRecord(value.meta)) return;
    const meta = value.meta;
    const raw = stringField(meta, 'raw');
    if (raw === undefined) return;
    const sender = SENDERS[stringField(meta, 'dir') ?? 's2c'] ?? 'server';
    const at = memberSpan(envelope, 'meta');
    if (stringField(meta, 'http_status') !== undefined || stringField(meta, 'method') !== undefined) {
      // Over HTTP: a body that is not JSON, checked as the frame it was meant to be.
      const frame = this.frames.parse(raw, at, { sender, senderSource: 'recorder', transport: scopeTransport('http', sender, meta), session: this.session, timestamp: stringField(value, 'ts') });
      this.routeHttp(frame, stringField(meta, 'session_id'));
      return;
    }
    const stream = sender === 'server' ? 'stdout' : 'stdin';
    this.sink.issue({ ...strayOutput.issue({ line: at.line, column: at.column, text: raw }, { kind: 'on-stream', stream, mixed: this.options.mixedOutput }), session: this.session });
  }

  override end(): void {
    this.releaseHeld();
  }

  /** Sends an HTTP frame in the session its Mcp-Session-Id, or the request it answers, names. */
  private routeHttp(frame: Frame, sessionId: string | undefined): void {
    const message = isRecord(frame.value) ? frame.value : undefined;
    const id = message ? requestIdKey(message.id) : undefined;
    const isRequest = message !== undefined && typeof message.method === 'string';
    const named = sessionId === undefined ? undefined : this.sessionKey(sessionId);
    if (frame.sender === 'client') {
      if (named === undefined && isRequest && message.method === 'initialize' && id !== undefined) {
        this.heldInitializes.push({ frame, id });
        if (this.heldInitializes.length > MAX_HELD_INITIALIZES) this.release(this.heldInitializes.shift()!, this.session);
        return;
      }
      frame.session = named ?? this.session;
      this.latestClientSession = frame.session;
      if (isRequest && id !== undefined) this.opened(id, frame.session);
      this.frames.send(frame);
      return;
    }
    let session = named;
    if (!isRequest && id !== undefined) {
      const held = this.heldInitializes.findIndex((h) => h.id === id);
      if (held !== -1) {
        // The answer to a held initialize: its session id (none: a server without sessions) is that request's.
        session ??= this.session;
        this.release(this.heldInitializes.splice(held, 1)[0], session);
      } else {
        const asked = this.answered(id, session);
        session ??= asked;
      }
    }
    frame.session = session ?? this.latestClientSession ?? this.session;
    this.frames.send(frame);
  }

  private sessionKey(sessionId: string): string {
    let number = this.sessionIds.get(sessionId);
    if (number === undefined) {
      number = this.sessionIds.size + 1;
      this.sessionIds.set(sessionId, number);
    }
    // The id itself may be a credential: the key names it by number only.
    return [this.session, `session #${number}`].filter(Boolean).join(' ');
  }

  private release(held: { frame: Frame; id: string }, session: string | undefined): void {
    held.frame.session = session;
    this.latestClientSession = session;
    this.opened(held.id, session);
    this.frames.send(held.frame);
  }

  private releaseHeld(): void {
    for (const held of this.heldInitializes.splice(0)) this.release(held, this.session);
  }

  private opened(id: string, session: string | undefined): void {
    if (this.openCount >= MAX_OPEN_REQUESTS) return;
    const sessions = this.openRequests.get(id);
    if (sessions) sessions.push(session ?? '');
    else this.openRequests.set(id, [session ?? '']);
    this.openCount += 1;
  }

  /** Closes the oldest open request with `id` (in `session` when known); returns the session that sent it. */
  private answered(id: string, session: string | undefined): string | undefined {
    const sessions = this.openRequests.get(id);
    if (!sessions) return undefined;
    const at = session === undefined ? 0 : sessions.indexOf(session);
    if (at === -1) return undefined;
    const [asked] = sessions.splice(at, 1);
    this.openCount -= 1;
    if (sessions.length === 0) this.openRequests.delete(id);
    return asked === '' ? undefined : asked;
  }
}

/** Initialize requests held at once for the session ids their answers assign, at most. */
const MAX_HELD_INITIALIZES = 16;
/** Open requests remembered for routing their answers, at most (a client that never gets answers must not grow it without bound). */
const MAX_OPEN_REQUESTS = 10_000;

/** A JSON-RPC id as a map key (a string and a number that print alike are different ids). */
function requestIdKey(id: unknown): string | undefined {
  if (typeof id === 'string') return `s${id}`;
  if (typeof id === 'number') return `n${id}`;
  return undefined;
}

function scopeTransport(kind: unknown, sender: Sender, meta: Record<string, unknown>): Transport {
  if (kind !== 'http' && kind !== 'sse') return { kind: 'stdio' };
  const transport: Transport = { kind: 'http' };
  const method = stringField(meta, 'method');
  const path = stringField(meta, 'path');
  if (method !== undefined) transport.httpMethod = method;
  if (path !== undefined) transport.url = path;
  const status = Number(stringField(meta, 'http_status'));
  if (Number.isInteger(status) && status > 0) transport.status = status;
  if (kind === 'sse') transport.sseEvent = stringField(meta, 'sse_event') ?? 'message';
  if (sender === 'server') {
    // Only a response's headers are known in part (a request's MCP-Protocol-Version is not recorded).
    const headers: Record<string, string> = {};
    const session = stringField(meta, 'session_id');
    if (session !== undefined) headers['mcp-session-id'] = session;
    const type = stringField(meta, 'content_type') ?? (kind === 'sse' ? 'text/event-stream' : undefined);
    if (type !== undefined) headers['content-type'] = type;
    transport.headers = headers;
  }
  return transport;
}

export const mcpScopeFormat: CaptureFormat = {
  name: 'mcp-scope',
  description: 'SSanju/mcp-scope capture JSONL: frame lines (ts, dir c2s/s2c, transport, frame) and events (connect, disconnect, invalid_json).',
  sniff(input: SniffInput) {
    const frames = envelopeShare(input.lines, isScopeFrame);
    const all = envelopeShare(input.lines, (value) => isScopeFrame(value) || isScopeEvent(value));
    if (frames > 0 && all >= 0.5) return 0.97;
    return all >= 0.5 ? 0.7 : 0;
  },
  create(sink: ReaderSink, options: ReaderOptions): CaptureReader {
    return new McpScopeReader(sink, options);
  },
};
