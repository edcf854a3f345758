import { describe, expect, it } from 'vitest';
import { detectFormat, SNIFF_LINES } from '../../src/core/capture/formats.js';
import { checkCapture } from '../../src/core/engine.js';

/** A pretty-printed log object of about `options + 7` lines, as a server prints at start-up. */
function banner(options: number): string {
  const lines = Array.from({ length: options }, (_, i) => `    "option${i}": ${i},`);
  return ['{', '  "level": "info",', '  "msg": "server starting",', '  "config": {', ...lines, '    "last": true', '  }', '}'].join('\n');
}

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const both = '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}';

const sessions: [string, string, string][] = [
  ['JSONL', `${ping}\nstray log line\n${both}\n`, 'jsonl'],
  ['an SSE stream', `event: message\ndata: ${ping}\n\nevent: message\ndata: ${both}\n\n`, 'sse'],
  ['Content-Length frames', `Content-Length: ${ping.length}\r\n\r\n${ping}Content-Length: ${both.length}\r\n\r\n${both}\n`, 'content-length'],
  ['txtar sections', `-- client --\n${ping}\n-- server --\n${both}\n`, 'txtar'],
];

const detect = (text: string) => detectFormat({ fileName: 'capture.log', lines: text.split(/\r?\n/) }).name;

describe('format detection behind a pretty-printed prefix', () => {
  describe.each([
    ['a short banner', 10],
    [`a banner longer than the ${SNIFF_LINES} lines a sniffer sees`, SNIFF_LINES + 100],
  ])('%s', (_label, options) => {
    it.each(sessions)('before %s: the session\'s own format reads the file', (_what, session, format) => {
      const text = `${banner(options)}\n${session}`;
      expect(text.split('\n').length > SNIFF_LINES).toBe(options > SNIFF_LINES);
      expect(detect(text)).toBe(format);
    });
  });

  it('reports stray output behind a long banner as an error on the protocol stream, and checks the frames', async () => {
    const prefix = banner(SNIFF_LINES + 100);
    const prefixLines = prefix.split('\n').length;
    const result = await checkCapture({ path: 'server.log', text: `${prefix}\n${ping}\nstray log line\n${both}\n` }, { revision: '2025-06-18' });
    expect(result.format).toBe('jsonl');
    const found = result.findings.map((f) => `${f.rule}@${f.line}:${f.severity}`);
    expect(found).toContain(`stray-output@${prefixLines + 2}:error`);
    expect(found).toContain(`response-result-and-error@${prefixLines + 3}:error`);
  });

  it.each([
    ['pretty-printed messages one after another', `{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\n{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": {}\n}\n`, 'json'],
    ['a pretty-printed message, then prose', `{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "ping"\n}\nThe server never answered this.\n`, 'json'],
    ['a multi-line array of messages', `[\n  ${ping},\n  ${both}\n]\n`, 'json'],
    ['a HAR export', '{\n  "log": {\n    "version": "1.2",\n    "creator": { "name": "x" },\n    "entries": []\n  }\n}\n', 'har'],
  ])('still reads %s as before', (_label, text, format) => {
    expect(detect(text)).toBe(format);
  });
});
