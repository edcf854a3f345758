import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { checkCapture } from '../../../src/core/engine.js';
import { readText } from '../read.js';
import { lines, placed, spannedText } from './spans.js';

const connect = (pid: string) => ({ ts: '2026-11-30T09:15:00Z', event: 'connect', meta: { command: 'node', pid } });
const frame = (dir: string, message: unknown, extra: Record<string, unknown> = {}) => ({ ts: '2026-11-30T09:15:01.5Z', dir, transport: 'stdio', frame: message, ...extra });

describe('mcp-scope captures', () => {
  const text = lines(
    connect('1'),
    frame('c2s', { jsonrpc: '2.0', id: 1, method: 'ping' }),
    { ts: '2026-11-30T09:15:01Z', event: 'invalid_json', meta: { dir: 's2c', raw: 'Server started on stdio' } },
    frame('s2c', { jsonrpc: '2.0', id: 1, result: {} }),
    { ts: '2026-11-30T09:15:02Z', event: 'disconnect', meta: { exit_code: '0' } },
    connect('2'),
    frame('c2s', { jsonrpc: '2.0', id: 1, method: 'ping' }),
  );

  it('is detected by frame and event lines, not as mcpsnoop', () => {
    expect(detectFormat({ fileName: 'capture.jsonl', lines: text.split('\n') }).name).toBe('mcp-scope');
  });

  it('frames each frame value at its place, a new session at each connect', () => {
    const { frames } = readText(text);
    const column = (line: number) => text.split('\n')[line - 1].indexOf('"frame":') + 9;
    expect(placed(frames)).toEqual([`2:${column(2)} client`, `4:${column(4)} server`, `7:${column(7)} client`]);
    for (const f of frames) expect(spannedText(text, f)).toBe(f.raw);
    expect(frames[0].session).not.toBe(frames[2].session);
    expect(frames[0].session).toBe(frames[1].session);
    expect(frames[0].timestamp).toBe('2026-11-30T09:15:01.5Z');
  });

  it('reports the invalid_json event as stray output, which mcp-scope itself passes', async () => {
    const result = await checkCapture({ path: 'capture.jsonl', text }, { revision: '2025-06-18' });
    const stray = result.findings.filter((f) => f.rule === 'stray-output');
    expect(stray.map((f) => `${f.severity}@${f.line}:${f.column}`)).toEqual([`error@3:${text.split('\n')[2].indexOf('"meta":') + 8}`]);
    expect(stray[0].message).toContain('"Server started on stdio" on stdout');
  });

  it('carries the HTTP metadata: status, session header, SSE event', () => {
    const http = lines(
      { ts: '2026-11-30T09:15:00Z', event: 'connect', meta: { mode: 'http' } },
      frame('c2s', { jsonrpc: '2.0', id: 3, method: 'tools/list' }, { transport: 'http', meta: { method: 'POST', path: '/mcp' } }),
      frame('s2c', { jsonrpc: '2.0', id: 3, result: { tools: [] } }, { transport: 'sse', meta: { http_status: '200', sse_event: 'message', session_id: 'sess-1' } }),
    );
    const { frames } = readText(http);
    expect(frames[0].transport).toEqual({ kind: 'http', httpMethod: 'POST', url: '/mcp' });
    expect(frames[1].transport).toEqual({ kind: 'http', status: 200, sseEvent: 'message', headers: { 'mcp-session-id': 'sess-1', 'content-type': 'text/event-stream' } });
  });
});
