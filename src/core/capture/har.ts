import type { Sender, Transport } from './frame.js';
import { FrameEmitter } from './frame-emitter.js';
import { jsonDocumentReader } from './json-document.js';
import type { PathPart, Position } from './json-scan.js';
import type { CaptureFormat, CaptureReader, ReaderSink, SniffInput } from './reader.js';
import { SseParser } from './sse-parser.js';

/** A captured string or scalar of the entry being read, with where its JSON token stands. */
interface Scalar {
  value: unknown;
  start: Position;
  end: Position;
}

interface Entry {
  started?: string;
  /** The entry's `time`: milliseconds from the request's start to the response's end. */
  time?: number;
  method?: string;
  url?: string;
  requestHeaders: Record<string, string>;
  requestMime?: string;
  requestText?: Scalar;
  status?: number;
  responseHeaders: Record<string, string>;
  responseMime?: string;
  responseText?: Scalar;
  encoding?: string;
  /** Header name captured last, waiting for its value (HAR headers are {name, value} pairs). */
  headerNames: Map<string, string>;
}

const MCP_PATH = /\/(mcp|sse|messages?)(\/|\?|$)/i;

/**
 * HAR 1.2 exports (browser devtools, proxies). Entry by entry, the request's `postData.text`
 * (sender client) and the response's `content.text` (sender server; JSON, or an event stream
 * whose events each become a frame; base64 when `content.encoding` says so) become frames with
 * the entry's headers, status, method and URL. A frame's position is that of the body string in
 * the file. The file is streamed: only the entry being read is kept, so memory is bounded by the
 * largest entry, not the file. Entries whose bodies are not JSON-RPC (pages, scripts, other APIs
 * of a browser session) are skipped: a body is taken when it mentions "jsonrpc" or the URL's
 * path looks like an MCP endpoint (/mcp, /sse, /message).
 */
