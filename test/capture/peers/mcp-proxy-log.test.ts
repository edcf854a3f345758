import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { jsStringLiteral } from '../../../src/core/capture/mcp-proxy-log.js';
import { readText } from '../read.js';
import { placed } from './spans.js';

const log = [
  'toy-server: ready',
  "[mcp-proxy] ignoring non-JSON output [ 'Server started on stdio', \"it's up\" ]",
  'transport event {',
  `  chunk: '{"jsonrpc":"2.0","id":0,"result":{"name":"O\\'Brien"}}\\n' +`,
  `    '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"é"}}\\n',`,
  "  type: 'data'",
  '}',
  'transport event {',
  '  message: {',
  "    jsonrpc: '2.0',",
  '    id: 0,',
  "    result: { name: \"O'Brien\" }",
  '  },',
  "  type: 'message'",
  '}',
  "transport event { type: 'close' }",
].join('\n');

describe("mcp-proxy's --debug output", () => {
  it('is detected by its transport events', () => {
    expect(detectFormat({ fileName: 'proxy.log', lines: log.split('\n') }).name).toBe('mcp-proxy-log');
  });

  it("frames each stdout line of a data chunk inside its string literal, as the server's", () => {
    const { frames } = readText(log);
    expect(placed(frames)).toEqual(['4:11 server', '5:6 server']);
    expect(frames.map((f) => f.value)).toEqual([
      { jsonrpc: '2.0', id: 0, result: { name: "O'Brien" } },
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'é' } },
    ]);
    // the span ends before the `\n` escape
    expect(frames[1].span.endColumn).toBe(log.split('\n')[4].indexOf("\\n'") + 1);
  });

  it('reports each line the proxy said it ignored as stray output on stdout, at its string', () => {
    const { issues } = readText(log);
    expect(issues.map((i) => `${i.rule}@${i.line}:${i.column}`)).toEqual(['stray-output@2:41', 'stray-output@2:68']);
    expect(issues[1].message).toContain(`"it's up"`);
  });

  it('reads JavaScript string literals as util.inspect writes them', () => {
    expect(jsStringLiteral(`'a\\'b\\\\c\\x41\\u00e9'`, 0)).toEqual({ value: "a'b\\cAé", from: 0, to: 19 });
    expect(jsStringLiteral(`\`it's "x"\``, 0)?.value).toBe(`it's "x"`);
    expect(jsStringLiteral(`'open`, 0)).toBeUndefined();
  });
});
