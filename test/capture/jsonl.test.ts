import { describe, expect, it } from 'vitest';
import { directionMark } from '../../src/core/capture/jsonl.js';
import { readText, where } from './read.js';

const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;
const pong = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{}}`;
const issuesOf = (text: string, options = {}) => readText(text, { format: 'jsonl', ...options }).issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`);

describe('JSONL reader', () => {
  it('reads one message per line with exact spans and byte offsets', () => {
    const text = `${ping(1)}\n${pong(1)}\n\n  ${ping(2)}\n`;
    const { frames, issues } = readText(text, { format: 'jsonl' });
    expect(issues).toEqual([]);
    expect(where(frames)).toEqual(['1:1', '2:1', '4:3']);
    expect(frames[0].span).toEqual({ line: 1, column: 1, endLine: 1, endColumn: ping(1).length + 1, offset: 0, length: ping(1).length });
    expect(frames[1].span.offset).toBe(ping(1).length + 1);
    expect(frames[2].span.offset).toBe(ping(1).length + pong(1).length + 2 + 1 + 2);
    expect(frames[2].raw).toBe(ping(2));
    expect(frames.map((f) => f.index)).toEqual([0, 1, 2]);
    expect(frames[0].value).toEqual({ jsonrpc: '2.0', id: 1, method: 'ping' });
  });

  it('counts byte offsets and lengths in UTF-8 bytes, columns in characters', () => {
    const first = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"Zürich 12°C 東京"}}';
    const { frames } = readText(`${first}\n> ${ping(1)}\n`, { format: 'jsonl' });
    expect(frames[0].span.length).toBe(Buffer.byteLength(first));
    expect(frames[0].span.endColumn).toBe(first.length + 1);
    expect(frames[1].span.offset).toBe(Buffer.byteLength(first) + 1 + 2);
  });

  it('reads direction marks: --> > → are the client, <-- < ← the server', () => {
    const lines = [`--> ${ping(1)}`, `<-- ${pong(1)}`, `> ${ping(2)}`, `< ${pong(2)}`, `→ ${ping(3)}`, `← ${pong(3)}`, `>${ping(4)}`, `<--\t${pong(4)}`];
    const { frames, issues } = readText(lines.join('\n'), { format: 'jsonl' });
    expect(issues).toEqual([]);
    expect(where(frames)).toEqual(['1:5 client', '2:5 server', '3:3 client', '4:3 server', '5:3 client', '6:3 server', '7:2 client', '8:5 server']);
    expect(frames.every((f) => f.senderSource === 'mark')).toBe(true);
    expect(frames[0].span.offset).toBe(4);
    expect(directionMark('> hello')).toBeUndefined();
  });

  it('reads a one-line array as one batch frame', () => {
    const { frames } = readText(`[${ping(1)},${ping(2)}]\n[${pong(1)},${pong(2)}]\n`, { format: 'jsonl' });
    expect(frames).toHaveLength(2);
    expect(Array.isArray(frames[0].value)).toBe(true);
    expect((frames[0].value as unknown[]).length).toBe(2);
  });

  it('reports each stray line (banner, log, stack trace) as an error and reads on', () => {
    const text = ['Starting MCP server…', ping(1), '[INFO] listening', '{not json}', 'Error: boom', '    at main (/app/index.js:3:9)', pong(1), '42'].join('\n');
    const { frames, issues } = readText(text, { format: 'jsonl' });
    expect(where(frames)).toEqual(['2:1', '7:1']);
    expect(issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`)).toEqual([
      'stray-output@1:1 error',
      'stray-output@3:1 error',
      'stray-output@4:1 error',
      'stray-output@5:1 error',
      'stray-output@6:5 error',
      'stray-output@8:1 error',
    ]);
    expect(issues[0].message).toContain('"Starting MCP server…"');
    expect(issues[0].message).toContain('stderr');
  });

  it('sets stray lines aside as info when the capture mixes stdout and stderr', () => {
    expect(issuesOf(`Starting server\n${ping(1)}\n`, { mixedOutput: true })).toEqual(['stray-output@1:1 info']);
    expect(readText(`Starting server\n${ping(1)}\n`, { format: 'jsonl', mixedOutput: true }).issues[0].message).toContain('set aside');
  });

  it('reads a message cut by an embedded newline as one parse-error frame, then resynchronises', () => {
    const cut = '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"line one\nline two\nline three"}]}}';
    const text = `${ping(1)}\n${cut}\n${ping(3)}\n`;
    const { frames, issues } = readText(text, { format: 'jsonl' });
    expect(issues).toEqual([]);
    expect(where(frames)).toEqual(['1:1', '2:1 !', '5:1']);
    const broken = frames[1];
    expect(broken.span.endLine).toBe(4);
    expect(broken.span.endColumn).toBe('line three"}]}}'.length + 1);
    expect(broken.raw).toBe(cut);
    expect(broken.span.length).toBe(Buffer.byteLength(cut));
    expect(broken.parseError).toMatch(/goes on over the next 2 lines.*embedded newline/);
  });

  it('ends a cut message at the next line that starts a message', () => {
    const text = `{"jsonrpc":"2.0","id":1,"result":{"text":"never\nclosed\n${ping(2)}\n`;
    const { frames } = readText(text, { format: 'jsonl' });
    expect(where(frames)).toEqual(['1:1 !', '3:1']);
    expect(frames[0].span.endLine).toBe(2);
  });

  it('says when a pretty-printed message was written to a line-oriented stream', () => {
    const { frames } = readText(`{"jsonrpc":"2.0",\n"id":1,\n"method":"ping"}\n`, { format: 'jsonl' });
    expect(where(frames)).toEqual(['1:1 !']);
    expect(frames[0].parseError).toMatch(/spread over 3 lines/);
  });

  it('keeps a complete but invalid line as a one-line parse error', () => {
    const { frames } = readText(`{"jsonrpc":"2.0","id":1,}\n${ping(2)}`, { format: 'jsonl' });
    expect(where(frames)).toEqual(['1:1 !', '2:1']);
    expect(frames[0].span.endLine).toBe(1);
  });

  it('reports a truncated last frame instead of a parse error', () => {
    const { frames, issues } = readText(`${ping(1)}\n{"jsonrpc":"2.0","id":1,"res`, { format: 'jsonl' });
    expect(where(frames)).toEqual(['1:1']);
    expect(issues.map((i) => `${i.rule}@${i.line}`)).toEqual(['truncated-frame@2']);
    expect(issues[0].severity).toBe('warning');
  });

  it('reads CRLF line ends with spans that do not include the CR', () => {
    const { frames } = readText(`${ping(1)}\r\n${pong(1)}\r\n`, { format: 'jsonl' });
    expect(frames[0].raw).toBe(ping(1));
    expect(frames[0].span.endColumn).toBe(ping(1).length + 1);
    expect(frames[1].span.offset).toBe(ping(1).length + 2);
  });

  it('skips a UTF-8 BOM without shifting columns, keeping byte offsets exact', () => {
    const { frames, issues } = readText(`\uFEFF${ping(1)}\n`, { format: 'jsonl' });
    expect(issues).toEqual([]);
    expect(frames[0].span).toMatchObject({ line: 1, column: 1, offset: 3 });
  });
});
