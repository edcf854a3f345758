import type { Sender, Transport } from './frame.js';
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
 */
class Ryux1TraceReader extends EnvelopeReader {
  private exchanges = 0;
  private bodiless = 0;
  private firstBodiless: { line: number; column: number } | undefined;

  protected envelope(envelope: EnvelopeLine): void {
    const value = envelope.value;
    if (!isExchange(value)) {
      this.foreignLine(envelope);
      return;
    }
    const exchange = ++this.exchanges;
    const request = value.request as Record<string, unknown>;
    const response = isRecord(value.response) ? value.response : undefined;
    const requestTransport: Transport = { kind: 'http', exchange, httpMethod: request.httpMethod as string, headers: headersOf(request.headers) };
    const path = stringField(request, 'path');
    if (path !== undefined) requestTransport.url = path;
    let bodies = 0;
    bodies += this.body(envelope, 'request', request, 'client', requestTransport, stringField(value, 'startedAt'));
    if (response) {
      const responseTransport: Transport = { ...requestTransport, headers: headersOf(response.headers) };
      if (typeof response.status === 'number') responseTransport.status = response.status;
      bodies += this.body(envelope, 'response', response, 'server', responseTransport, stringField(value, 'completedAt'));
    }
    const sentBytes = (typeof request.bytes === 'number' ? request.bytes : 0) + (response && typeof response.bytes === 'number' ? response.bytes : 0);
    if (bodies === 0 && sentBytes > 0) {
      this.bodiless += 1;
      this.firstBodiless ??= { line: envelope.record.line, column: 1 };
    }
  }

  override end(): void {
    if (this.firstBodiless) this.sink.issue(recordingBlindSpot.issue(this.firstBodiless, { kind: 'bodies', recorder: 'mcp-trace', exchanges: this.bodiless, flag: '--record-bodies' }));
  }

  /** Emits the frames of one side's body; returns 1 when the side had a body, else 0. */
  private body(envelope: EnvelopeLine, side: 'request' | 'response', message: Record<string, unknown>, sender: Sender, transport: Transport, timestamp: string | undefined): number {
    const body = message.body;
    if (!isRecord(body)) return 0;
    const member = nestedMember(envelope, [side, 'body', 'value']);
    if (!member) return 1;
    const record = envelope.record;
    const span = spanInLine(record, member.from, member.to);
    const origin = { sender, senderSource: 'http' as const, transport, timestamp };
    if (body.truncated === true) {
      this.sink.issue(truncatedFrame.issue(span, { kind: 'message', raw: record.text.slice(member.from, member.to) }));
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
        issue: (issue) => this.sink.issue({ ...issue, line: span.line, column: span.column }),
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
