import { describe, expect, it } from 'vitest';
import { readText, where } from './read.js';

describe('txtar reader', () => {
  const fixture = [
    'Header comment, harness text.', // 1
    '', // 2
    '-- tools --', // 3
    'echo', // 4
    '-- client --', // 5
    '{ "jsonrpc": "2.0", "id": 1, "method": "ping" }', // 6
    '{', // 7
    '  "jsonrpc": "2.0",', // 8
    '  "id": 9,', // 9
    '  "result": {}', // 10
    '}', // 11
    '', // 12
    '-- server --', // 13
    '{', // 14
    '\t"jsonrpc": "2.0",', // 15
    '\t"id": 1,', // 16
    '\t"result": {}', // 17
    '}', // 18
    '{"jsonrpc":"2.0","id":9,"method":"ping"}', // 19
  ].join('\n');

  it('reads client and server sections with their senders; harness text gives nothing', () => {
    const { format, frames, issues } = readText(fixture, { fileName: 'ping.txtar' });
    expect(format).toBe('txtar');
    expect(issues).toEqual([]);
    expect(where(frames)).toEqual(['6:1 client', '7:1 client', '14:1 server', '19:1 server']);
    expect(frames.every((f) => f.senderSource === 'section')).toBe(true);
    expect(frames[1].span).toMatchObject({ endLine: 11, endColumn: 2 });
  });

  it('reports a message left open when its section ends, and reads the next section', () => {
    const text = '-- client --\n{\n  "jsonrpc": "2.0",\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}\n';
    const { frames, issues } = readText(text, { format: 'txtar' });
    expect(where(frames)).toEqual(['5:1 server']);
    expect(issues.map((i) => `${i.rule}@${i.line}`)).toEqual(['truncated-frame@2']);
  });

  it('sets text inside a traffic section aside', () => {
    const { issues } = readText('-- client --\nnot json here\n{"jsonrpc":"2.0","method":"x"}\n', { format: 'txtar' });
    expect(issues.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['stray-output@2 info']);
  });
});
