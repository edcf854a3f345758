import type { Transport } from './frame.js';
import type { FrameOrigin } from './frame-emitter.js';
import { EnvelopeReader, envelopeShare, isRecord, nestedMember, stringField, type EnvelopeLine } from './envelope-line.js';
import { spanInLine } from './json-scan.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';
import { SseParser } from './sse-parser.js';
import { recordingBlindSpot } from '../rules/capture/recording-blind-spot.js';
import { truncatedFrame } from '../rules/capture/truncated-frame.js';

/** One line per HTTP exchange: `schemaVersion`, `upstream`, `request.httpMethod` and `.metadata`, `response.status`. */
function isExchange(value: Record<string, unknown>): boolean {
  const request = value.request;
  const response = value.response;
  return (
    typeof value.schemaVersion === 'number' &&
    typeof value.upstream === 'string' &&
    isRecord(request) &&
    typeof request.httpMethod === 'string' &&
    isRecord(request.metadata) &&
    (response === undefined || (isRecord(response) && typeof response.status === 'number'))
  );
}

/**
 * ryux1/mcp-trace recordings (Streamable HTTP only): one line per HTTP exchange, `{schemaVersion,
 * startedAt, completedAt, request:{httpMethod, path, headers, metadata, body?}, response:{status,
 * headers, body?}}`. A body (`{format, value}`) is there only when recorded with `--record-bodies`:
 * `json` holds the message parsed (the frame is that value at its place in the line), `text` an
 * event stream (each event's data is a frame, placed at the string) or a body that does not
 * parse, `base64` other media types. Exchanges without bodies are said once (info): their
 * messages could not be checked. The request's frames are the client's, the response's the
 * server's, one exchange per line.
 *
 * Sessions: an exchange's `request.metadata.sessionHash` (a hash of the Mcp-Session-Id the client
 * sent) names its session; each hash is a session of its own (`session #n`, numbered by first
 * appearance). The initialize exchange carries no hash (the id is assigned in its response, whose
 * Mcp-Session-Id header mcp-trace does not record), so it is held until a hash not seen before
 * turns up and joins that session; initializes held at once join new hashes in the order they came
 * (the client sends its first session request right after the answer). An exchange without a hash
 * that is not an initialize comes from a server without sessions: it and any held initialize form
 * the one session without a key, as every exchange of such a recording does.
 */
