import { describe, expect, it } from 'vitest';
import { httpFormat } from '../../src/core/capture/http.js';
import { parseCurlCommand } from '../../src/core/capture/curl-command.js';
import { readText, sniffInput, starts } from './read.js';

describe('http reader: raw HTTP/1.1 traces', () => {
  const trace = [
    'POST /mcp HTTP/1.1', // 1
    'Host: localhost:8000',
    'Content-Type: application/json',
    'Mcp-Session-Id: s-1',
    'Content-Length: 3', // wrong on purpose: bodies are framed by their JSON, never by this
    '',
    '{', // 7
    '  "jsonrpc": "2.0",',
    '  "id": 1,',
    '  "method": "tools/list"',
    '}', // 11
    '',
    'HTTP/1.1 200 OK', // 13
    'Content-Type: application/json',
    '',
    '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', // 16
    '',
  ].join('\n');

  it('frames pretty-printed bodies by their JSON, with the headers, method, url and status', () => {
    const { frames, issues } = readText(httpFormat, trace);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['7:1 client', '16:1 server']);
    expect(frames[0].span).toMatchObject({ endLine: 11, endColumn: 2 });
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(frames[0].transport).toEqual({
      kind: 'http',
      httpMethod: 'POST',
      url: '/mcp',
      headers: { host: 'localhost:8000', 'content-type': 'application/json', 'mcp-session-id': 's-1', 'content-length': '3' },
      exchange: 1,
    });
    expect(frames[1].transport).toMatchObject({ kind: 'http', status: 200, httpMethod: 'POST', url: '/mcp', headers: { 'content-type': 'application/json' }, exchange: 1 });
    expect(frames[1].senderSource).toBe('http');
  });

  it('reads an event-stream response body event by event', () => {
    const text = [
      'HTTP/1.1 200 OK',
      'Content-Type: text/event-stream',
      '',
      'event: message',
      'id: 1',
      'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}',
      '',
      'event: message',
      'data: {"jsonrpc":"2.0","id":1,"result":{}}',
      '',
      '',
    ].join('\n');
    const { frames, issues } = readText(httpFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['6:7 server', '9:7 server']);
    expect(frames[0].transport).toMatchObject({ status: 200, sseEvent: 'message', sseId: '1', headers: { 'content-type': 'text/event-stream' } });
  });

  it('gives a body that is cut off as one frame that does not parse, at the line where it starts', () => {
    const text = ['HTTP/1.1 200 OK', 'Content-Type: application/json', '', '{', '  "jsonrpc": "2.0",', '  "id": 3,', '  "result": {'].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(frames).toHaveLength(1);
    expect(frames[0].span).toMatchObject({ line: 4, column: 1, endLine: 7 });
    expect(frames[0].parseError).toBeDefined();
    expect(frames[0].sender).toBe('server');
  });

  it('gives a JSON body that is not JSON as a frame with a parse error, and goes on with the next message', () => {
    const text = [
      'POST /mcp HTTP/1.1',
      'Content-Type: application/json',
      '',
      "{'jsonrpc': '2.0', 'id': 1, 'method': 'ping'}",
      '',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      '',
      '{"jsonrpc":"2.0","id":1,"result":{}}',
    ].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(starts(frames)).toEqual(['4:1 client', '9:1 server']);
    expect(frames[0].parseError).toBeDefined();
    expect(frames[0].raw).toBe("{'jsonrpc': '2.0', 'id': 1, 'method': 'ping'}");
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('sets aside markdown fences and notes around pasted blocks', () => {
    const text = ['**Request**', '```http', 'POST /mcp HTTP/1.1', 'Content-Type: application/json', '', '{"jsonrpc":"2.0","id":1,"method":"ping"}', '```', 'Response:', '```http', 'HTTP/1.1 200 OK', 'Content-Type: application/json', '', '{"jsonrpc":"2.0","id":1,"result":{}}', '```'].join('\n');
    const { frames, issues } = readText(httpFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['6:1 client', '13:1 server']);
    expect(frames.filter((f) => f.parseError)).toEqual([]);
  });

  it('skips the chunk sizes of a chunked body dumped from the wire', () => {
    const text = [
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '2a',
      '{"jsonrpc":"2.0","id":1,"result":{"x":[',
      '1,',
      '2]}}',
      '0',
      '',
    ].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(frames.map((f) => [f.span.line, f.value])).toEqual([[6, { jsonrpc: '2.0', id: 1, result: { x: [1, 2] } }]]);
  });

  it('sets aside bodies that are not MCP (202 "Accepted", HTML error pages) without a finding', () => {
    const text = [
      'HTTP/1.1 202 Accepted',
      'Content-Type: text/plain',
      '',
      'Accepted',
      '',
      'HTTP/1.1 502 Bad Gateway',
      'Content-Type: text/html',
      '',
      '<html><body>bad gateway</body></html>',
    ].join('\n');
    expect(readText(httpFormat, text)).toEqual({ frames: [], issues: [] });
  });
});

describe('http reader: curl -v transcripts', () => {
  const transcript = [
    'curl -v -X POST http://localhost:3000/mcp \\', // 1
    '  -H "Content-Type: application/json" \\',
    '  -H "Accept: application/json, text/event-stream" \\',
    `  -d '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}'`, // 4
    '* Connected to localhost (::1) port 3000',
    '> POST /mcp HTTP/1.1',
    '> Host: localhost:3000',
    '> Content-Type: application/json',
    '> Content-Length: 61',
    '>',
    '* upload completely sent off: 61 bytes',
    '< HTTP/1.1 200 OK',
    '< Content-Type: text/event-stream',
    '< Mcp-Session-Id: abc',
    '<',
    'event: message', // 16
    'data: {"jsonrpc":"2.0","id":0,"result":{}}', // 17
    '',
    '* Connection #0 to host localhost left intact',
  ].join('\n');

  it('takes the request from the -d argument (curl -v does not echo it) with the headers curl sent', () => {
    const { frames, issues } = readText(httpFormat, transcript);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['4:7 client', '17:7 server']);
    expect(frames[0].value).toMatchObject({ method: 'initialize' });
    expect(frames[0].transport).toEqual({
      kind: 'http',
      httpMethod: 'POST',
      url: '/mcp',
      headers: { host: 'localhost:3000', 'content-type': 'application/json', 'content-length': '61' },
      exchange: 1,
    });
    expect(frames[1].transport).toMatchObject({ status: 200, headers: { 'content-type': 'text/event-stream', 'mcp-session-id': 'abc' }, sseEvent: 'message', exchange: 1 });
  });

  it('reads a -d argument that spans lines, and a double-quoted one with escapes', () => {
    const text = [
      "curl -s http://h/mcp -d '{",
      '  "jsonrpc": "2.0", "id": 1, "method": "ping"',
      "}'",
      'curl -s http://h/mcp -d "{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"notifications/initialized\\"}"',
    ].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(starts(frames)).toEqual(['1:26 client', '4:26 client']);
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(frames[0].span).toMatchObject({ endLine: 3, endColumn: 2 });
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', method: 'notifications/initialized' });
  });

  it('does not let a quote left open in a pasted command swallow the transcript', () => {
    const text = [`curl -v http://h/mcp -d '{"jsonrpc":"2.0","id":1,"method":"ping"}`, '> POST /mcp HTTP/1.1', '>', '< HTTP/1.1 200 OK', '< Content-Type: application/json', '<', '{"jsonrpc":"2.0","id":1,"result":{}}'].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(starts(frames)).toEqual(['1:26 client', '7:1 server']);
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('reads the body curl prints after a command without -v', () => {
    const text = [`$ curl -s localhost:8080/mcp --json '{"jsonrpc":"2.0","id":9,"method":"ping"}'`, '{"jsonrpc":"2.0","id":9,"result":{}}'].join('\n');
    const { frames } = readText(httpFormat, text);
    expect(starts(frames)).toEqual(['1:38 client', '2:1 server']);
    expect(frames[0].transport?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('parses curl command options', () => {
    const command = parseCurlCommand([{ text: `curl -XPOST --url https://x/mcp -H 'Mcp-Session-Id: 1' -d @body.json`, line: 1, offset: 0 }]);
    expect(command).toMatchObject({ method: 'POST', url: 'https://x/mcp', headers: { 'mcp-session-id': '1' }, dataFromFile: 'body.json' });
    expect(command.data).toBeUndefined();
  });

  it('sniffs curl -v and raw traces, not other text', () => {
    expect(httpFormat.sniff(sniffInput(transcript))).toBeGreaterThanOrEqual(0.9);
    expect(httpFormat.sniff(sniffInput('POST /mcp HTTP/1.1\nHost: x\n\n{}\n\nHTTP/1.1 200 OK\n'))).toBeGreaterThanOrEqual(0.9);
    expect(httpFormat.sniff(sniffInput('{"jsonrpc":"2.0","id":1,"method":"ping"}\n'))).toBe(0);
    expect(httpFormat.sniff(sniffInput('event: message\ndata: {}\n'))).toBe(0);
  });
});
