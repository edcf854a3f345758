import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/core/capture/formats.js';
import { httpFormat } from '../../src/core/capture/http.js';
import { readText, sniffInput, starts } from './read.js';

/** The HTTP transcript layouts of issue 20: each read into every frame, with side, headers, status and exchange. */

const exchangeAndStatus = (frames: ReturnType<typeof readText>['frames']) =>
  frames.map((f) => `${f.sender} #${f.transport?.exchange ?? '?'} ${f.transport?.httpMethod ?? ''} ${f.transport?.status ?? '-'}`);

describe('bodies on lines with the mark of the head above them', () => {
  const text = [
    '> POST /mcp HTTP/1.1', // 1
    '> Content-Type: application/json',
    '>',
    '> {"id":1,"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}', // 4
    '< HTTP/2.0 401 Unauthorized', // 5
    '< Content-Length: 194',
    '<',
    '< {"jsonrpc":"2.0","id":1,"result":null,"error":{"code":-32001,"message":"Authentication failed"}}', // 8
    '',
  ].join('\n');

  it('reads both sides, at the column after the mark, paired in one exchange with the status', () => {
    const { frames, issues } = readText(httpFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['4:3 client', '8:3 server']);
    expect(exchangeAndStatus(frames)).toEqual(['client #1 POST -', 'server #1 POST 401']);
    expect(frames[0].transport?.headers).toEqual({ 'content-type': 'application/json' });
    expect(frames[1].transport?.headers).toEqual({ 'content-length': '194' });
    // the span covers the message on its line: its bytes are the frame's text
    for (const frame of frames) expect(Buffer.from(text).subarray(frame.span.offset, frame.span.offset + frame.span.length).toString()).toBe(frame.raw);
    expect(frames[1].span).toMatchObject({ line: 8, column: 3, endLine: 8, endColumn: 99 });
  });

  it('reads a pretty-printed body over several marked lines, and an event stream on `< ` lines', () => {
    const pretty = [
      '> POST /mcp HTTP/1.1',
      '> Content-Type: application/json',
      '>',
      '> {',
      '>   "jsonrpc": "2.0",',
      '>   "id": 2,',
      '>   "method": "tools/list"',
      '> }',
      '< HTTP/1.1 200 OK',
      '< Content-Type: text/event-stream',
      '<',
      '< event: message',
      '< data: {"jsonrpc":"2.0","id":2,"result":{"tools":[]}}',
      '<',
      '',
    ].join('\n');
    const { frames, issues } = readText(httpFormat, pretty);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['4:3 client', '13:9 server']);
    expect(frames[0].span).toMatchObject({ endLine: 8, endColumn: 4 });
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(frames[1].transport).toMatchObject({ status: 200, sseEvent: 'message', exchange: 1 });
  });

  it('reads a marked body that is not JSON as a frame that does not parse, not as nothing', () => {
    const { frames } = readText(httpFormat, '> POST /mcp HTTP/1.1\n> Content-Type: application/json\n>\n> {"id":1,"jsonrpc":"2.0","method":"initialize","params":{...}}\n');
    expect(starts(frames)).toEqual(['4:3 client']);
    expect(frames[0].parseError).toBeDefined();
  });
});

