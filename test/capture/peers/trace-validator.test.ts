import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { readText } from '../read.js';
import { lines, placed, spannedText } from './spans.js';

const http = lines(
  { seq: 0, direction: 'client-to-server', transport: 'streamable-http', kind: 'http', headers: { 'Content-Type': 'application/json', 'mcp-protocol-version': '2025-11-25' } },
  { seq: 1, direction: 'client-to-server', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', id: 2, method: 'tools/list' } },
  { seq: 2, direction: 'server-to-client', transport: 'streamable-http', kind: 'http', status: 200, headers: { 'content-type': 'text/event-stream' } },
  { seq: 3, direction: 'server-to-client', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } } },
  { seq: 4, direction: 'server-to-client', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', id: 2, result: { tools: [] } } },
  { seq: 5, direction: 'client-to-server', transport: 'streamable-http', kind: 'lifecycle', event: 'transport-close' },
);

describe('mcp-trace-validator traces', () => {
  it('is detected whatever the key order (the reference host writes keys sorted)', () => {
    const sorted = lines({ direction: 'client-to-server', kind: 'message', payload: { id: 0, jsonrpc: '2.0', method: 'ping' }, seq: 0, transport: 'stdio' });
    expect(detectFormat({ fileName: 'trace.jsonl', lines: sorted.split('\n') }).name).toBe('trace-validator');
    expect(detectFormat({ fileName: 'trace.jsonl', lines: http.split('\n') }).name).toBe('trace-validator');
  });

  it('frames each payload at its place in the line; http events give the headers and status of the messages after them', () => {
    const { frames, issues } = readText(http);
    expect(issues).toEqual([]);
    const column = (line: number) => http.split('\n')[line - 1].indexOf('"payload":') + 11;
    expect(placed(frames)).toEqual([`2:${column(2)} client`, `4:${column(4)} server`, `5:${column(5)} server`]);
    for (const frame of frames) expect(spannedText(http, frame)).toBe(frame.raw);
    expect(frames[0].transport).toEqual({ kind: 'http', exchange: 1, headers: { 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25' } });
    // both messages of the one response share its transport (an SSE stream's notification and its answer)
    expect(frames[1].transport).toBe(frames[2].transport);
    expect(frames[2].transport).toMatchObject({ status: 200, exchange: 1 });
  });

  it('hands a transport-close over HTTP on to the next frame, as the close of the latest exchange', () => {
    const text = lines(
      { seq: 0, direction: 'client-to-server', transport: 'streamable-http', kind: 'http', headers: { 'mcp-protocol-version': '2026-07-28' } },
      { seq: 1, direction: 'client-to-server', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', id: 1, method: 'tools/call' } },
      { seq: 2, direction: 'server-to-client', transport: 'streamable-http', kind: 'http', status: 200, headers: { 'content-type': 'text/event-stream' } },
      { seq: 3, direction: 'server-to-client', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 1 } } },
      { seq: 4, direction: 'server-to-client', transport: 'streamable-http', kind: 'lifecycle', event: 'transport-close' },
      { seq: 5, direction: 'server-to-client', transport: 'streamable-http', kind: 'lifecycle', event: 'transport-abort' },
      { seq: 6, direction: 'server-to-client', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', id: 1, result: {} } },
      { seq: 7, direction: 'server-to-client', transport: 'stdio', kind: 'lifecycle', event: 'transport-close' },
      { seq: 8, direction: 'server-to-client', transport: 'streamable-http', kind: 'message', payload: { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } } },
    );
    const { frames, issues } = readText(text);
    expect(issues).toEqual([]);
    expect(frames.map((f) => f.transport?.closedStreams)).toEqual([undefined, undefined, [{ exchange: 1, line: 5 }], undefined]);
    // the frame after the close has a transport of its own; the response's headers stay shared
    expect(frames[2].transport).not.toBe(frames[1].transport);
    expect(frames[2].transport?.headers).toBe(frames[1].transport?.headers);
    expect(frames[3].transport).toBe(frames[1].transport);
  });

  it('reads a string payload on stdio as stray output on the stream, at the string', () => {
    const text = lines({ seq: 0, direction: 'server-to-client', transport: 'stdio', kind: 'message', payload: 'Server started' });
    const { frames, issues } = readText(text);
    expect(frames).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ rule: 'stray-output', severity: 'error', line: 1, column: text.indexOf('"Server') + 1 })]);
  });
});
