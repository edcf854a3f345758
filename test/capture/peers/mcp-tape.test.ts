import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { readText } from '../read.js';
import { lines, placed, spannedText } from './spans.js';

const meta = (key: string) => ({ v: 1, type: 'meta', startedAt: '2026-05-12T23:00:00.000Z', label: 'fs', command: ['node', 'server.js'], [key]: '0.1.0' });
const message = (dir: string, raw: unknown) => ({ t: '2026-05-12T23:00:00.123Z', dir, raw });

describe('mcp-tape traces', () => {
  it('is detected by the meta line under either spelling of the version key, and in a rotated file without it', () => {
    for (const key of ['mcpTapeVersion', 'mcpTapVersion']) {
      expect(detectFormat({ fileName: 'a.jsonl', lines: lines(meta(key), message('in', { jsonrpc: '2.0', id: 1, method: 'ping' })).split('\n') }).name).toBe('mcp-tape');
    }
    const rotated = lines(message('in', { jsonrpc: '2.0', id: 1, method: 'ping' }), message('out', { jsonrpc: '2.0', id: 1, result: {} }));
    expect(detectFormat({ fileName: 'a.jsonl.1', lines: rotated.split('\n') }).name).toBe('mcp-tape');
  });

  it('frames each raw message (in: client, out: server) and says once that stray stdout cannot be seen', () => {
    const text = lines(
      meta('mcpTapVersion'),
      message('in', { jsonrpc: '2.0', id: 1, method: 'ping' }),
      message('out', { jsonrpc: '2.0', id: 1, result: {} }),
      { t: '2026-05-12T23:00:30.000Z', type: 'end', exitCode: 0, durationMs: 30000 },
    );
    const { frames, issues } = readText(text);
    expect(placed(frames)).toEqual(['2:50 client', '3:51 server']); // after `{"t":"...","dir":"in","raw":`
    for (const f of frames) expect(spannedText(text, f)).toBe(f.raw);
    expect(frames[0]).toMatchObject({ timestamp: '2026-05-12T23:00:00.123Z', transport: { kind: 'stdio' } });
    expect(issues).toEqual([expect.objectContaining({ rule: 'recording-blind-spot', severity: 'info', line: 1 })]);
    expect(issues[0].message).toContain('mcp-tape drops every line');
  });
});
