import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
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
});
