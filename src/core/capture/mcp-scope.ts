import type { Sender, Transport } from './frame.js';
import { EnvelopeReader, envelopeShare, isRecord, memberSpan, stringField, type EnvelopeLine } from './envelope-line.js';
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
 */
class McpScopeReader extends EnvelopeReader {
  private connects = 0;

  constructor(
    sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    super(sink);
  }

  private get session(): string | undefined {
    return this.connects > 1 ? `connect #${this.connects}` : undefined;
  }

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (isScopeFrame(value)) {
      const sender = SENDERS[value.dir as string];
      const meta = isRecord(value.meta) ? value.meta : {};
      this.memberFrame(envelope, 'frame', { sender, senderSource: 'recorder', transport: scopeTransport(value.transport, sender, meta), session: this.session, timestamp: stringField(value, 'ts') });
      return;
    }
    if (!isScopeEvent(value)) {
      this.foreignLine(envelope);
      return;
    }
    if (value.event === 'connect') {
      this.connects += 1;
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
      this.frames.emit(raw, at, { sender, senderSource: 'recorder', transport: scopeTransport('http', sender, meta), session: this.session, timestamp: stringField(value, 'ts') });
      return;
    }
    const stream = sender === 'server' ? 'stdout' : 'stdin';
    this.sink.issue({ ...strayOutput.issue({ line: at.line, column: at.column, text: raw }, { kind: 'on-stream', stream, mixed: this.options.mixedOutput }), session: this.session });
  }
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
