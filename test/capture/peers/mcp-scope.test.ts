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

  describe('two HTTP sessions interleaved in one capture', () => {
    const REVISION = '2025-11-25';
    const post = (message: Record<string, unknown>, sessionId?: string) =>
      frame('c2s', { jsonrpc: '2.0', ...message }, { transport: 'http', meta: { method: 'POST', path: '/mcp', ...(sessionId ? { session_id: sessionId } : {}) } });
    const answer = (message: Record<string, unknown>, sessionId?: string, sse = false) =>
      frame('s2c', { jsonrpc: '2.0', ...message }, { transport: sse ? 'sse' : 'http', meta: { http_status: '200', ...(sessionId ? { session_id: sessionId } : {}), ...(sse ? { sse_event: 'message' } : {}) } });
    const initialize = { id: 1, method: 'initialize', params: { protocolVersion: REVISION, capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    const initialized = { method: 'notifications/initialized' };
    const result = { protocolVersion: REVISION, capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } };
    const tools = { tools: [{ name: 'work', inputSchema: { type: 'object' } }] };
    const call = (id: number) => ({ id, method: 'tools/call', params: { name: 'work', arguments: {} } });
    const capture = (faulty: boolean) =>
      lines(
        { ts: '2026-11-30T09:15:00Z', event: 'connect', meta: { mode: 'http' } },
        post(initialize), // 2: session A
        post(initialize), // 3: session B
        answer({ id: 1, result }, 'sess-a'), // 4: both initializes have id 1: answered in the order asked
        answer({ id: 1, result }, 'sess-b'), // 5
        post(initialized, 'sess-a'), // 6
        post(initialized, 'sess-b'), // 7
        post({ id: 2, method: 'tools/list' }, 'sess-a'), // 8
        post({ id: 2, method: 'tools/list' }, 'sess-b'), // 9
        answer({ id: 2, result: tools }), // 10: A's (the older open request 2)
        answer({ id: 2, result: tools }), // 11: B's
        post(call(3), 'sess-b'), // 12
        answer({ method: 'notifications/message', params: { level: 'info', data: 'working' } }, undefined, true), // 13: on B's stream
        answer({ id: 3, result: { content: [] } }, undefined, true), // 14
        post(faulty ? { ...initialize, id: 3 } : call(3), 'sess-a'), // 15
        answer(faulty ? { id: 3, result } : { id: 3, result: { content: [] } }), // 16
      );

    it('gives each Mcp-Session-Id its own session, the initialize with the answer that assigned it', () => {
      const { frames } = readText(capture(false));
      const byLine = [...frames].sort((a, b) => a.span.line - b.span.line).map((f) => `${f.span.line} ${f.session}`);
      const a = 'session #1';
      const b = 'session #2';
      expect(byLine).toEqual([`2 ${a}`, `3 ${b}`, `4 ${a}`, `5 ${b}`, `6 ${a}`, `7 ${b}`, `8 ${a}`, `9 ${b}`, `10 ${a}`, `11 ${b}`, `12 ${b}`, `13 ${b}`, `14 ${b}`, `15 ${a}`, `16 ${a}`]);
    });

    it('hands on an initialize that was never answered when the capture ends', () => {
      const { frames } = readText(lines({ ts: '2026-11-30T09:15:00Z', event: 'connect', meta: { mode: 'http' } }, post(initialize)));
      expect(placed(frames)).toEqual([expect.stringMatching(/^2:\d+ client$/)]);
    });

    it('finds nothing wrong with two sessions that reuse the same ids', async () => {
      const result = await checkCapture({ path: 'capture.jsonl', text: capture(false) }, { revision: REVISION });
      expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.rule}@${f.line}`)).toEqual([]);
    });

    it('reports a second initialize in one session at its line', async () => {
      const result = await checkCapture({ path: 'capture.jsonl', text: capture(true) }, { revision: REVISION });
      expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.rule}@${f.line}`)).toEqual(['initialize-repeated@15']);
    });
  });
});
