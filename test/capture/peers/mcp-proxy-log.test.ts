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

  it('reports the prefix the proxy cut off a stdout line as stray output, the rest read from the chunk', () => {
    const stripped = ['[mcp-proxy] stripped non-JSON prefix from output: DEBUG:', 'transport event {', `  chunk: '{"jsonrpc":"2.0","id":0,"result":{}}\\n',`, "  type: 'data'", '}'].join('\n');
    const { frames, issues } = readText(stripped);
    expect(issues.map((i) => `${i.rule}@${i.line}:${i.column}`)).toEqual(['stray-output@1:51']);
    expect(issues[0].message).toContain('"DEBUG:"');
    expect(placed(frames)).toEqual(['3:11 server']);
  });

  it('reads JavaScript string literals as util.inspect writes them', () => {
    expect(jsStringLiteral(`'a\\'b\\\\c\\x41\\u00e9'`, 0)).toEqual({ value: "a'b\\cAé", from: 0, to: 19 });
    expect(jsStringLiteral(`\`it's "x"\``, 0)?.value).toBe(`it's "x"`);
    expect(jsStringLiteral(`'open`, 0)).toBeUndefined();
  });

  describe('error events', () => {
    // As util.inspect prints `{ error, type: 'error' }`: the error's message, its stack, its own properties.
    const errorLog = [
      'transport event {',
      `  chunk: '{"level":30,"msg":"listening"}\\n' +`,
      `    'ready {"oops\\n',`,
      "  type: 'data'",
      '}',
      'transport event {',
      '  error: ZodError: [',
      '    {',
      '      "code": "invalid_union",',
      '      "path": [],',
      '      "message": "Invalid input"',
      '    }',
      '  ]',
      '      at ReadBuffer.readMessage (file:///app/node_modules/@modelcontextprotocol/client/dist/index.mjs:120:30) {',
      '    issues: [ [Object] ]',
      '  },',
      "  type: 'error'",
      '}',
      'transport event {',
      `  error: SyntaxError: Unexpected token 'r', "ready {"oops" is not valid JSON`,
      '      at JSON.parse (<anonymous>)',
      '      at deserializeMessage (file:///app/node_modules/@modelcontextprotocol/client/dist/index.mjs:98:44),',
      "  type: 'error'",
      '}',
      'transport event {',
      `  chunk: '{"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"city not found"}}\\n',`,
      "  type: 'data'",
      '}',
      'transport event {',
      "  message: { jsonrpc: '2.0', id: 4, error: { code: -32603, message: 'city not found' } },",
      "  type: 'message'",
      '}',
      'transport event {',
      '  error: Error: write EPIPE',
      '      at afterWriteDispatched (node:internal/stream_base_commons:161:15) {',
      "    code: 'EPIPE',",
      "    syscall: 'write'",
      '  },',
      "  type: 'error'",
      '}',
      "transport event { error: [SyntaxError: Unexpected end of JSON input], type: 'error' }",
      "transport event { type: 'close' }",
    ].join('\n');

    it("reports the proxy's failures to read what the server wrote, at the error's text", () => {
      const { issues } = readText(errorLog);
      expect(issues.map((i) => `${i.rule}@${i.line}:${i.column}`)).toEqual(['client-parse-failure@7:10', 'client-parse-failure@20:10', 'client-parse-failure@41:27']);
      expect(issues[0].message).toContain('ZodError: [ { "code": "invalid_union", "path": [], "message": "Invalid input" } ]');
      expect(issues[1].message).toContain(`SyntaxError: Unexpected token 'r', "ready {"oops" is not valid JSON"`);
      expect(issues[1].message).not.toContain('deserializeMessage');
      expect(issues[2].message).toContain('"SyntaxError: Unexpected end of JSON input"');
    });

    it('still frames the chunks, and a JSON-RPC error inside a message event is no error event', () => {
      const { frames } = readText(errorLog);
      expect(placed(frames)).toEqual(['2:11 server', '3:6 server', '26:11 server']);
    });
  });
});
