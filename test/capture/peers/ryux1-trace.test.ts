import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { checkCapture } from '../../../src/core/engine.js';
import { readText } from '../read.js';
import { lines, placed, spannedText } from './spans.js';

const exchange = (request: unknown, response: Record<string, unknown>, bodies = true) => ({
  schemaVersion: 1,
  startedAt: '2026-12-01T18:48:02.184Z',
  completedAt: '2026-12-01T18:48:02.245Z',
  upstream: 'http://127.0.0.1:3312/mcp',
  request: {
    httpMethod: 'POST',
    path: '/mcp',
    bytes: 46,
    headers: { 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25' },
    metadata: { method: 'tools/list', mismatches: [] },
    ...(bodies ? { body: { format: 'json', bytes: 46, truncated: false, value: request } } : {}),
  },
  response: bodies ? response : { ...response, body: undefined },
});

describe('ryux1 mcp-trace recordings', () => {
  const sse = 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\ndata: {"jsonrpc":"2.0","id":2,"result":{"tools":[]}}\n\n';
  const text = lines(
    exchange({ jsonrpc: '2.0', id: 1, method: 'ping' }, { status: 200, bytes: 36, headers: { 'content-type': 'application/json' }, body: { format: 'json', bytes: 36, truncated: false, value: { jsonrpc: '2.0', id: 1, result: {} } } }),
    exchange({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { status: 200, bytes: sse.length, headers: { 'content-type': 'text/event-stream' }, body: { format: 'text', bytes: sse.length, truncated: false, value: sse } }),
  );

  it('is detected by its exchange lines', () => {
    expect(detectFormat({ fileName: 'rec.ndjson', lines: text.split('\n') }).name).toBe('ryux1-trace');
  });

  it('frames the request and response bodies of each exchange, an event stream event by event', () => {
    const { frames, issues } = readText(text);
    expect(issues).toEqual([]);
    const [first, second] = text.split('\n');
    expect(placed(frames)).toEqual([
      `1:${first.indexOf('"value":{"jsonrpc":"2.0","id":1,"method"') + 9} client`,
      `1:${first.indexOf('"value":{"jsonrpc":"2.0","id":1,"result"') + 9} server`,
      `2:${second.indexOf('"value":{"jsonrpc":"2.0","id":2') + 9} client`,
      // both events of the stream stand at the body string
      `2:${second.indexOf('"value":"event') + 9} server`,
      `2:${second.indexOf('"value":"event') + 9} server`,
    ]);
    expect(spannedText(text, frames[0])).toBe(frames[0].raw);
    expect(frames[0].transport).toMatchObject({ kind: 'http', exchange: 1, httpMethod: 'POST', url: '/mcp', headers: { 'mcp-protocol-version': '2025-11-25' } });
    expect(frames[1]).toMatchObject({ timestamp: '2026-12-01T18:48:02.245Z', transport: { status: 200, exchange: 1 } });
    expect(frames[3].value).toMatchObject({ method: 'notifications/progress' });
    expect(frames[3].transport?.headers).toBe(frames[4].transport?.headers);
  });

  it('says once when exchanges were recorded without their bodies', () => {
    const bare = lines(exchange({}, { status: 200, bytes: 36, headers: {} }, false), exchange({}, { status: 200, bytes: 36, headers: {} }, false));
    const { frames, issues } = readText(bare);
    expect(frames).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ rule: 'recording-blind-spot', line: 1 })]);
    expect(issues[0].message).toMatch(/^2 HTTP exchanges .* --record-bodies/);
  });

  describe('two sessions interleaved in one recording', () => {
    const REVISION = '2025-11-25';
    /** One exchange of a session: the request (its sessionHash, none for initialize) and its JSON answer. */
    const call = (hash: string | undefined, request: Record<string, unknown>, result?: unknown) => ({
      schemaVersion: 1,
      startedAt: '2026-12-01T18:48:02.184Z',
      completedAt: '2026-12-01T18:48:02.245Z',
      upstream: 'http://127.0.0.1:3312/mcp',
      request: {
        httpMethod: 'POST',
        path: '/mcp',
        bytes: 60,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(hash === undefined ? {} : { 'mcp-protocol-version': REVISION }) },
        metadata: { method: request.method, mismatches: [], ...(hash === undefined ? {} : { sessionHash: hash }) },
        body: { format: 'json', bytes: 60, truncated: false, value: { jsonrpc: '2.0', ...request } },
      },
      response:
        result === undefined
          ? { status: 202, bytes: 0, headers: {} }
          : { status: 200, bytes: 60, headers: { 'content-type': 'application/json' }, body: { format: 'json', bytes: 60, truncated: false, value: { jsonrpc: '2.0', id: request.id, result } } },
    });
    const initialize = { id: 1, method: 'initialize', params: { protocolVersion: REVISION, capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const answer = { protocolVersion: REVISION, capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } };
    const tools = { tools: [{ name: 'work', inputSchema: { type: 'object' } }] };
    const recording = (faulty: boolean) =>
      lines(
        call(undefined, initialize, answer), // session A
        call(undefined, initialize, answer), // session B, before A's first session request
        call('aaaaaaaaaaaaaaaa', initialized),
        call('bbbbbbbbbbbbbbbb', initialized),
        call('aaaaaaaaaaaaaaaa', { id: 2, method: 'tools/list' }, tools),
        call('bbbbbbbbbbbbbbbb', { id: 2, method: 'tools/list' }, tools),
        call('bbbbbbbbbbbbbbbb', { id: 3, method: 'tools/call', params: { name: 'work', arguments: {} } }, { content: [] }),
        call('aaaaaaaaaaaaaaaa', faulty ? { ...initialize, id: 3 } : { id: 3, method: 'tools/call', params: { name: 'work', arguments: {} } }, faulty ? answer : { content: [] }),
      );

    it('gives each sessionHash its own session, its initialize with it', () => {
      const { frames } = readText(recording(false));
      // an initialize is handed on once its session shows, so frames come in session order, not file order
      const sessionsByLine = frames
        .filter((f) => f.sender === 'client')
        .sort((a, b) => a.span.line - b.span.line)
        .map((f) => `${f.span.line} ${f.session}`);
      expect(sessionsByLine).toEqual(['1 session #1', '2 session #2', '3 session #1', '4 session #2', '5 session #1', '6 session #2', '7 session #2', '8 session #1']);
      // the response shares its request's session
      for (const f of frames.filter((f) => f.sender === 'server')) expect(f.session).toBe(frames.find((c) => c.sender === 'client' && c.span.line === f.span.line)?.session);
    });

    it('finds nothing wrong with two sessions that each initialize once and reuse the same ids', async () => {
      const result = await checkCapture({ path: 'two.ndjson', text: recording(false) }, { revision: REVISION });
      expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.rule}@${f.line}`)).toEqual([]);
    });

    it('reports a second initialize in one session at its line', async () => {
      const result = await checkCapture({ path: 'two.ndjson', text: recording(true) }, { revision: REVISION });
      expect(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.rule}@${f.line}`)).toEqual(['initialize-repeated@8']);
    });

    it('hands on an initialize whose session never showed when the recording ends', () => {
      const { frames } = readText(lines(call(undefined, initialize, answer)));
      expect(placed(frames)).toEqual([expect.stringMatching(/^1:\d+ client$/), expect.stringMatching(/^1:\d+ server$/)]);
    });

    it('keeps a recording without sessions as one session', () => {
      const { frames } = readText(lines(call(undefined, initialize, answer), call(undefined, initialized), call(undefined, { id: 2, method: 'tools/list' }, tools)));
      expect(frames.map((f) => f.session)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    });
  });
});
