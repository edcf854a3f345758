import { describe, expect, it } from 'vitest';
import { claudeLogFormat, parseLogPrefix } from '../../src/core/capture/claude-log.js';
import { readText, sniffInput } from './read.js';

const T = '2025-02-22T04:15:41.262Z';
const line = (tags: string, text: string): string => `${T} ${tags} ${text}`;
const init = '{"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}';
const initResult = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
const initialized = '{"method":"notifications/initialized","jsonrpc":"2.0"}';

/** `line session sender` of each frame. */
function sessions(text: string): string[] {
  return readText(claudeLogFormat, text).frames.map((f) => `${f.span.line} ${f.session} ${f.sender}`);
}

describe('claude-log reader', () => {
  it('reads both layouts: [server] [level] and [level] [server], with and without the metadata suffix', () => {
    expect(parseLogPrefix(line('[weather] [info]', 'Message from client: {}'))).toMatchObject({ server: 'weather', level: 'info', timestamp: T });
    expect(parseLogPrefix(line('[info] [weather]', 'Message from client: {}'))).toMatchObject({ server: 'weather', level: 'info' });
    expect(parseLogPrefix(line('[error]', 'Error in MCP connection'))).toMatchObject({ server: undefined, level: 'error' });
    expect(parseLogPrefix('Installed 26 packages in 114ms')).toBeUndefined();

    const text = [line('[w] [info]', `Message from client: ${init}`), line('[info] [w]', `Message from server: ${initResult} { metadata: undefined }`)].join('\n');
    const { frames, issues } = readText(claudeLogFormat, text);
    expect(issues).toEqual([]);
    expect(frames.map((f) => [f.span.line, f.span.column, f.sender, f.senderSource, f.timestamp])).toEqual([
      [1, 58, 'client', 'log', T],
      [2, 58, 'server', 'log', T],
    ]);
    expect(frames[1].raw).toBe(initResult);
    expect(frames[1].span.endColumn).toBe(58 + initResult.length);
    expect(frames[1].value).toMatchObject({ id: 0 });
  });

  it('sets aside stderr copied into the log and multi-line %o dumps, without findings', () => {
    const text = [
      line('[w] [info]', 'Initializing server... { metadata: undefined }'),
      line('[w] [info]', 'Using MCP server command: npx with args and path: {'),
      '  metadata: {',
      "    args: [ '-y', 'pkg', [length]: 2 ],",
      '  }',
      '} %o',
      '[38956] Connecting to remote server: http://localhost:6174/mcp',
      "thread 'main' panicked at src/main.rs:86:9:",
      line('[w] [info]', `Message from client: ${init} { metadata: undefined }`),
    ].join('\n');
    const { frames, issues } = readText(claudeLogFormat, text);
    expect(issues).toEqual([]);
    expect(frames.map((f) => f.span.line)).toEqual([9]);
  });

  it('keys sessions by server name and by process start', () => {
    const text = [
      line('[a] [info]', 'Initializing server...'), // 1
      line('[a] [info]', `Message from client: ${init}`), // 2
      line('[b] [info]', `Message from client: ${init}`), // 3: b never logged a start
      line('[a] [info]', `Message from server: ${initResult}`), // 4
      line('[a] [info]', 'Server transport closed'),
      line('[a] [info]', 'Initializing server...'), // 6
      line('[a] [info]', `Message from client: ${init}`), // 7
    ].join('\n');
    expect(sessions(text)).toEqual(['2 a#1 client', '3 b#1 client', '4 a#1 server', '7 a#2 client']);
    expect(sessions(line('[info]', `Message from client: ${init}`))).toEqual(['1 unnamed#1 client']);
  });

  it('splits two processes started at once whose lines interleave (double spawn), by initialize order and by ids', () => {
    const text = [
      line('[s] [info]', 'Initializing server...'), // 1
      line('[s] [info]', 'Initializing server...'), // 2
      line('[s] [info]', `Message from client: ${init}`), // 3 -> #1
      line('[s] [info]', `Message from client: ${init}`), // 4 -> #2
      line('[s] [info]', `Message from server: ${initResult}`), // 5 -> #1 (oldest pending id 0)
      line('[s] [info]', `Message from client: ${initialized}`), // 6 -> #1 (answered, not yet told)
      line('[s] [info]', `Message from server: ${initResult}`), // 7 -> #2
      line('[s] [info]', `Message from client: ${initialized}`), // 8 -> #2
      line('[s] [info]', 'Message from client: {"method":"tools/list","params":{},"jsonrpc":"2.0","id":1}'), // 9 -> newest initialized
      line('[s] [info]', 'Message from server: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}'), // 10 -> where id 1 is pending
    ].join('\n');
    expect(sessions(text)).toEqual([
      '3 s#1 client',
      '4 s#2 client',
      '5 s#1 server',
      '6 s#1 client',
      '7 s#2 server',
      '8 s#2 client',
      '9 s#2 client',
      '10 s#2 server',
    ]);
  });

  it('keeps a second initialize to the same process in one session (so the session rules see it)', () => {
    const text = [line('[s] [info]', `Message from client: ${init}`), line('[s] [info]', `Message from client: ${init}`)].join('\n');
    expect(sessions(text)).toEqual(['1 s#1 client', '2 s#1 client']);
  });

  it('routes a cancellation to the process whose request it cancels', () => {
    const cancel = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":0,"reason":"timeout"}}';
    const text = [
      line('[s] [info]', 'Initializing server...'),
      line('[s] [info]', `Message from client: ${init}`),
      line('[s] [info]', 'Initializing server...'),
      line('[s] [info]', `Message from client: ${cancel}`),
    ].join('\n');
    expect(sessions(text)).toEqual(['2 s#1 client', '4 s#1 client']);
  });

  it('reports the client failing to parse the server stdout (stray output), in both layouts', () => {
    const text = [
      line('[fc] [info]', 'Initializing server... { metadata: undefined }'),
      line('[fc] [error]', `Unexpected token 'd', "[dotenv@17."... is not valid JSON {`),
      '  metadata: {',
      "    stack: `SyntaxError: Unexpected token 'd', \"[dotenv@17.\"... is not valid JSON\\n` +",
      '  }',
      '}',
      line('[error] [sentry]', `Unexpected token 'M', "[MCP] Skipp"... is not valid JSON`),
      line('[error]', `Error in MCP connection to server terminal: SyntaxError: Unexpected token '>', "> tsc && s"... is not valid JSON`),
      line('[x] [info]', 'Message from server: {"jsonrpc":"2.0","id":1,"result":{"text":"Unexpected token in input"}}'),
    ].join('\n');
    const { frames, issues } = readText(claudeLogFormat, text);
    expect(frames).toHaveLength(1); // the message that merely mentions the words is a frame, not a finding
    expect(issues.map((i) => [i.rule, i.severity, i.line, i.session])).toEqual([
      ['client-parse-failure', 'error', 2, 'fc#1'],
      ['client-parse-failure', 'error', 7, undefined],
      ['client-parse-failure', 'error', 8, undefined],
    ]);
    expect(issues[0].message).toContain('"[dotenv@17."');
    expect(issues[0].message).toContain('stderr');
    expect(issues[2].message).toContain('"terminal"');
  });

  it('gives a message line whose JSON is broken as a frame that does not parse', () => {
    const { frames } = readText(claudeLogFormat, line('[s] [info]', 'Message from server: {"jsonrpc":"2.0","id":1,"result": { metadata: undefined }'));
    expect(frames).toHaveLength(1);
    expect(frames[0].raw).toBe('{"jsonrpc":"2.0","id":1,"result":');
    expect(frames[0].parseError).toBeDefined();
  });

  it('sniffs Claude Desktop logs by their prefix', () => {
    expect(claudeLogFormat.sniff(sniffInput(line('[s] [info]', `Message from client: ${init}`)))).toBeGreaterThanOrEqual(0.95);
    expect(claudeLogFormat.sniff(sniffInput([line('[s] [info]', 'Initializing server...'), line('[s] [info]', 'Server transport closed')].join('\n')))).toBeGreaterThan(0.5);
    expect(claudeLogFormat.sniff(sniffInput('{"jsonrpc":"2.0","id":1,"method":"ping"}\n'))).toBe(0);
    expect(claudeLogFormat.sniff(sniffInput('2025-04-16 06:13:31,599 - mcp.server.sse - DEBUG - Parsed session ID\n'))).toBe(0);
  });
});
