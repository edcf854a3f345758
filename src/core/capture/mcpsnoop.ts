import type { Sender, Transport } from './frame.js';
import { EnvelopeReader, envelopeShare, isRecord, memberSpan, stringField, type EnvelopeLine } from './envelope-line.js';
import type { CaptureFormat, CaptureReader, ReaderOptions, ReaderSink, SniffInput } from './reader.js';
import { recordingBlindSpot } from '../rules/capture/recording-blind-spot.js';
import { strayOutput } from '../rules/capture/stray-output.js';

const DIRECTIONS = new Set(['c2s', 's2c', 'stderr', 'meta']);

/** Whether a parsed line is an mcpsnoop envelope: `session_id`, an integer `seq`, its direction words, `raw`/`text` rather than mcp-scope's `frame`. */
function isMcpsnoopEnvelope(value: Record<string, unknown>): boolean {
  return (
    typeof value.session_id === 'string' &&
    Number.isInteger(value.seq) &&
    typeof value.direction === 'string' &&
    DIRECTIONS.has(value.direction) &&
    !('frame' in value) &&
    !('jsonrpc' in value)
  );
}

/**
 * kerlenton/mcpsnoop session logs (`$MCPSNOOP_HOME/sessions/<id>.jsonl`): one envelope per line,
 * `{"session_id","server_label","seq","ts","direction":"c2s"|"s2c"|"stderr"|"meta","transport",
 * "raw":<message>|"text":"<line>"}`. `raw` holds the message bytes verbatim (a frame at its place
 * in the line); `text` holds a line that was not JSON: on the protocol stream (c2s/s2c over
 * stdio) that is stray output, over HTTP a body that does not parse. stderr lines are where logs
 * belong and are not read. Each `session_id` is a session of its own. HTTP envelopes carry the
 * routing headers (`mcp_method`, `mcp_name`, `mcp_protocol_version`, `mcp_param_headers`) and the
 * response `status`; a 202 without a body has no `raw` and is no frame.
 */
class McpsnoopReader extends EnvelopeReader {
  /** The last `seq` of each session: a forward jump means frames the recorder dropped. */
  private readonly lastSeq = new Map<string, number>();

  constructor(
    sink: ReaderSink,
    private readonly options: ReaderOptions,
  ) {
    super(sink);
  }

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (!isMcpsnoopEnvelope(value)) {
      this.foreignLine(envelope);
      return;
    }
    this.sequence(envelope, value.session_id as string, value.seq as number);
    const direction = value.direction;
    if (direction !== 'c2s' && direction !== 's2c') return; // meta (the command line) and stderr
    const sender: Sender = direction === 'c2s' ? 'client' : 'server';
    const http = value.transport === 'http';
    const origin = { sender, senderSource: 'recorder' as const, transport: http ? httpTransport(value) : { kind: 'stdio' as const }, session: stringField(value, 'session_id'), timestamp: stringField(value, 'ts') };
    if ('raw' in value) {
      this.memberFrame(envelope, 'raw', origin);
      return;
    }
    const text = value.text;
    if (typeof text !== 'string') return; // an HTTP response without a body (202)
    if (value.truncated === true) {
      // The recorder cut its copy at its frame cap: what went over the wire was whole.
      const at = memberSpan(envelope, 'text');
      this.sink.issue({ ...recordingBlindSpot.issue(at, { kind: 'cut', recorder: 'mcpsnoop' }), session: origin.session });
      return;
    }
    if (http) {
      this.stringFrame(envelope, 'text', origin);
      return;
    }
    const at = memberSpan(envelope, 'text');
    const stream = sender === 'server' ? 'stdout' : 'stdin';
    this.sink.issue({ ...strayOutput.issue({ line: at.line, column: at.column, text }, { kind: 'on-stream', stream, mixed: this.options.mixedOutput }), session: origin.session });
  }

  private sequence(envelope: EnvelopeLine, session: string, seq: number): void {
    const last = this.lastSeq.get(session);
    this.lastSeq.set(session, seq);
    if (last === undefined || seq <= last + 1) return;
    this.sink.issue({ ...recordingBlindSpot.issue({ line: envelope.record.line, column: 1 }, { kind: 'dropped', recorder: 'mcpsnoop', from: last, to: seq }), session });
  }
}

function httpTransport(value: Record<string, unknown>): Transport {
  const transport: Transport = { kind: 'http' };
  if (typeof value.status === 'number') transport.status = value.status;
  const headers: Record<string, string> = {};
  const method = stringField(value, 'mcp_method');
  const name = stringField(value, 'mcp_name');
  const version = stringField(value, 'mcp_protocol_version');
  if (method !== undefined) headers['mcp-method'] = method;
  if (name !== undefined) headers['mcp-name'] = name;
  if (version !== undefined) headers['mcp-protocol-version'] = version;
  const challenge = stringField(value, 'auth_challenge');
  if (challenge !== undefined) headers['www-authenticate'] = challenge;
  if (Array.isArray(value.mcp_param_headers)) {
    for (const header of value.mcp_param_headers) {
      if (!isRecord(header)) continue;
      const headerName = stringField(header, 'name') ?? stringField(header, 'header');
      const headerValue = stringField(header, 'value');
      if (headerName !== undefined && headerValue !== undefined) headers[headerName.toLowerCase()] = headerValue;
    }
  }
  // Only a request envelope says which routing headers it carried; a response's are not recorded.
  if (value.direction === 'c2s') transport.headers = headers;
  else if (Object.keys(headers).length > 0) transport.headers = headers;
  return transport;
}

export const mcpsnoopFormat: CaptureFormat = {
  name: 'mcpsnoop',
  description: 'kerlenton/mcpsnoop session logs: one envelope per line (session_id, seq, direction c2s/s2c/stderr/meta, raw or text).',
  sniff(input: SniffInput) {
    const share = envelopeShare(input.lines, isMcpsnoopEnvelope);
    return share >= 0.5 ? 0.97 : share > 0 ? 0.6 : 0;
  },
  create(sink: ReaderSink, options: ReaderOptions): CaptureReader {
    return new McpsnoopReader(sink, options);
  },
};