class Ryux1TraceReader extends EnvelopeReader {
  private exchanges = 0;
  private bodiless = 0;
  private firstBodiless: { line: number; column: number } | undefined;
  /** The session number of each sessionHash, in order of first appearance. */
  private readonly sessions = new Map<string, number>();
  /** Initialize exchanges waiting for the session they opened (their exchange number kept). */
  private readonly heldInitializes: { envelope: EnvelopeLine; exchange: number }[] = [];

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (!isExchange(value)) {
      this.foreignLine(envelope);
      return;
    }
    const exchange = ++this.exchanges;
    const metadata = (value.request as Record<string, unknown>).metadata as Record<string, unknown>;
    const hash = stringField(metadata, 'sessionHash');
    if (hash === undefined) {
      if (opensSession(value)) {
        this.heldInitializes.push({ envelope, exchange });
        if (this.heldInitializes.length > MAX_HELD_INITIALIZES) this.releaseOldest(undefined);
        return;
      }
      // A server without sessions: the initializes it answered belong with its other exchanges
      // (a refused initialize opened nothing and says nothing about that).
      if (!isInitialize(value)) while (this.heldInitializes.length > 0) this.releaseOldest(undefined);
      this.exchange(envelope, exchange, undefined);
      return;
    }
    let number = this.sessions.get(hash);
    if (number === undefined) {
      number = this.sessions.size + 1;
      this.sessions.set(hash, number);
      if (this.heldInitializes.length > 0) this.releaseOldest(`session #${number}`);
    }
    this.exchange(envelope, exchange, `session #${number}`);
  }

  private releaseOldest(session: string | undefined): void {
    const held = this.heldInitializes.shift();
    if (held) this.exchange(held.envelope, held.exchange, session);
  }

  /** Emits the frames of one exchange line in `session`. */
  private exchange(envelope: EnvelopeLine, exchange: number, session: string | undefined): void {
    const value = envelope.value;
    const request = value.request as Record<string, unknown>;
    const response = isRecord(value.response) ? value.response : undefined;
    const requestTransport: Transport = { kind: 'http', exchange, httpMethod: request.httpMethod as string, headers: headersOf(request.headers) };
    const path = stringField(request, 'path');
    if (path !== undefined) requestTransport.url = path;
    let bodies = 0;
    bodies += this.body(envelope, 'request', request, { sender: 'client', senderSource: 'http', transport: requestTransport, session, timestamp: stringField(value, 'startedAt') });
    if (response) {
      const responseTransport: Transport = { ...requestTransport, headers: headersOf(response.headers) };
      if (typeof response.status === 'number') responseTransport.status = response.status;
      bodies += this.body(envelope, 'response', response, { sender: 'server', senderSource: 'http', transport: responseTransport, session, timestamp: stringField(value, 'completedAt') });
    }
    const sentBytes = (typeof request.bytes === 'number' ? request.bytes : 0) + (response && typeof response.bytes === 'number' ? response.bytes : 0);
    if (bodies === 0 && sentBytes > 0) {
      this.bodiless += 1;
      this.firstBodiless ??= { line: envelope.record.line, column: 1 };
    }
  }

  override end(): void {
    while (this.heldInitializes.length > 0) this.releaseOldest(undefined);
    if (this.firstBodiless) this.sink.issue(recordingBlindSpot.issue(this.firstBodiless, { kind: 'bodies', recorder: 'mcp-trace', exchanges: this.bodiless, flag: '--record-bodies' }));
  }

  /** Emits the frames of one side's body; returns 1 when the side had a body, else 0. */
  private body(envelope: EnvelopeLine, side: 'request' | 'response', message: Record<string, unknown>, origin: FrameOrigin & { transport: Transport }): number {
    const body = message.body;
    if (!isRecord(body)) return 0;
    const member = nestedMember(envelope, [side, 'body', 'value']);
    if (!member) return 1;
    const record = envelope.record;
    const span = spanInLine(record, member.from, member.to);
    const transport = origin.transport;
    const session = origin.session;
    if (body.truncated === true) {
      this.sink.issue({ ...truncatedFrame.issue(span, { kind: 'message', raw: record.text.slice(member.from, member.to) }), session });
      return 1;
    }
    const format = stringField(body, 'format');
    if (format === 'json') {
      this.frames.emit(record.text.slice(member.from, member.to), span, origin);
      return 1;
    }
    if (typeof body.value !== 'string') return 1;
    const text = format === 'base64' ? Buffer.from(body.value, 'base64').toString('utf8') : body.value;
    const type = (transport.headers?.['content-type'] ?? '').toLowerCase();
    if (type.includes('text/event-stream') || (!type.includes('json') && /^(event|data|id|retry):/m.test(text))) {
      const parser = new SseParser({
        issue: (issue) => this.sink.issue({ ...issue, line: span.line, column: span.column, session }),
        event: (event) => {
          const eventTransport: Transport = { ...transport, sseEvent: event.event };
          if (event.id !== undefined) eventTransport.sseId = event.id;
          this.frames.emit(event.data, span, { ...origin, transport: eventTransport });
        },
      });
      let line = 0;
      for (const lineText of text.split(/\r\n|\n|\r/)) parser.push({ text: lineText, line: ++line, offset: 0 });
      parser.end();
      return 1;
    }
    if (text.trim() !== '') this.frames.emit(text, span, origin);
    return 1;
  }
}

/** Initializes held at once for the sessions they open, at most (a client that never sends the id it got would hold them all). */
const MAX_HELD_INITIALIZES = 16;

/** Whether the exchange is a successful initialize: it opens a session whose hash shows only on the exchanges after it. */
function opensSession(value: Record<string, unknown>): boolean {
  const response = value.response;
  const status = isRecord(response) && typeof response.status === 'number' ? response.status : undefined;
  return isInitialize(value) && status !== undefined && status >= 200 && status < 300;
}

function isInitialize(value: Record<string, unknown>): boolean {
  return stringField((value.request as Record<string, unknown>).metadata as Record<string, unknown>, 'method') === 'initialize';
}

function headersOf(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!isRecord(value)) return headers;
  for (const [name, header] of Object.entries(value)) if (typeof header === 'string') headers[name.toLowerCase()] = header;
  return headers;
}

export const ryux1TraceFormat: CaptureFormat = {
  name: 'ryux1-trace',
  description: 'ryux1/mcp-trace recordings: NDJSON, one Streamable HTTP exchange per line (request and response, bodies with --record-bodies).',
  sniff(input: SniffInput) {
    const share = envelopeShare(input.lines, isExchange);
    return share >= 0.5 ? 0.97 : share > 0 ? 0.6 : 0;
  },
  create(sink: ReaderSink): CaptureReader {
    return new Ryux1TraceReader(sink);
  },
};
