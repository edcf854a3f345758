import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Revision } from '../../../src/core/revisions.js';
import { logBelowSetLevel } from '../../../src/core/rules/session/log-below-set-level.js';
import { repoRoot } from '../../helpers/corpus.js';
import { jsonl, ruleTester, type CaptureCase, type InvalidCase } from '../tester.js';
import { client, handshake, notification, request, result, server } from '../messages.js';

const LEGACY: Revision[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
const log = (level: string) => server(notification('notifications/message', { level, data: 'x' }));
const setLevel = (id: number, level: string) => client(request(id, 'logging/setLevel', { level }));
const head = handshake('2025-06-18', { logging: {} });
const levelOf = (line: string): string | undefined => /"method":"notifications\/message","params":\{"level":"([a-z]+)"/.exec(line)?.[1];

/** The recorded SDK sessions (server-everything honours logging/setLevel): as recorded (debug), and had the client asked for warning. */
const recordings = LEGACY.map((revision) => {
  const text = readFileSync(join(repoRoot, `corpus/sdk/${revision}/everything-stdio.jsonl`), 'utf8');
  const asked = '"method":"logging/setLevel","params":{"level":"debug"}';
  if (!text.includes(asked)) throw new Error(`corpus/sdk/${revision}/everything-stdio.jsonl no longer sets the level to debug`);
  const mutated = text.replace(asked, '"method":"logging/setLevel","params":{"level":"warning"}');
  const lines = mutated.split('\n');
  const setLevelLine = lines.findIndex((line) => line.includes('"method":"logging/setLevel"')) + 1;
  const id = /"id":(\d+)/.exec(lines[setLevelLine - 1])![1];
  const answerLine = lines.findIndex((line, index) => index >= setLevelLine && line.startsWith('< ') && line.includes(`"id":${id}}`)) + 1;
  if (answerLine <= setLevelLine) throw new Error(`corpus/sdk/${revision}/everything-stdio.jsonl: the server no longer answers logging/setLevel`);
  const below = lines.flatMap((line, index) => (index + 1 > answerLine && ['debug', 'info', 'notice'].includes(levelOf(line) ?? '') ? [index + 1] : []));
  const valid: CaptureCase = { name: `${revision}: the recorded SDK session as it is (setLevel debug)`, capture: text, revision };
  const invalid: InvalidCase = {
    name: `${revision}: had the client asked for warning, every debug, info and notice log after the server's answer`,
    capture: mutated,
    revision,
    errors: below.map((line) => ({ line, severity: 'warning' as const, message: new RegExp(`below "warning"[\\s\\S]*at level "${levelOf(lines[line - 1])}"|at level "${levelOf(lines[line - 1])}"[\\s\\S]*below "warning"`) })),
  };
  return { valid, invalid, below };
});
if (recordings.some((r) => r.below.length === 0)) throw new Error('a recorded SDK session no longer logs below warning after setLevel');

/** The Claude Desktop log of two servers, where `setter` sets its level to error. */
function twoServers(setter: string): string {
  const at = (n: number) => `2025-03-02T09:14:${String(n).padStart(2, '0')}.000Z`;
  const from = (name: string, side: 'client' | 'server', json: string, n: number) => `${at(n)} [${name}] [info] Message from ${side}: ${json}`;
  const init = '{"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}';
  const answer = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05","capabilities":{"logging":{}},"serverInfo":{"name":"s","version":"1"}}}';
  const info = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}';
  return `${[
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
  ].join('\n')}\n`;
}

ruleTester.run(logBelowSetLevel, {
  valid: [
    ...recordings.map((r) => r.valid),
    { name: 'logs at and above the level', capture: jsonl(...head, setLevel(2, 'warning'), server(result(2, {})), log('warning'), log('emergency')), revision: '2025-06-18' },
    { name: 'logs before any logging/setLevel, and between the request and its answer, are not judged', capture: jsonl(...head, log('debug'), setLevel(1, 'error'), log('debug'), server(result(1, {}))), revision: '2025-06-18' },
  ],
  invalid: [
    ...recordings.map((r) => r.invalid),
    {
      name: 'debug, info and notice below a warning level, after the answer',
      capture: jsonl(...handshake('2025-03-26', { logging: {} }), setLevel(2, 'warning'), server(result(2, {})), log('debug'), log('info'), log('notice'), log('error')),
      revision: '2025-03-26',
      errors: [{ line: 6, severity: 'warning' }, { line: 7 }, { line: 8 }],
    },
    {
      name: 'a later logging/setLevel replaces the level; one the server refused changes nothing',
      capture: jsonl(...head, setLevel(1, 'error'), server(result(1, {})), log('warning'), setLevel(2, 'info'), server({ jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'locked' } }), log('warning'), setLevel(3, 'info'), server(result(3, {})), log('warning'), log('debug')),
      revision: '2025-06-18',
      errors: [
        { line: 6, message: 'below "error"' },
        { line: 9, message: 'below "error"' },
        { line: 13, message: 'below "info"' },
      ],
    },
    {
      name: 'a new initialize (another session in one HTTP capture) starts without a level',
      capture: jsonl(...head, setLevel(1, 'error'), server(result(1, {})), log('info'), ...head.map((line) => line.replace('"id":0', '"id":10')), log('info')),
      revision: '2025-06-18',
      errors: [{ line: 6 }],
    },
    { name: 'the level belongs to one session: alpha set it, alpha\'s log is flagged', capture: twoServers('alpha'), format: 'claude-log', path: 'mcp.log', revision: '2024-11-05', errors: [{ line: 12 }] },
    { name: 'the level belongs to one session: beta set it, beta\'s log is flagged', capture: twoServers('beta'), format: 'claude-log', path: 'mcp.log', revision: '2024-11-05', errors: [{ line: 11 }] },
  ],
});
