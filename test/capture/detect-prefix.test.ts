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

/**
 * Issue 24: a capture whose first JSON value is pretty-printed over more than the 64 KiB head the
 * engine sniffs (a big initialize, a long tools list) is still read as JSON messages: the head
 * holds only part of that value, and must not make the file stray output or another format.
 */
describe('a first message pretty-printed over more than the 64 KiB head', () => {
  const HEAD_CHARS = 64 * 1024;
  // An initialize request whose experimental capabilities alone run past the head.
  const bigInitialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: { experimental: Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`vendor.feature-${i}`, { enabled: true }])) },
      clientInfo: { name: 'big-client', version: '1.0.0' },
    },
  };
  const initResult = { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } };
  const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
  const toolsList = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
  // The planted fault the reader must reach: a response carrying both result and error.
  const broken = { jsonrpc: '2.0', id: 2, result: { tools: [] }, error: { code: -32603, message: 'x' } };
  const prettyText = (value: unknown) => JSON.stringify(value, null, 2);
  const rest = [initResult, initialized, toolsList, broken];

  it.each([
    ['pretty-printed messages after it', [prettyText(bigInitialize), ...rest.map(prettyText)].join('\n') + '\n', 'capture.json'],
    ['one message per line after it', [prettyText(bigInitialize), ...rest.map((m) => JSON.stringify(m))].join('\n') + '\n', 'capture.jsonl'],
    ['all of it inside one pretty-printed array (a transcript)', prettyText([bigInitialize, ...rest]) + '\n', 'capture.json'],
  ])('with %s: read as JSON, every message checked', async (_label, text, path) => {
    expect(text.indexOf('"clientInfo"')).toBeGreaterThan(HEAD_CHARS);
    expect(detect(text.slice(0, HEAD_CHARS))).toBe('json');
    const result = await checkCapture({ path, text }, { revision: '2025-06-18' });
    expect(result.error).toBeUndefined();
    expect(result.format).toBe('json');
    expect(result.frames).toBe(5);
    const rules = result.findings.map((f) => f.rule);
    for (const misread of ['stray-output', 'no-messages-read', 'messages-set-aside', 'truncated-frame', 'frame-too-large']) expect(rules).not.toContain(misread);
    const fault = result.findings.find((f) => f.rule === 'response-result-and-error');
    // At the line the faulty response opens on (its own line in JSONL, its `{` when pretty-printed).
    const lines = text.split('\n');
    const errorLine = lines.findIndex((line) => line.includes('"error"'));
    const opens = lines[errorLine].trimStart().startsWith('{"jsonrpc"') ? errorLine : lines.slice(0, errorLine).findLastIndex((line) => line.trim() === '{');
    expect(fault?.line).toBe(opens + 1);
    // The big initialize was read as the client's: its name reached the session.
    expect(result.findings.filter((f) => f.rule === 'initialize-not-first' || f.rule === 'request-before-initialized')).toEqual([]);
  });
});
