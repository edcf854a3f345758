import { sseRetryNotRespected } from '../../../src/core/rules/session/sse-retry-not-respected.js';
import { ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { lineOf, sdkHar } from '../recordings.js';

interface Entry {
  /** Milliseconds after the session's start. */
  at: number;
  time?: number;
  method: 'POST' | 'GET';
  headers?: Record<string, string>;
  body?: unknown;
  status?: number;
  /** An event stream's text, or a JSON body. */
  stream?: string;
  json?: unknown;
}

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const session = { 'mcp-session-id': 'a1b2c3', 'mcp-protocol-version': '2025-11-25' };

/** A HAR export, one entry a line (so that lineOf finds each body), with timings unless `untimed`. */
function har(entries: readonly Entry[], untimed = false): string {
  const lines = entries.map((e) => {
    const headers = Object.entries({ accept: e.method === 'GET' ? 'text/event-stream' : 'application/json, text/event-stream', ...session, ...e.headers }).map(([name, value]) => ({ name, value }));
    const request: Record<string, unknown> = { method: e.method, url: 'http://127.0.0.1:3000/mcp', headers };
    if (e.body !== undefined) request.postData = { mimeType: 'application/json', text: JSON.stringify(e.body) };
    const mime = e.stream !== undefined ? 'text/event-stream' : 'application/json';
    const content = { mimeType: mime, text: e.stream ?? (e.json === undefined ? '' : JSON.stringify(e.json)) };
    const timing = untimed ? {} : { startedDateTime: new Date(T0 + e.at).toISOString(), time: e.time ?? 10 };
    return JSON.stringify({ ...timing, request, response: { status: e.status ?? 200, headers: [{ name: 'content-type', value: mime }], content } });
  });
  return `{"log":{"version":"1.2","creator":{"name":"test","version":"1"},"entries":[\n${lines.join(',\n')}\n]}}`;
}

const call = request(2, 'tools/call', { name: 'slow', arguments: {} });
const answer = `id: s1-1\ndata: ${JSON.stringify(result(2, { content: [] }))}\n\n`;
/** The POST whose stream the server closes at 20 ms, after a priming event and `retry: 2000`. */
const polled: Entry = { at: 0, time: 20, method: 'POST', body: call, stream: 'id: s1-0\nretry: 2000\ndata:\n\n' };
const resume = (at: number, lastEventId = 's1-0'): Entry => ({ at, method: 'GET', headers: { 'last-event-id': lastEventId }, stream: answer });

const early = har([polled, resume(500)]);
const listen = (at: number, time: number, stream: string): Entry => ({ at, time, method: 'GET', stream });
const change = `data: ${JSON.stringify(notification('notifications/tools/list_changed'))}\n\n`;
const reopened = har([listen(0, 100, `retry: 5000\n${change}`), listen(1100, 50, change)]);

ruleTester.run(sseRetryNotRespected, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    { name: 'the client waits the retry time before resuming', capture: har([polled, resume(2020)]), path: 'capture.har', revision: '2025-11-25' },
    { name: 'a capture without timings says nothing', capture: har([polled, resume(500)], true), path: 'capture.har', revision: '2025-11-25' },
    { name: 'a stream that set no retry', capture: har([{ ...polled, stream: 'id: s1-0\ndata:\n\n' }, resume(30)]), path: 'capture.har', revision: '2025-11-25' },
    { name: 'Last-Event-ID naming another stream than the one that set retry', capture: har([polled, resume(500, 'other-7')]), path: 'capture.har', revision: '2025-11-25' },
    {
      name: 'a GET without Last-Event-ID after a POST stream opens the listening stream, it reconnects nothing',
      capture: har([polled, listen(100, 50, change)]),
      path: 'capture.har',
      revision: '2025-11-25',
    },
    { name: 'a new GET stream after the old one, past its retry time', capture: har([listen(0, 100, `retry: 500\n${change}`), listen(700, 50, change)]), path: 'capture.har', revision: '2025-11-25' },
    { name: 'a later retry: 0 lets the client come back at once', capture: har([{ ...polled, stream: 'id: s1-0\nretry: 2000\ndata:\n\nretry: 0\n\n' }, resume(25)]), path: 'capture.har', revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'the client resumes with Last-Event-ID 480 ms after the stream ended, retry 2000',
      capture: early,
      path: 'capture.har',
      revision: '2025-11-25',
      errors: [{ line: lineOf(early, '"GET"'), severity: 'error', message: 'resumes the SSE stream with Last-Event-ID "s1-0" 480 ms after the stream at line 2 ended, which had set retry: 2000' }],
    },
    {
      name: 'the client reopens its GET stream 1000 ms after it ended, retry 5000',
      capture: reopened,
      path: 'capture.har',
      revision: '2025-11-25',
      errors: [{ line: lineOf(reopened, '10:00:01.100Z'), severity: 'error', message: 'reopens the GET stream 1000 ms after the stream at line 2 ended, which had set retry: 5000' }],
    },
  ],
});
