import type { Sender, StreamClose, Transport } from './frame.js';
import { EnvelopeReader, envelopeShare, isRecord, memberSpan, stringField, type EnvelopeLine } from './envelope-line.js';
import type { CaptureFormat, CaptureReader, ReaderOptions, ReaderSink, SniffInput } from './reader.js';
import { strayOutput } from '../rules/capture/stray-output.js';

const DIRECTIONS: Record<string, Sender> = { 'client-to-server': 'client', 'server-to-client': 'server' };
const KINDS = new Set(['message', 'http', 'lifecycle']);

/** Whether a parsed line is a trace event: an integer `seq`, the direction in words, one of the three kinds. */
function isTraceEvent(value: Record<string, unknown>): boolean {
  return Number.isInteger(value.seq) && typeof value.direction === 'string' && value.direction in DIRECTIONS && typeof value.kind === 'string' && KINDS.has(value.kind);
}

/**
 * tomtom215/mcp-conformance traces, the input of mcp-trace-validator: one event per line,
 * `{"seq","direction":"client-to-server"|"server-to-client","transport":"stdio"|"streamable-http",
 * "kind":"message"|"http"|"lifecycle",...}` (key order varies between writers). A `message` event's
 * `payload` is the message, stored parsed: the frame is that value at its place in the line. An
 * `http` event (request headers; response status and headers) applies to the message events of
 * its direction that follow it: a request's `http` event opens a new exchange. A `lifecycle`
 * `transport-close` over HTTP closes the latest exchange's connection: the next frame carries it
 * (`Transport.closedStreams`); the other lifecycle events are not kept. A string payload
 * is a non-JSON line carried as text: stray output on stdio, a body that does not parse over HTTP.
 * The file holds one session.
 */
class TraceValidatorReader extends EnvelopeReader {
  private exchange = 0;
  private readonly http: Partial<Record<Sender, Transport>> = {};
  /** The exchanges closed (`transport-close` events over HTTP) since the last frame, for the next one to carry. */
  private closes: StreamClose[] = [];

  constructor(
    sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    super(sink);
  }

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (!isTraceEvent(value)) {
      this.foreignLine(envelope);
      return;
    }
    const sender = DIRECTIONS[value.direction as string];
    const overHttp = value.transport === 'streamable-http';
    if (value.kind === 'http') {
      if (sender === 'client') this.exchange += 1;
      const transport: Transport = { kind: 'http', exchange: this.exchange };
      if (isRecord(value.headers)) {
        const headers: Record<string, string> = {};
        for (const [name, header] of Object.entries(value.headers)) if (typeof header === 'string') headers[name.toLowerCase()] = header;
        transport.headers = headers;
      }
      if (typeof value.status === 'number') transport.status = value.status;
      this.http[sender] = transport;
      return;
    }
    if (value.kind === 'lifecycle') {
      // transport-open and -abort say nothing a rule judges; a close over HTTP ends the latest exchange's connection.
      if (overHttp && value.event === 'transport-close') this.close(envelope.record.line);
      return;
    }
    if (value.kind !== 'message') return;
    let transport: Transport = overHttp ? (this.http[sender] ?? { kind: 'http' }) : { kind: 'stdio' };
    if (overHttp && this.closes.length > 0) {
      // A copy for this frame alone: the frames before and after it keep sharing their response's transport.
      transport = { ...transport, closedStreams: this.closes };
      this.closes = [];
    }
    const origin = { sender, senderSource: 'recorder' as const, transport, timestamp: stringField(value, 'ts') };
    if (typeof value.payload === 'string' && !overHttp) {
      const at = memberSpan(envelope, 'payload');
      const stream = sender === 'server' ? 'stdout' : 'stdin';
      this.sink.issue(strayOutput.issue({ line: at.line, column: at.column, text: value.payload }, { kind: 'on-stream', stream, mixed: this.options.mixedOutput }));
      return;
    }
    if (typeof value.payload === 'string') this.stringFrame(envelope, 'payload', origin);
    else this.memberFrame(envelope, 'payload', origin);
  }

  /**
   * A `transport-close` over HTTP: the connection of the latest exchange closed (the trace names no
   * exchange; its http events number them by the client's requests). The next frame carries it.
   */
  private close(line: number): void {
    // Closes of one exchange repeat nothing; a flood of them between two frames is not held.
    if (this.exchange > 0 && this.closes.at(-1)?.exchange !== this.exchange && this.closes.length < MAX_CLOSES_HELD) this.closes.push({ exchange: this.exchange, line });
  }
}

/** Closes carried to the next frame, at most: each names a different exchange, and one frame answers few. */
const MAX_CLOSES_HELD = 1000;

export const traceValidatorFormat: CaptureFormat = {
  name: 'trace-validator',
  description: 'tomtom215/mcp-conformance trace JSONL (mcp-trace-validator): seq, direction client-to-server/server-to-client, kind message/http/lifecycle, payload.',
  sniff(input: SniffInput) {
    const share = envelopeShare(input.lines, isTraceEvent);
    return share >= 0.5 ? 0.97 : share > 0 ? 0.6 : 0;
  },
  create(sink: ReaderSink, options: ReaderOptions): CaptureReader {
    return new TraceValidatorReader(sink, options);
  },
};
