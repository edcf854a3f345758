import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../src/core/capture/formats.js';
import { readText } from '../read.js';
import { placed } from './spans.js';

const channel = [
  '2026-10-05 09:49:21.338 [info] Starting server genia',
  '2026-10-05 09:49:21.354 [info] Starting server from LocalProcess extension host',
  '2026-10-05 09:49:21.376 [info] Connection state: Running',
  '2026-10-05 09:49:21.377 [debug] [editor -> server] {"jsonrpc":"2.0","id":1,"method":"ping"}',
  '2026-10-05 09:49:21.380 [warning] [server stderr] listening',
  '2026-10-05 09:49:22.249 [debug] [server -> editor] {"jsonrpc":"2.0","id":1,"result":{}}',
  '2026-10-05 09:50:00.001 [info] Starting server genia',
  '2026-10-05 09:50:00.100 [info] [Client Says] {"jsonrpc":"2.0","id":1,"method":"ping"}',
  '2026-10-05 09:50:00.200 [warning] Failed to parse message: "Server started"',
  '2026-10-05 09:50:00.300 [info] [Server Says] {"jsonrpc":"2.0","id":1,"result":{}}',
].join('\n');

describe("VS Code's MCP output channel", () => {
  it('is detected by its message lines, and by its lifecycle lines when the level hides the messages', () => {
    expect(detectFormat({ fileName: 'genia.log', lines: channel.split('\n') }).name).toBe('vscode-output');
    expect(detectFormat({ fileName: 'genia.log', lines: channel.split('\n').slice(0, 3) }).name).toBe('vscode-output');
  });

  it('frames each message where its JSON starts, in both layouts, a session per server start', () => {
    const { frames } = readText(channel);
    expect(placed(frames)).toEqual(['4:52 client', '6:52 server', '8:46 client', '10:46 server']);
    expect(frames.map((f) => f.session)).toEqual(['genia#1', 'genia#1', 'genia#2', 'genia#2']);
    expect(frames[0]).toMatchObject({ timestamp: '2026-10-05 09:49:21.377', raw: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
  });

  it("reports the editor's note that it could not parse the server's output", () => {
    const { issues } = readText(channel);
    expect(issues).toEqual([expect.objectContaining({ rule: 'client-parse-failure', line: 9, column: 35, session: 'genia#2' })]);
  });
});
