import { describe, expect, it } from 'vitest';
import { harFormat } from '../../src/core/capture/har.js';
import { readText, sniffInput, starts } from './read.js';

function har(entries: unknown[]): string {
  return JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }, null, 2) + '\n';
}

const request = (text: string) => ({
  method: 'POST',
  url: 'http://localhost:3001/mcp',
  headers: [
    { name: 'Content-Type', value: 'application/json' },
    { name: 'Mcp-Session-Id', value: 'abc' },
  ],
  postData: { mimeType: 'application/json', text },
});
const response = (status: number, mimeType: string, text: string, encoding?: string) => ({
  status,
  headers: [{ name: 'content-type', value: mimeType }],
  content: encoding ? { mimeType, text, encoding } : { mimeType, text },
});

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

describe('har reader', () => {
  it('frames request and response bodies in entry order, where the body strings stand, with headers and status', () => {
    const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const pong = '{"jsonrpc":"2.0","id":1,"result":{}}';
    const text = har([{ startedDateTime: '2025-06-16T08:21:40.112Z', request: request(ping), response: response(200, 'application/json', pong) }]);
    const { frames, issues } = readText(harFormat, text);
    expect(issues).toEqual([]);
    const pingLine = lineOf(text, '"text": "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"method');
    const pongLine = lineOf(text, '"text": "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result');
    expect(starts(frames)).toEqual([`${pingLine}:21 client`, `${pongLine}:21 server`]);
    expect(frames.map((f) => f.raw)).toEqual([ping, pong]);
    expect(frames[0].transport).toEqual({ kind: 'http', httpMethod: 'POST', url: 'http://localhost:3001/mcp', headers: { 'content-type': 'application/json', 'mcp-session-id': 'abc' }, exchange: 1 });
    expect(frames[1].transport).toMatchObject({ status: 200, headers: { 'content-type': 'application/json' }, exchange: 1 });
    expect(frames[0].timestamp).toBe('2025-06-16T08:21:40.112Z');
    expect(frames[0].senderSource).toBe('har');
  });

  it('reads event-stream responses, base64 ones too, one frame per event', () => {
    const stream = 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}\n\nevent: message\ndata: {"jsonrpc":"2.0","id":2,"result":{}}\n\n';
    const text = har([
      { request: request('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t"}}'), response: response(200, 'text/event-stream', Buffer.from(stream).toString('base64'), 'base64') },
    ]);
    const { frames } = readText(harFormat, text);
    expect(frames.map((f) => [f.sender, f.transport?.sseEvent])).toEqual([
      ['client', undefined],
      ['server', 'message'],
      ['server', 'message'],
    ]);
    expect(frames[2].value).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });

  it('skips entries that are not MCP traffic (pages, images, 202 Accepted)', () => {
    const text = har([
      { request: { method: 'GET', url: 'http://localhost:6274/app.js', headers: [] }, response: response(200, 'application/javascript', 'console.log(1)') },
      { request: { method: 'GET', url: 'http://localhost:6274/api/config', headers: [] }, response: response(200, 'application/json', '{"theme":"dark"}') },
      { request: request('{"jsonrpc":"2.0","method":"notifications/initialized"}'), response: response(202, 'text/plain', 'Accepted') },
    ]);
    const { frames } = readText(harFormat, text);
    expect(frames.map((f) => f.raw)).toEqual(['{"jsonrpc":"2.0","method":"notifications/initialized"}']);
  });

  it('reports a HAR that is not valid JSON at the line where it breaks, keeping the entries read before', () => {
    const good = har([{ request: request('{"jsonrpc":"2.0","id":1,"method":"ping"}'), response: response(200, 'application/json', '{"jsonrpc":"2.0","id":1,"result":{}}') }]);
    const broken = good.replace('"status": 200,', '"status": 200,,');
    const { frames, issues } = readText(harFormat, broken);
    expect(issues).toEqual([expect.objectContaining({ rule: 'invalid-json-document', severity: 'error', line: lineOf(broken, ',,') })]);
    expect(issues[0].message).toContain('HAR');
    // the entry broke after its request body: that body is still checked
    expect(frames.map((f) => f.sender)).toEqual(['client']);
    const truncated = readText(harFormat, good.slice(0, good.length / 2));
    expect(truncated.issues).toEqual([expect.objectContaining({ rule: 'invalid-json-document' })]);
    expect(truncated.issues[0].message).toContain('truncated');
    expect(readText(harFormat, '').issues).toEqual([expect.objectContaining({ rule: 'invalid-json-document', line: 1 })]);
  });

  it('sniffs HAR documents', () => {
    expect(harFormat.sniff(sniffInput(har([])))).toBeGreaterThanOrEqual(0.95);
    expect(harFormat.sniff(sniffInput('{"jsonrpc":"2.0","id":1,"method":"ping"}\n'))).toBe(0);
    expect(harFormat.sniff(sniffInput('[{"jsonrpc":"2.0","id":1,"method":"ping"}]\n'))).toBe(0);
  });
});
