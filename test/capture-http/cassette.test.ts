import { describe, expect, it } from 'vitest';
import { cassetteFormat } from '../../src/core/capture/cassette.js';
import { readText, sniffInput, starts } from './read.js';

const cassette = JSON.stringify(
  {
    version: '1.0',
    metadata: { recorded_at: '2026-02-17T20:25:23+00:00', server_url: 'http://127.0.0.1:8000' },
    interactions: [
      { type: 'jsonrpc_request', request: { jsonrpc: '2.0', id: 0, method: 'ping' }, response: { jsonrpc: '2.0', id: 0, result: {} }, response_is_sse: true, response_status: 200, http_method: null, http_path: null },
      { type: 'notification', request: { jsonrpc: '2.0', method: 'notifications/initialized' }, response: null, response_is_sse: false, response_status: 202 },
      { type: 'lifecycle', request: null, response: null, response_status: 200, http_method: 'DELETE', http_path: '/mcp' },
    ],
  },
  null,
  2,
);

describe('cassette reader', () => {
  it('frames each interaction request and response at the line where the message object starts', () => {
    const { frames, issues } = readText(cassetteFormat, cassette);
    expect(issues).toEqual([]);
    const lines = cassette.split('\n');
    const at = (needle: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
    expect(starts(frames)).toEqual([`${at('"request": {')}:18 client`, `${at('"response": {')}:19 server`, `${at('"request": {', at('"notification"'))}:18 client`]);
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 0, method: 'ping' });
    expect(frames[1].raw).toBe(JSON.stringify({ jsonrpc: '2.0', id: 0, result: {} }, null, 2).replace(/\n/g, '\n      '));
    expect(frames[1].transport).toEqual({ kind: 'http', status: 200, headers: { 'content-type': 'text/event-stream' } });
  });

  it('reports a cassette that is not valid JSON, and still checks the messages read before the break', () => {
    const cut = cassette.slice(0, cassette.indexOf('"notifications/initialized"') + 10);
    const { frames, issues } = readText(cassetteFormat, cut);
    expect(issues).toEqual([expect.objectContaining({ rule: 'invalid-json-document', severity: 'error' })]);
    expect(frames).toHaveLength(2);
  });

  it('reports text after the document', () => {
    const { issues } = readText(cassetteFormat, `${cassette}\n{"jsonrpc":"2.0"}\n`);
    expect(issues).toEqual([expect.objectContaining({ rule: 'invalid-json-document', line: cassette.split('\n').length + 1, column: 1 })]);
    expect(issues[0].message).toContain('more text follows');
  });

  it('sniffs cassettes', () => {
    expect(cassetteFormat.sniff(sniffInput(cassette))).toBeGreaterThanOrEqual(0.95);
    expect(cassetteFormat.sniff(sniffInput('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).toBe(0);
  });
});