export const harFormat: CaptureFormat = {
  name: 'har',
  description: 'HAR 1.2 exports (browser or proxy): request and response bodies of each entry.',
  sniff(input: SniffInput) {
    const head = input.lines.join('\n');
    const startsAsObject = /^\s*\{/.test(head);
    if (startsAsObject && /"log"\s*:/.test(head) && /"entries"\s*:/.test(head)) return 0.97;
    if (startsAsObject && /"log"\s*:\s*\{/.test(head) && /"creator"\s*:/.test(head)) return 0.9;
    if (/\.har$/i.test(input.fileName)) return 0.5;
    return 0;
  },
  create(sink: ReaderSink): CaptureReader {
    const frames = new FrameEmitter(sink);
    /** Entries finished so far: each entry is one exchange (Transport.exchange). */
    let exchanges = 0;
    let entry: Entry | undefined;
    const newEntry = (): Entry => ({ requestHeaders: {}, responseHeaders: {}, headerNames: new Map() });
    const emit = (raw: string, at: Scalar, sender: Sender, transport: Transport, timestamp?: string): void => {
      frames.emitBetween(raw, at.start, at.end, { sender, senderSource: 'har', transport, timestamp: timestamp || undefined });
    };
    const body = (e: Entry, scalar: Scalar, mime: string | undefined, sender: Sender, transport: Transport): void => {
      const text = bodyText(e, scalar, sender);
      if (text === undefined || text.trim() === '') return;
      const type = (mime ?? '').toLowerCase();
      const mcpLike = text.includes('"jsonrpc"') || MCP_PATH.test(pathOf(e.url));
      if (!mcpLike) return;
      if (isEventStream(text, type)) {
        const parser = new SseParser({
          issue: (issue) => sink.issue({ ...issue, line: scalar.start.line, column: scalar.start.column }),
          event(event) {
            if (event.event === 'endpoint') {
              transport.endpoint = event.data;
              return;
            }
            const t: Transport = { ...transport, sseEvent: event.event };
            if (event.id !== undefined) t.sseId = event.id;
            emit(event.data, scalar, sender, t, e.started);
          },
        });
        let n = 0;
        for (const lineText of text.split(/\r\n|\n|\r/)) parser.push({ text: lineText, line: ++n, offset: 0 });
        parser.end();
        return;
      }
      const trimmed = text.trimStart();
      if (!type.includes('json') && !trimmed.startsWith('{') && !trimmed.startsWith('[')) return;
      emit(text, scalar, sender, transport, e.started);
    };
    const finishEntry = (e: Entry): void => {
      const exchange = ++exchanges;
      const request: Transport = { kind: 'http', headers: e.requestHeaders, exchange };
      if (e.method) request.httpMethod = e.method;
      if (e.url) request.url = e.url;
      // What the exchange's timing and event stream tell, on both sides' frames: a reconnection
      // is judged against the stream before it even when that stream carried no message.
      const start = e.started === undefined ? Number.NaN : Date.parse(e.started);
      if (Number.isFinite(start) && e.time !== undefined && Number.isFinite(e.time) && e.time >= 0) request.timing = { start, end: start + e.time };
      const streamText = e.responseText ? bodyText(e, e.responseText, 'server') : undefined;
      if (streamText !== undefined && isEventStream(streamText, (e.responseMime ?? '').toLowerCase())) Object.assign(request, reconnection(streamText));
      if (e.requestText) body(e, e.requestText, e.requestMime, 'client', request);
      const response: Transport = { kind: 'http', headers: e.responseHeaders, exchange };
      if (request.timing) response.timing = request.timing;
      if (request.sseRetry !== undefined) response.sseRetry = request.sseRetry;
      if (request.sseLastId !== undefined) response.sseLastId = request.sseLastId;
      if (e.method) response.httpMethod = e.method;
      if (e.url) response.url = e.url;
      if (e.status !== undefined) response.status = e.status;
      response.requestHeaders = e.requestHeaders;
      if (e.responseText) body(e, e.responseText, e.responseMime, 'server', response);
    };
    const document = jsonDocumentReader(sink, 'HAR file', {
      valueStart(path) {
        if (path.length === 3 && path[0] === 'log' && path[1] === 'entries') {
          entry = newEntry();
          return false;
        }
        // Only the scalars the frames need are kept.
        return entry !== undefined && path.length >= 4 && path.length <= 3 + WANTED_MAX_PARTS && path[0] === 'log' && path[1] === 'entries' && wanted(path.slice(3));
      },
      captured(path, raw, start, end) {
        if (!entry) return;
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          return;
        }
        const scalar: Scalar = { value, start, end };
        const rest = path.slice(3).join('/');
        const header = /^(request|response)\/headers\/(\d+)\/(name|value)$/.exec(rest);
        if (header) {
          const slot = `${header[1]}/${header[2]}`;
          const headers = header[1] === 'request' ? entry.requestHeaders : entry.responseHeaders;
          if (header[3] === 'name') {
            const name = String(value).toLowerCase();
            const pendingValue = entry.headerNames.get(`${slot}/value`);
            if (pendingValue !== undefined) addHeader(headers, name, pendingValue);
            else entry.headerNames.set(`${slot}/name`, name);
          } else {
            const name = entry.headerNames.get(`${slot}/name`);
            if (name !== undefined) addHeader(headers, name, String(value));
            else entry.headerNames.set(`${slot}/value`, String(value));
          }
          return;
        }
        switch (rest) {
          case 'startedDateTime':
            entry.started = String(value);
            break;
          case 'time':
            if (typeof value === 'number') entry.time = value;
            break;
          case 'request/method':
            entry.method = String(value);
            break;
          case 'request/url':
            entry.url = String(value);
            break;
          case 'request/postData/mimeType':
            entry.requestMime = String(value);
            break;
          case 'request/postData/text':
            entry.requestText = scalar;
            break;
          case 'response/status':
            if (typeof value === 'number') entry.status = value;
            break;
          case 'response/content/mimeType':
            entry.responseMime = String(value);
            break;
          case 'response/content/text':
            entry.responseText = scalar;
            break;
          case 'response/content/encoding':
            entry.encoding = String(value);
            break;
        }
      },
      containerEnd(path) {
        if (entry && path.length === 3 && path[0] === 'log' && path[1] === 'entries') {
          const done = entry;
          entry = undefined;
          finishEntry(done);
        }
      },
    });
    return {
      push: (line) => document.push(line),
      end() {
        document.end();
        // A truncated export: the bodies of the unfinished entry read so far are still checked.
        if (entry) finishEntry(entry);
        entry = undefined;
      },
    };
  },
};

const WANTED = /^(startedDateTime|time|request\/(method|url|postData\/(mimeType|text)|headers\/\d+\/(name|value))|response\/(status|content\/(mimeType|text|encoding)|headers\/\d+\/(name|value)))$/;

/** Parts of the deepest path WANTED matches (request/headers/N/name): deeper values are never wanted. */
const WANTED_MAX_PARTS = 4;

function wanted(rest: readonly PathPart[]): boolean {
  // Checked first: joining the path of every value of a deeply nested body costs its depth each time.
  return rest.length <= WANTED_MAX_PARTS && WANTED.test(rest.join('/'));
}

/** A captured body as text (a response's decoded when `content.encoding` is base64); undefined when not a string. */
function bodyText(e: Entry, scalar: Scalar, sender: Sender): string | undefined {
  if (typeof scalar.value !== 'string') return undefined;
  return sender === 'server' && e.encoding === 'base64' ? Buffer.from(scalar.value, 'base64').toString('utf8') : scalar.value;
}

function isEventStream(text: string, type: string): boolean {
  return type.includes('text/event-stream') || (!type.includes('json') && /^(event|data|id|retry):/m.test(text));
}

/**
 * The reconnection time and last event id an event stream leaves its client with, after the
 * WHATWG interpretation: a `retry` of ASCII digits only sets the time; an `id` (without NUL)
 * fills the id buffer, which becomes the last event id when its event is dispatched (at a blank
 * line, whether or not the event has data).
 */
function reconnection(text: string): { sseRetry?: number; sseLastId?: string } {
  const found: { sseRetry?: number; sseLastId?: string } = {};
  let idBuffer: string | undefined;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line === '') {
      if (idBuffer !== undefined) found.sseLastId = idBuffer;
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(line.charCodeAt(colon + 1) === 0x20 ? colon + 2 : colon + 1);
    if (field === 'retry' && /^[0-9]+$/.test(value)) found.sseRetry = Number(value);
    else if (field === 'id' && !value.includes('\u0000')) idBuffer = value;
  }
  return found;
}

function addHeader(headers: Record<string, string>, name: string, value: string): void {
  // HTTP/2 exports list pseudo-headers (:method, :path): they are not headers of the message.
  if (name.startsWith(':')) return;
  headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const match = /^[a-z]+:\/\/[^/]*(\/[^#]*)?/i.exec(url);
  return match?.[1] ?? url;
}
