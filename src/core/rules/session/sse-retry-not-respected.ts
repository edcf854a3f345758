import type { Frame } from '../../capture/frame.js';
import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

const MAX_EXCHANGES = 50_000;
/** HAR gives start times to the millisecond: a reconnection this much short of `retry` is not judged. */
const SLACK_MS = 1;

/** One HAR exchange as its frames tell it. */
interface Exchange {
  exchange: number;
  frame: Frame;
  method?: string;
  url?: string;
  sessionId?: string;
  lastEventId?: string;
  start: number;
  end: number;
  retry?: number;
  lastId?: string;
}

const entry = (started: string, time: number, method: string, headers: string, status: number, mime: string, body: string) =>
  `{"startedDateTime":"${started}","time":${time},"request":{"method":"${method}","url":"http://127.0.0.1:3000/mcp","headers":[${headers}]${method === 'POST' ? ',"postData":{"mimeType":"application/json","text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":2,\\"method\\":\\"tools/call\\",\\"params\\":{\\"name\\":\\"slow\\"}}"}' : ''}},"response":{"status":${status},"headers":[{"name":"Content-Type","value":"${mime}"}],"content":{"mimeType":"${mime}","text":${JSON.stringify(body)}}}}`;
const har = (reconnectAt: string) =>
  `{"log":{"version":"1.2","creator":{"name":"example","version":"1"},"entries":[\n${entry('2026-01-01T00:00:00.000Z', 20, 'POST', '{"name":"Accept","value":"application/json, text/event-stream"}', 200, 'text/event-stream', 'id: s1-0\nretry: 2000\ndata:\n\n')},\n` +
  `${entry(reconnectAt, 10, 'GET', '{"name":"Accept","value":"text/event-stream"},{"name":"Last-Event-ID","value":"s1-0"}', 200, 'text/event-stream', 'id: s1-1\ndata: {"jsonrpc":"2.0","id":2,"result":{"content":[]}}\n\n')}\n]}}`;

export const sseRetryNotRespected: Rule = {
  meta: {
    id: 'sse-retry-not-respected',
    family: 'session',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: 'HAR captures: a client reconnecting to an SSE stream (a GET with Last-Event-ID, or a new GET after its GET stream ended) sooner than the `retry` time that stream set.',
    why: 'A server that closes a stream early (to poll instead of holding a connection) sets `retry` to say when it wants the client back. A client that reconnects at once defeats that: it hammers a server that asked for room, and with many clients the reconnections arrive together.',
    instead: 'Keep the last `retry` value of each stream and wait at least that many milliseconds after the stream ends before reconnecting with GET and Last-Event-ID.',
    spec: specUrl('2025-11-25', 'basic/transports#sending-messages-to-the-server'),
    requirements: ['http.client-respects-retry'],
    examples: { bad: har('2026-01-01T00:00:00.120Z'), good: har('2026-01-01T00:00:02.100Z'), revision: '2025-11-25' },
  },
  create(context) {
    const exchanges = new Map<number, Exchange>();
    return {
      frame(frame) {
        const transport = frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined || transport.timing === undefined) return;
        if (exchanges.has(transport.exchange) || exchanges.size >= MAX_EXCHANGES) return;
        // The request's headers: on its own frame, or on its response's frames (a GET has no body).
        const sent = frame.sender === 'client' ? transport.headers : transport.requestHeaders;
        exchanges.set(transport.exchange, {
          exchange: transport.exchange,
          frame,
          method: transport.httpMethod?.toUpperCase(),
          url: transport.url,
          sessionId: sent?.['mcp-session-id'],
          lastEventId: sent?.['last-event-id'],
          start: transport.timing.start,
          end: transport.timing.end,
          retry: transport.sseRetry,
          lastId: transport.sseLastId,
        });
      },
      end() {
        const all = [...exchanges.values()].sort((a, b) => a.exchange - b.exchange);
        for (const get of all) {
          if (get.method !== 'GET') continue;
          const stream = reconnected(all, get);
          if (!stream || stream.retry === undefined) continue;
          const waited = get.start - stream.end;
          if (waited + SLACK_MS >= stream.retry) continue;
          const retry = stream.retry;
          const line = stream.frame.span.line;
          context.report({
            at: get.frame,
            subject: 'retry',
            message: () =>
              `This HTTP GET ${get.lastEventId === undefined ? 'reopens the GET stream' : `resumes the SSE stream with Last-Event-ID ${JSON.stringify(get.lastEventId)}`} ${Math.max(0, Math.round(waited))} ms after the stream at line ${line} ended, which had set retry: ${retry}. The client MUST respect the retry field, waiting the given number of milliseconds before attempting to reconnect.`,
          });
        }
      },
    };
  },
};

/**
 * The stream a GET reconnects to, among the exchanges that ended before it began, in the same
 * session: with Last-Event-ID, the last one whose last event id it names; without, the GET
 * stream to the same URL just before it (a GET without Last-Event-ID after a POST's stream
 * opens the listening stream, it resumes nothing).
 */
function reconnected(all: readonly Exchange[], get: Exchange): Exchange | undefined {
  let found: Exchange | undefined;
  for (const other of all) {
    if (other.exchange >= get.exchange) break;
    if (other.sessionId !== get.sessionId) continue;
    if (get.lastEventId !== undefined) {
      if (other.lastId === get.lastEventId && other.end <= get.start + SLACK_MS) found = other;
    } else if (other.method === 'GET' && other.url === get.url) {
      // Only the GET just before it: an earlier one was reconnected to already.
      found = other.end <= get.start + SLACK_MS ? other : undefined;
    }
  }
  return found;
}
