import { join } from 'node:path';
import { repoRoot } from '../helpers/corpus.js';
import { collectTimeline, type CaptureTimeline, type TimelineOptions, type TimelineRow } from '../../src/report/html/index.js';

const START = Date.parse('2025-06-18T10:00:00.000Z');

/** A Claude Desktop log line: timestamps and senders come from the log's own layout. */
export function logLine(ms: number, from: 'client' | 'server', message: unknown): string {
  const json = typeof message === 'string' ? message : JSON.stringify(message);
  return `${new Date(START + ms).toISOString()} [demo] [info] Message from ${from}: ${json}`;
}

const initialize = [
  logLine(0, 'client', { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'demo-client', version: '1.2.0' } } }),
  logLine(40, 'server', { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'demo-server', version: '3.4.5' } } }),
  logLine(45, 'client', { jsonrpc: '2.0', method: 'notifications/initialized' }),
];

/** A short session with a misspelt key (warning), a call without a tool name (error) and a request left unanswered. */
export function mixedCapture(): string {
  return [
    ...initialize,
    logLine(100, 'client', { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    logLine(130, 'server', { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] } }),
    logLine(200, 'client', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', args: { text: 'needle-in-the-haystack' } } }),
    logLine(250, 'server', { jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: 'ok' }] } }),
    logLine(300, 'client', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { arguments: {} } }),
    logLine(320, 'server', { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'missing tool name' } }),
    logLine(400, 'client', { jsonrpc: '2.0', id: 9, method: 'ping' }),
    '',
  ].join('\n');
}

/** Strings a hostile capture could use to run script in a report that inserted them as markup. */
export const HOSTILE = ['<script>window.__pwned = 1</script>', '</script><script>window.__pwned = 2; alert(2)</script>', '<img src=x onerror="window.__pwned = 3; alert(3)">', '\u2028<!--', ']]></b>&amp;'];

export function hostileCapture(): string {
  const text = HOSTILE.join(' ');
  return [
    ...initialize,
    logLine(100, 'client', { jsonrpc: '2.0', id: '</script><script>window.__pwned=4</script>', method: 'tools/call', params: { name: '<img src=x onerror="window.__pwned=5">', arguments: { text } } }),
    logLine(150, 'server', { jsonrpc: '2.0', id: '</script><script>window.__pwned=4</script>', result: { content: [{ type: 'text', text }] } }),
    logLine(200, 'client', { jsonrpc: '2.0', id: 5, method: '<script>window.__pwned=6</script>', params: { HOSTILE } }),
    '',
  ].join('\n');
}

/** `frames` frames; the first request (id "far") is answered by the last frame, progress in between. */
export function farCapture(frames: number): string {
  const lines = [...initialize, logLine(50, 'client', { jsonrpc: '2.0', id: 'far', method: 'tools/call', params: { name: 'slow', arguments: {}, _meta: { progressToken: 'far' } } })];
  for (let i = 1; lines.length < frames - 1; i++) {
    lines.push(logLine(50 + i, 'server', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'far', progress: i } }));
  }
  lines.push(logLine(60_000, 'server', { jsonrpc: '2.0', id: 'far', result: { content: [{ type: 'text', text: 'done' }] } }));
  return lines.join('\n') + '\n';
}

/**
 * A timeline of `frames` request/response pairs built without the engine, for the page's
 * speed: what is measured is the browser's work, not the checker's.
 */
export function syntheticTimeline(frames: number): CaptureTimeline {
  const rows: TimelineRow[] = [];
  for (let i = 0; i < frames; i++) {
    const line = i + 1;
    const time = new Date(START + i * 5).toISOString();
    if (i % 2 === 0) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'echo', arguments: { text: `message number ${i}` } } });
      rows.push({ kind: 'request', sender: 'client', line, endLine: line, frame: i, method: 'tools/call', id: i, time, answeredBy: i + 1 < frames ? i + 1 : undefined, latencyMs: 5, body, bodyLength: body.length });
    } else {
      const body = JSON.stringify({ jsonrpc: '2.0', id: i - 1, result: { content: [{ type: 'text', text: `message number ${i - 1}` }] } });
      rows.push({ kind: 'result', sender: 'server', line, endLine: line, frame: i, id: i - 1, time, answers: i - 1, latencyMs: 5, body, bodyLength: body.length });
    }
  }
  const findings = [{ rule: 'unknown-key-slip', severity: 'warning' as const, message: 'A synthetic finding on frame 3.', line: 4, column: 1, row: 3 }];
  rows[3].findings = [0];
  return {
    path: 'generated/big-100k.log',
    format: 'claude-log',
    revision: '2025-06-18',
    revisionSource: 'pinned',
    counts: { frames, messages: frames, requests: frames / 2, notifications: 0, results: frames / 2, errors: 0, invalid: 0, unparsed: 0, unanswered: 0, inferredSenders: 0, findings: { error: 0, warning: 1, info: 0 }, setAside: 0, truncatedBodies: 0 },
    rows,
    findings,
    rules: {},
  };
}

export const CORPUS_CAPTURES = [
  'corpus/formats/claude-log/mcp-server-weather.log',
  'corpus/formats/claude-log/mcp.log',
  'corpus/formats/sse/stray-lines.sse',
  'corpus/formats/har/inspector-streamable-http.har',
];

export async function corpusTimeline(path: string, options: TimelineOptions = {}): Promise<CaptureTimeline> {
  return (await collectTimeline({ path, file: join(repoRoot, path) }, { revision: 'auto' }, options)).timeline;
}

export async function textTimeline(path: string, text: string, options: TimelineOptions = {}): Promise<CaptureTimeline> {
  return (await collectTimeline({ path, text }, { revision: 'auto' }, options)).timeline;
}

