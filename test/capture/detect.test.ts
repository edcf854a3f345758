import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/core/capture/formats.js';
import { checkCapture } from '../../src/core/engine.js';

const detect = (text: string, fileName = 'capture.txt') => detectFormat({ fileName, lines: text.split(/\r?\n/) }).name;
const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const pong = '{"jsonrpc":"2.0","id":1,"result":{}}';

describe('format detection from content', () => {
  it.each([
    ['JSONL', `${ping}\n${pong}\n`, 'jsonl'],
    ['JSONL with direction marks', `--> ${ping}\n<-- ${pong}\n`, 'jsonl'],
    ['raw stdout with banners', `Server starting...\nListening on stdio\n${ping}\n${pong}\n`, 'jsonl'],
    ['a one-line array (a batch, read as JSONL)', `[${ping},${ping}]`, 'jsonl'],
    ['a multi-line array of messages', `[\n  ${ping},\n  ${pong}\n]\n`, 'json'],
    ['an array of one message per line', `[${ping},\n ${pong}]\n`, 'json'],
    ['pretty-printed messages', '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\n', 'json'],
    ['pretty messages pasted with labels', 'Request:\n{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\n', 'json'],
    ['a stdio session recorder log (STDIN: / STDOUT: labels)', 'STDERR: starting\nSTDIN:\n{\n    "jsonrpc": "2.0",\n    "id": 1,\n    "method": "ping"\n}\nSTDOUT:\n{\n    "jsonrpc": "2.0",\n    "id": 1,\n    "result": {}\n}\n', 'json'],
    ['a txtar conformance fixture', `Header.\n\n-- client --\n${ping}\n-- server --\n${pong}\n`, 'txtar'],
    ['Content-Length framing', `Content-Length: ${ping.length}\r\n\r\n${ping}`, 'content-length'],
  ])('%s', (_label, text, format) => {
    expect(detect(text)).toBe(format);
  });

  it('does not take an HTTP trace for Content-Length framing', () => {
    expect(detect(`POST /mcp HTTP/1.1\nContent-Type: application/json\nContent-Length: ${ping.length}\n\n${ping}\n`)).not.toBe('content-length');
  });

  it('lets the format option override detection', async () => {
    const text = `[\n  ${ping}\n]\n`;
    const detected = await checkCapture({ path: 'a.json', text }, { revision: '2025-06-18' });
    expect([detected.format, detected.frames]).toEqual(['json', 1]);
    const forced = await checkCapture({ path: 'a.json', text }, { revision: '2025-06-18', format: 'jsonl' });
    expect(forced.format).toBe('jsonl');
    expect(forced.findings.map((f) => `${f.rule}@${f.line}`)).toContain('stray-output@3');
  });
});
