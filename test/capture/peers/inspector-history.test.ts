import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { checkCapture } from '../../../src/core/engine.js';
import { readText } from '../read.js';
import { placed } from './spans.js';

const entries = [
  {
    id: '6f1c0000-8e2b-4c1d-9a7f-3b5e2d1c0a00',
    timestamp: '2026-11-30T10:15:00.000Z',
    direction: 'request',
    origin: 'client',
    message: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow', arguments: {}, _meta: { progressToken: 'p' } } },
    response: { jsonrpc: '2.0', id: 1, result: { content: [] } },
    duration: 500,
  },
  {
    id: '6f1c0001-8e2b-4c1d-9a7f-3b5e2d1c0a01',
    timestamp: '2026-11-30T10:15:00.200Z',
    direction: 'notification',
    origin: 'server',
    message: { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } },
  },
  {
    id: '6f1c0002-8e2b-4c1d-9a7f-3b5e2d1c0a02',
    timestamp: '2026-11-30T10:15:01.000Z',
    direction: 'request',
    origin: 'client',
    message: { jsonrpc: '2.0', id: 2, method: 'ping' },
  },
];
const text = `${JSON.stringify(entries, null, 2)}\n`;
const lineOf = (needle: string, from = 0) => text.split('\n').findIndex((l, i) => i >= from && l.includes(needle)) + 1;

describe("the MCP Inspector's history export", () => {
  it('is detected by its entries, not read as a JSON array of messages', () => {
    expect(detectFormat({ fileName: 'inspector-protocol-x.json', lines: text.split('\n') }).name).toBe('inspector-history');
  });

  it('frames message and response objects where they stand, the response when the history reaches its time', () => {
    const { frames, issues } = readText(text);
    expect(issues).toEqual([]);
    // request, then the progress notification that came while it was open, then its response (at 10:15:00.500), then ping
    expect(placed(frames)).toEqual([`${lineOf('"message"')}:16 client`, `${lineOf('"message"', lineOf('"notification"'))}:16 server`, `${lineOf('"response"')}:17 server`, `${lineOf('"ping"') - 3}:16 client`]);
    expect(frames[2].timestamp).toBe('2026-11-30T10:15:00.500Z');
  });

  it('checks the session in wire order: no progress after the response', async () => {
    const result = await checkCapture({ path: 'inspector-protocol-x.json', text }, { revision: '2025-06-18' });
    // The entries start after the handshake (a fragment): the missing initialize is the cut, not the point here.
    expect(result.findings.filter((f) => f.severity !== 'info' && f.rule !== 'initialize-not-first')).toEqual([]);
  });
});
