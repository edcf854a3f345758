import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { Revision } from '../../src/core/revisions.js';
import { repoRoot } from '../helpers/corpus.js';

const RULE = 'log-below-set-level';
const LEGACY: Revision[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];

async function findings(path: string, text: string, revision: Revision) {
  const result = await checkCapture({ path, text }, { revision });
  return result.findings.filter((f) => f.rule === RULE);
}

const levelOf = (line: string): string | undefined => /"method":"notifications\/message","params":\{"level":"([a-z]+)"/.exec(line)?.[1];

describe('log-below-set-level on the recorded SDK sessions (server-everything honours logging/setLevel)', () => {
  for (const revision of LEGACY) {
    const text = readFileSync(join(repoRoot, `corpus/sdk/${revision}/everything-stdio.jsonl`), 'utf8');

    it(`${revision}: the recording as it is (setLevel debug) has no finding`, async () => {
      expect(await findings('everything-stdio.jsonl', text, revision)).toEqual([]);
    });

    it(`${revision}: had the client asked for warning, every debug, info and notice log after the server's answer is reported`, async () => {
      const request = '"method":"logging/setLevel","params":{"level":"debug"}';
      expect(text.includes(request)).toBe(true);
      const mutated = text.replace(request, '"method":"logging/setLevel","params":{"level":"warning"}');
      const lines = mutated.split('\n');
      const setLevelLine = lines.findIndex((line) => line.includes('"method":"logging/setLevel"')) + 1;
      const id = /"id":(\d+)/.exec(lines[setLevelLine - 1])![1];
      const answerLine = lines.findIndex((line, index) => index >= setLevelLine && line.startsWith('< ') && line.includes(`"id":${id}}`)) + 1;
      expect(answerLine).toBeGreaterThan(setLevelLine);
      const below = lines.flatMap((line, index) => (index + 1 > answerLine && ['debug', 'info', 'notice'].includes(levelOf(line) ?? '') ? [index + 1] : []));
      expect(below.length).toBeGreaterThan(0);
      const found = await findings('everything-stdio.jsonl', mutated, revision);
      expect(found.map((f) => f.line)).toEqual(below);
      for (const finding of found) {
        expect(finding.severity).toBe('warning');
        expect(finding.message).toContain(`below "warning", the minimum level set by the client's logging/setLevel request (id ${id}, line ${setLevelLine})`);
        expect(finding.message).toContain(`at level "${levelOf(lines[finding.line - 1])}"`);
      }
    });
  }
});

describe('log-below-set-level: what sets the level', () => {
  const head = [
    '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"logging":{}},"serverInfo":{"name":"s","version":"1"}}}',
    '> {"jsonrpc":"2.0","method":"notifications/initialized"}',
  ];
  const log = (level: string) => `< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"${level}","data":"x"}}`;

  it('a later logging/setLevel replaces the level; one the server refused changes nothing', async () => {
    const text = [
      ...head,
      '> {"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"error"}}',
      '< {"jsonrpc":"2.0","id":1,"result":{}}',
      log('warning'), // 6: below error
      '> {"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{"level":"info"}}',
      '< {"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"locked"}}',
      log('warning'), // 9: still below error
      '> {"jsonrpc":"2.0","id":3,"method":"logging/setLevel","params":{"level":"info"}}',
      '< {"jsonrpc":"2.0","id":3,"result":{}}',
      log('warning'), // 12: fine now
      log('debug'), // 13: below info
    ].join('\n');
    const found = await findings('levels.jsonl', text, '2025-06-18');
    expect(found.map((f) => `${f.line} ${/below "(\w+)"/.exec(f.message)?.[1]}`)).toEqual(['6 error', '9 error', '13 info']);
    expect(found[2].message).toContain('(id 3, line 10)');
  });

  it('a new initialize (another session in one HTTP capture) starts without a level', async () => {
    const text = [
      ...head,
      '> {"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"error"}}',
      '< {"jsonrpc":"2.0","id":1,"result":{}}',
      log('info'), // 6: below error
      ...head.map((line) => line.replace('"id":0', '"id":10')),
      log('info'), // 10: the new session set no level
    ].join('\n');
    expect((await findings('two-sessions.jsonl', text, '2025-06-18')).map((f) => f.line)).toEqual([6]);
  });

  it('logs before any logging/setLevel, and between the request and its answer, are not judged', async () => {
    const text = [...head, log('debug'), '> {"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"error"}}', log('debug'), '< {"jsonrpc":"2.0","id":1,"result":{}}'].join('\n');
    expect(await findings('early.jsonl', text, '2025-06-18')).toEqual([]);
  });

  it('the level belongs to one session: another server in the same Claude Desktop log keeps its own', async () => {
    const at = (n: number) => `2025-03-02T09:14:${String(n).padStart(2, '0')}.000Z`;
    const from = (server: string, side: 'client' | 'server', json: string, n: number) => `${at(n)} [${server}] [info] Message from ${side}: ${json}`;
    const init = '{"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}';
    const answer = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05","capabilities":{"logging":{}},"serverInfo":{"name":"s","version":"1"}}}';
    const info = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}';
    const capture = (setter: string) => [
      `${at(0)} [alpha] [info] Initializing server... { metadata: undefined }`,
      `${at(1)} [beta] [info] Initializing server... { metadata: undefined }`,
      from('alpha', 'client', init, 2),
      from('beta', 'client', init, 3),
      from('alpha', 'server', answer, 4),
      from('beta', 'server', answer, 5),
      from('alpha', 'client', '{"method":"notifications/initialized","jsonrpc":"2.0"}', 6),
      from('beta', 'client', '{"method":"notifications/initialized","jsonrpc":"2.0"}', 7),
      from(setter, 'client', '{"method":"logging/setLevel","params":{"level":"error"},"jsonrpc":"2.0","id":1}', 8),
      from(setter, 'server', '{"jsonrpc":"2.0","id":1,"result":{}}', 9),
      from('beta', 'server', info, 10),
      from('alpha', 'server', info, 11),
    ];
    const linesFlagged = async (setter: string) => {
      const result = await checkCapture({ path: 'mcp.log', text: `${capture(setter).join('\n')}\n` }, { revision: '2024-11-05', format: 'claude-log' });
      return result.findings.filter((f) => f.rule === RULE).map((f) => f.line);
    };
    expect(await linesFlagged('alpha')).toEqual([12]);
    expect(await linesFlagged('beta')).toEqual([11]);
  });
});
