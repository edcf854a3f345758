import { describe, expect, it } from 'vitest';
import { sseFormat } from '../../src/core/capture/sse.js';
import { SseParser } from '../../src/core/capture/sse-parser.js';
import { readText, sniffInput, starts } from './read.js';

describe('sse reader', () => {
  it('joins multi-line data with \\n and places the frame at the first data line', () => {
    const text = ['event: message', 'id: 7', 'data: {"jsonrpc":"2.0",', 'data:"id":1,', 'data:  "result":{}}', '', ''].join('\n');
    const { frames, issues } = readText(sseFormat, text);
    expect(issues).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(frames[0].raw).toBe('{"jsonrpc":"2.0",\n"id":1,\n "result":{}}');
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    expect(frames[0].span).toMatchObject({ line: 3, column: 7, endLine: 5, endColumn: 20 });
    // offset of the value: after "event: message\nid: 7\ndata: "
    expect(frames[0].span.offset).toBe('event: message\nid: 7\ndata: '.length);
    expect(frames[0].sender).toBe('server');
    expect(frames[0].transport).toEqual({ kind: 'sse', sseEvent: 'message', sseId: '7' });
  });

  it('ignores comments, retry and unknown fields, and does not frame data-less (priming) events', () => {
    // 2025-11-25 priming events carry an id and an empty `data:` field: no event is dispatched.
    const text = [': ping', 'retry: 1000', '', 'id: 0', '', 'id: 1', 'data:', '', 'foo: bar', 'data: {"jsonrpc":"2.0","method":"notifications/initialized"}', '', ''].join('\n');
    const { frames, issues } = readText(sseFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['10:7 server']);
  });

  it('reads CRLF streams and a data field without a space after the colon', () => {
    const text = 'event: message\r\ndata:{"jsonrpc":"2.0","id":1,"result":{}}\r\n\r\n';
    const { frames } = readText(sseFormat, text);
    expect(starts(frames)).toEqual(['2:6 server']);
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    expect(frames[0].span.offset).toBe('event: message\r\ndata:'.length);
  });

  it('understands the 2024-11-05 endpoint event: no frame, the URI is kept on the frames that follow', () => {
    const text = ['event: endpoint', 'data: /messages?sessionId=abc', '', 'event: message', 'data: {"jsonrpc":"2.0","id":0,"result":{}}', '', ''].join('\n');
    const { frames } = readText(sseFormat, text);
    expect(frames).toHaveLength(1);
    expect(frames[0].transport).toEqual({ kind: 'sse', sseEvent: 'message', endpoint: '/messages?sessionId=abc' });
  });

  it('reports an event cut off at the end of the file but still checks it', () => {
    const text = ['event: message', 'data: {"jsonrpc":"2.0","id":2,"result":{}}'].join('\n');
    const { frames, issues } = readText(sseFormat, text);
    expect(frames).toHaveLength(1);
    expect(issues).toEqual([expect.objectContaining({ rule: 'sse-unterminated-event', severity: 'info', line: 2, column: 7 })]);
  });

  it('reports JSON written without "data:", which a client ignores: an error when it is a JSON-RPC message, unchecked', () => {
    const text = ['event: message', '{"jsonrpc":"2.0","id":4,"result":{}}', '', ''].join('\n');
    const { frames, issues } = readText(sseFormat, text);
    expect(frames).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ rule: 'sse-unprefixed-json', severity: 'error', line: 2 })]);
    expect(issues[0].message).toContain('data: ');
    expect(readText(sseFormat, 'event: message\n{"other":1}\n\n').issues).toEqual([expect.objectContaining({ rule: 'sse-unprefixed-json', severity: 'warning' })]);
    // A pretty-printed message without its prefixes: the line holding the key says so.
    const pretty = readText(sseFormat, 'event: message\n{\n  "jsonrpc": "2.0",\n  "id": 4\n}\n\n').issues;
    expect(pretty.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['sse-unprefixed-json@2 warning', 'sse-unprefixed-json@3 error']);
  });

  it('gives a data field that is not JSON as a frame with a parse error', () => {
    const { frames } = readText(sseFormat, 'data: Internal Server Error\n\n');
    expect(frames).toHaveLength(1);
    expect(frames[0].parseError).toMatch(/JSON/);
    expect(frames[0].span).toMatchObject({ line: 1, column: 7 });
  });

  it('drops an event larger than the bound with a finding, and reads the next one', () => {
    const events: string[] = [];
    const issues: string[] = [];
    const parser = new SseParser({ event: (e) => events.push(`${e.dataLine} ${e.data}`), issue: (i) => issues.push(`${i.rule} ${i.line}`) }, 100);
    const lines = ['event: message', ...Array.from({ length: 10 }, () => `data: ${'x'.repeat(20)}`), '', 'data: {}', ''];
    lines.forEach((text, i) => parser.push({ text, line: i + 1, offset: 0 }));
    parser.end();
    expect(issues).toEqual(['frame-too-large 2']);
    expect(events).toEqual(['13 {}']);
  });

  it('sniffs event streams, and not JSON lines or plain logs', () => {
    expect(sseFormat.sniff(sniffInput('event: message\ndata: {"jsonrpc":"2.0"}\n\n'))).toBeGreaterThanOrEqual(0.9);
    expect(sseFormat.sniff(sniffInput('{"jsonrpc":"2.0","id":1,"method":"ping"}\n'))).toBe(0);
    expect(sseFormat.sniff(sniffInput('starting server\nlistening on 8080\n'))).toBe(0);
    // an event stream inside an HTTP transcript is the http reader's (it keeps the headers)
    const trace = ['GET /sse HTTP/1.1', '', 'HTTP/1.1 200 OK', 'Content-Type: text/event-stream', '', ...Array.from({ length: 20 }, () => 'data: {}\n')].join('\n');
    expect(sseFormat.sniff(sniffInput(trace))).toBeLessThan(0.5);
  });
});
