import { describe, expect, it } from 'vitest';
import { readText, where } from './read.js';

const issues = (text: string) => readText(text, { format: 'json' }).issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`);

describe('json reader', () => {
  it('reads each element of a multi-line array as a frame with its own span', () => {
    const text = '[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n  {\n    "jsonrpc": "2.0",\n    "id": 1,\n    "result": {}\n  }\n]\n';
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['2:3', '3:3']);
    expect(frames[0].span).toEqual({ line: 2, column: 3, endLine: 2, endColumn: 43, offset: 4, length: 40 });
    expect(frames[1].span).toMatchObject({ line: 3, column: 3, endLine: 7, endColumn: 4 });
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    // a request with the response answering it: a transcript, and the report says so once
    expect(issues(text)).toEqual(['array-reading@1:1 info']);
  });

  it('splits an array whose first elements share the opening line', () => {
    const text = '[{"jsonrpc":"2.0","id":1,"method":"ping"}, {"jsonrpc":"2.0",\n "id": 1, "result": {}},\n {"jsonrpc":"2.0","method":"x"}]\n';
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:2', '1:44', '3:2']);
    expect(frames[1].span).toMatchObject({ endLine: 2, endColumn: 24 });
    expect(frames.every((f) => f.parseError === undefined)).toBe(true);
  });

  it('reads a one-line array as one batch frame', () => {
    const { frames } = readText('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]\n', { format: 'json' });
    expect(frames).toHaveLength(1);
    expect(Array.isArray(frames[0].value)).toBe(true);
  });

  it('reads pretty-printed messages one after another and sets text between them aside', () => {
    const text = 'Request:\n```json\n{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\n```\nResponse: {"jsonrpc":"2.0","id":1,"result":{}}\n';
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['3:1', '9:11']);
    expect(issues(text)).toEqual(['stray-output@1:1 info', 'stray-output@2:1 info', 'stray-output@8:1 info', 'stray-output@9:1 info']);
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('ignores strings that hold brackets and escaped quotes', () => {
    const text = '{"jsonrpc":"2.0","id":1,"result":{"text":"a } ] \\" { [ \\\\"}}\n{"jsonrpc":"2.0","id":2,\n "result":{"text":"x\\\\\\"}"}}\n';
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:1', '2:1']);
    expect(frames.every((f) => f.parseError === undefined)).toBe(true);
  });

  it('does not let a message with a missing bracket swallow the ones after it', () => {
    const text = '{\n  "jsonrpc": "2.0",\n  "id": 2,\n{\n  "jsonrpc": "2.0",\n  "id": 3,\n  "method": "ping"\n}\n';
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:1 !', '4:1']);
    expect(frames[0].span.endLine).toBe(3);
  });

  it('reports a message or an array left open at the end', () => {
    expect(issues('{"jsonrpc":"2.0","id":1,"method":"ping"}\n{\n  "jsonrpc": "2.0",\n  "id": 2')).toEqual(['truncated-frame@2:1 warning']);
    expect(issues('[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n')).toEqual(['truncated-frame@1:1 warning']);
  });

  it('reads `},` separated messages pasted without their array', () => {
    const { frames } = readText('{\n  "jsonrpc": "2.0", "id": 1, "method": "ping"\n},\n{\n  "jsonrpc": "2.0", "id": 1, "result": {}\n}\n', { format: 'json' });
    expect(where(frames)).toEqual(['1:1', '4:1']);
  });
});

describe('json reader, labels before a pretty message', () => {
  it('reads a message that opens at the end of a label line', () => {
    const { frames, issues } = readText('Response: {\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": {}\n}\n', { format: 'json' });
    expect(where(frames)).toEqual(['1:11']);
    expect(frames[0].parseError).toBeUndefined();
    expect(issues.map((i) => `${i.rule}@${i.line}:${i.column}`)).toEqual(['stray-output@1:1']);
  });
});

describe('json reader, direction labels', () => {
  it('takes the sender from STDIN: / STDOUT: and client -> server: labels; STDERR lines are no finding', () => {
    const text = [
      'STDERR: server starting', // 1
      'STDIN:', // 2
      '{"jsonrpc":"2.0","id":1,"method":"ping"}', // 3
      'STDOUT: {"jsonrpc":"2.0","id":1,"result":{}}', // 4
      'server -> client:', // 5
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}', // 6
      'Client → Server: {"jsonrpc":"2.0","method":"notifications/initialized"}', // 7
      '{"jsonrpc":"2.0","id":2,"method":"ping"}', // 8
      'STDOUT: listening on stdio', // 9
    ].join('\n');
    const { frames, issues } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['3:1 client', '4:9 server', '6:1 server', '7:18 client', '8:1']);
    expect(frames.slice(0, 4).every((f) => f.senderSource === 'mark')).toBe(true);
    expect(issues.map((i) => `${i.rule}@${i.line} ${i.severity}`)).toEqual(['stray-output@9 error']);
    expect(readText(text, { format: 'json', mixedOutput: true }).issues.map((i) => i.severity)).toEqual(['info']);
  });
});