describe('a request body logged on unmarked lines after the `>` head', () => {
  const text = [
    '10:15:02.114900 > POST /mcp HTTP/1.1', // 1
    '10:15:02.114900 > Content-Type: application/json',
    '10:15:02.114900 > MCP-Protocol-Version: 2025-06-18',
    '10:15:02.114900 >',
    '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}', // 5
    '10:15:02.115377 * upload completely sent off: 58 bytes',
    '10:15:02.117012 < HTTP/1.1 200 OK', // 7
    '10:15:02.117040 < content-type: application/json',
    '10:15:02.117070 <',
    '{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}', // 10
    '10:15:02.118001 * Connection #0 to host localhost left intact',
    '',
  ].join('\n');

  it('is the client side (curl --trace-time lines read past their time), paired with the response', () => {
    expect(detectFormat(sniffInput(text)).name).toBe('http');
    const { frames, issues } = readText(httpFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['5:1 client', '10:1 server']);
    expect(exchangeAndStatus(frames)).toEqual(['client #1 POST -', 'server #1 POST 200']);
    expect(frames[0].transport?.headers).toEqual({ 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18' });
    expect(frames[0].transport?.url).toBe('/mcp');
  });

  it('a marked body line after a `--trace-time` head keeps its column in the file', () => {
    const { frames } = readText(httpFormat, '10:15:02.114900 > POST /mcp HTTP/1.1\n10:15:02.114900 > Content-Type: application/json\n10:15:02.114900 >\n10:15:02.114901 > {"jsonrpc":"2.0","id":1,"method":"ping"}\n');
    expect(starts(frames)).toEqual(['4:19 client']);
    expect(frames[0].span).toMatchObject({ endColumn: 59, offset: 36 + 50 + 18 + 18 });
  });

  it('text after the head that is not JSON is set aside, not read as a broken request', () => {
    const { frames, issues } = readText(httpFormat, '> POST /mcp HTTP/1.1\n> Content-Type: application/json\n>\nThen the server answered:\n< HTTP/1.1 202 Accepted\n<\n');
    expect(frames).toEqual([]);
    expect(issues).toEqual([]);
  });

  it('the command\'s -d argument still stands for the body curl -v does not echo (read once)', () => {
    const command = `curl -v http://localhost:3000/mcp -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"ping"}'`;
    const { frames } = readText(httpFormat, `${command}\n> POST /mcp HTTP/1.1\n> Content-Type: application/json\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json\n<\n{"jsonrpc":"2.0","id":1,"result":{}}\n`);
    expect(starts(frames)).toEqual(['1:75 client', '8:1 server']);
    expect(exchangeAndStatus(frames)).toEqual(['client #1 POST -', 'server #1 POST 200']);
  });
});

describe('section headings, connection lines and several exchanges in one file', () => {
  const text = [
    '== Step 1: MCP initialize ==', // 1
    '* Connected to localhost (127.0.0.1) port 8931 (#0)',
    '> POST /mcp HTTP/1.1',
    '> Content-Type: application/json',
    '>',
    '> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}', // 6
    '< HTTP/1.1 200 OK',
    '< Content-Type: application/json',
    '<',
    '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}', // 10
    '== Step 2: MCP notifications/initialized ==', // 11: ends the body above
    '* Connected to localhost (127.0.0.1) port 8931 (#1)',
    '> POST /mcp HTTP/1.1',
    '> Content-Type: application/json',
    '>',
    '> {"jsonrpc":"2.0","method":"notifications/initialized"}', // 16
    '< HTTP/1.1 202 Accepted',
    '<',
    '* Connection #1 to host localhost left intact',
    '',
    '## Step 3: ping',
    '> POST /mcp HTTP/1.1',
    '> Content-Type: application/json',
    '>',
    '> {"jsonrpc":"2.0","id":2,"method":"ping"}', // 25
    '< HTTP/1.1 200 OK',
    '< Content-Type: application/json',
    '<',
    '< {"jsonrpc":"2.0","id":2,"result":{}}', // 29
    '',
  ].join('\n');

  it('reads every exchange, each frame with its side, exchange and status', () => {
    const { frames, issues } = readText(httpFormat, text);
    expect(issues).toEqual([]);
    expect(starts(frames)).toEqual(['6:3 client', '10:1 server', '16:3 client', '25:3 client', '29:3 server']);
    expect(exchangeAndStatus(frames)).toEqual(['client #1 POST -', 'server #1 POST 200', 'client #2 POST -', 'client #3 POST -', 'server #3 POST 200']);
  });

  it('a heading after a body is not read as part of it (no broken frame, nothing set aside)', () => {
    const { frames } = readText(httpFormat, text);
    expect(frames.every((f) => f.parseError === undefined)).toBe(true);
  });
});

describe('detection', () => {
  it('a marked stdio log (`> {...}` / `< {...}` lines without HTTP heads) stays JSONL', () => {
    expect(detectFormat(sniffInput('> {"jsonrpc":"2.0","id":1,"method":"ping"}\n< {"jsonrpc":"2.0","id":1,"result":{}}\n')).name).toBe('jsonl');
  });

  it('a `--trace-time` transcript is HTTP', () => {
    expect(detectFormat(sniffInput('10:15:02.114233 *   Trying 127.0.0.1:3000...\n10:15:02.114900 > POST /mcp HTTP/1.1\n10:15:02.114900 >\n')).name).toBe('http');
  });
});
