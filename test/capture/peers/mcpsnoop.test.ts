import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { checkCapture } from '../../../src/core/engine.js';
import { readText } from '../read.js';
import { lines, placed, spannedText } from './spans.js';

const envelope = (seq: number, direction: string, body: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  session_id: 'weather-1-aa',
  server_label: 'weather',
  seq,
  ts: `2026-11-30T09:15:0${seq}.000000001Z`,
  direction,
  transport: 'stdio',
  ...body,
  ...extra,
});

const session = lines(
  envelope(1, 'meta', { raw: { command: ['node', 'weather.mjs'], cwd: '/srv' } }),
  envelope(2, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'ping' } }),
  envelope(3, 's2c', { text: 'weather server listening on stdio' }),
  envelope(4, 'stderr', { text: 'weather: ready' }),
  envelope(5, 's2c', { raw: { jsonrpc: '2.0', id: 1, result: { note: 'héllo' } } }),
);

describe('mcpsnoop session logs', () => {
  it('is detected by its envelopes, and plain JSONL of messages is not', () => {
    expect(detectFormat({ fileName: 'x.jsonl', lines: session.split('\n') }).name).toBe('mcpsnoop');
    expect(detectFormat({ fileName: 'x.jsonl', lines: ['{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"result":{}}'] }).name).toBe('jsonl');
  });

  it('frames each raw message at its place in the envelope line, with direction, time and session', () => {
    const { format, frames, issues } = readText(session);
    expect(format).toBe('mcpsnoop');
    expect(placed(frames)).toEqual([`2:${session.split('\n')[1].indexOf('"raw":') + 7} client`, `5:${session.split('\n')[4].indexOf('"raw":') + 7} server`]);
    for (const frame of frames) expect(spannedText(session, frame)).toBe(frame.raw);
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: { note: 'héllo' } });
    expect(frames[0]).toMatchObject({ session: 'weather-1-aa', timestamp: '2026-11-30T09:15:02.000000001Z', transport: { kind: 'stdio' } });
    // the stray banner is stray output on the server's stdout; the stderr line is not
    expect(issues).toEqual([expect.objectContaining({ rule: 'stray-output', severity: 'error', line: 3, column: session.split('\n')[2].indexOf('"text":') + 8 })]);
    expect(issues[0].message).toContain('on stdout');
  });

  it('keeps sessions apart, and carries HTTP status and routing headers', () => {
    const text = lines(
      envelope(1, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }, { transport: 'http', mcp_method: 'tools/list', mcp_protocol_version: '2025-11-25', session_id: 'a' }),
      envelope(2, 's2c', { raw: { jsonrpc: '2.0', id: 1, result: { tools: [] } } }, { transport: 'http', status: 200, session_id: 'a' }),
      envelope(3, 's2c', {}, { transport: 'http', status: 202, session_id: 'a' }),
      envelope(1, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'ping' } }, { session_id: 'b' }),
    );
    const { frames } = readText(text);
    expect(frames.map((f) => f.session)).toEqual(['a', 'a', 'b']);
    expect(frames[0].transport).toEqual({ kind: 'http', headers: { 'mcp-method': 'tools/list', 'mcp-protocol-version': '2025-11-25' } });
    expect(frames[1].transport).toEqual({ kind: 'http', status: 200 });
  });

  it('reports a broken envelope line where it stands, and a cut last line as truncated', () => {
    const text = lines(envelope(2, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'ping' } }), 'not an envelope', '{"session_id":"s","seq":9,"direction":"s2c","raw":{"jsonrpc":"2.0","id":1,');
    const { frames, issues } = readText(text, { format: 'mcpsnoop' });
    expect(frames.map((f) => [f.span.line, f.parseError !== undefined])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(issues).toEqual([expect.objectContaining({ rule: 'truncated-frame', line: 3, column: 1 })]);
  });

  it('says a frame the recorder cut at its cap was not checked (the wire bytes were whole)', () => {
    const text = lines(envelope(2, 's2c', { text: '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"aaaa' }, { truncated: true }));
    const { frames, issues } = readText(text);
    expect(frames).toEqual([]);
    expect(issues).toEqual([expect.objectContaining({ rule: 'recording-blind-spot', line: 1, column: text.indexOf('"text":') + 8 })]);
    expect(issues[0].message).toContain("cut at the recorder's frame size cap");
  });

  it('says where the sequence numbers jump (frames the recorder dropped), per session', () => {
    const text = lines(
      envelope(2, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'ping' } }),
      envelope(5, 's2c', { raw: { jsonrpc: '2.0', id: 1, result: {} } }),
      envelope(1, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'ping' } }, { session_id: 'other' }),
    );
    const { issues } = readText(text);
    expect(issues).toEqual([expect.objectContaining({ rule: 'recording-blind-spot', severity: 'info', line: 2, session: 'weather-1-aa' })]);
    expect(issues[0].message).toContain('jumps from 2 to 5 here: 2 frames were dropped');
  });

  // On the recorder's line, at the embedded message's bad key (its "id").
  it("finds the faults on the recorder's lines", async () => {
    const text = lines(
      envelope(2, 'c2s', { raw: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } } }),
      envelope(3, 's2c', { raw: { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } } } }),
      envelope(4, 'c2s', { raw: { jsonrpc: '2.0', id: 2, method: 'notifications/initialized' } }),
    );
    const result = await checkCapture({ path: 'session.jsonl', text }, { revision: '2025-06-18' });
    expect(result.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule}@${f.line}:${f.column}`)).toEqual([`notification-with-id@3:${text.split('\n')[2].indexOf('"id":2') + 1}`]);
  });
});
