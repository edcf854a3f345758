import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import type { Finding } from '../../src/core/findings/finding.js';
import { buildAnchor } from '../../src/core/findings/anchor.js';
import type { Revision } from '../../src/core/revisions.js';
import { repoRoot } from '../helpers/corpus.js';

const INIT = [
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
];
const LIST =
  '{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"echo","inputSchema":{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}}]}}';
/** A session with findings of several kinds: stray output, a key slip, bad arguments, an unknown tool, a cut last frame. */
const SESSION = [
  ...INIT,
  '[12:00:01] server started on port 8080',
  LIST,
  '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","args":{"text":"hi"}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"hi"}]}}',
  '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"nope","arguments":{}}}',
  '{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"x"}]}}',
  '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"echo","arguments":{"text":3}}}',
  '{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"x"}]}}',
  '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":',
].join('\n');

async function findingsOf(text: string, path = 'capture.jsonl', revision: Revision | 'auto' = '2025-06-18'): Promise<Finding[]> {
  return (await checkCapture({ path, text }, { revision })).findings;
}

/** What a golden file would key on: rule and anchor, in capture order (no lines). */
function identities(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.rule} | ${f.anchor}`);
}

describe('Finding.anchor', () => {
  it('says what each finding is about, in readable words', async () => {
    const findings = await findingsOf(SESSION);
    expect(identities(findings)).toEqual([
      'stray-output | line "[0:0:0] server started on port 0"',
      'tool-arguments-invalid | request tools/call from client at params.arguments',
      'unknown-key-slip | request tools/call from client at params.args',
      'tool-unknown | request tools/call from client at nope',
      'tool-arguments-invalid | request tools/call from client at params.arguments.text',
      'truncated-frame | frame "{"jsonrpc":"0.0","id":0,"method""',
    ]);
    expect(findings.every((f) => f.anchor && !/\n/.test(f.anchor))).toBe(true);
  });

  it('stays when frames are inserted before a finding', async () => {
    const before = identities(await findingsOf(SESSION));
    const ping = '{"jsonrpc":"2.0","id":99,"method":"ping"}\n{"jsonrpc":"2.0","id":99,"result":{}}';
    const shifted = SESSION.replace(INIT[2], `${INIT[2]}\n${ping}\n`).replace(LIST, `${LIST}\n${ping.replaceAll('99', '98')}`);
    const after = await findingsOf(shifted);
    expect(after.map((f) => f.line)).not.toEqual((await findingsOf(SESSION)).map((f) => f.line));
    expect(identities(after)).toEqual(before);
  });

  it('stays when the request ids and the stray text’s timestamp change', async () => {
    const before = identities(await findingsOf(SESSION));
    const renumbered = SESSION.replace(/"id":(\d+)/g, (_, id: string) => `"id":${Number(id) * 17 + 1000}`).replace('[12:00:01]', '[23:59:58]').replace('8080', '41234');
    expect(renumbered).not.toBe(SESSION);
    expect(identities(await findingsOf(renumbered))).toEqual(before);
  });

  it('tells apart two findings of one rule on different subjects', async () => {
    const findings = (await findingsOf(SESSION)).filter((f) => f.rule === 'tool-arguments-invalid');
    expect(findings).toHaveLength(2);
    expect(findings[0].anchor).not.toBe(findings[1].anchor);
  });

  it('keeps a stray line’s anchor when its timestamp changes, and tells different stray text apart', async () => {
    const stray = (line: string) => findingsOf([line, ...INIT].join('\n')).then((f) => f.filter((x) => x.rule === 'stray-output').map((x) => x.anchor));
    const first = await stray('2025-06-05T08:00:01.204Z [info] Server listening on 127.0.0.1:3000 (pid 4242)');
    const second = await stray('2026-11-30T23:59:59.999Z [info] Server listening on 127.0.0.1:50123 (pid 7)');
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    expect(await stray('2026-11-30T23:59:59.999Z [warn] Cache directory missing')).not.toEqual(first);
  });

  it('stays in an HTTP trace when the session id changes, and a client log when its timestamps change', async () => {
    const http = readFileSync(`${repoRoot}corpus/formats/http/streamable-http-trace.http`, 'utf8');
    const session = /Mcp-Session-Id: (\S+)/i.exec(http)![1];
    const before = await findingsOf(http, 'trace.http', 'auto');
    expect(before.length).toBeGreaterThan(0);
    const after = await findingsOf(http.replaceAll(session, 'f0e1d2c3-0000-4000-8000-abcdefabcdef'), 'trace.http', 'auto');
    expect(identities(after)).toEqual(identities(before));

    const log = readFileSync(`${repoRoot}corpus/formats/claude-log/mcp.log`, 'utf8');
    const logBefore = await findingsOf(log, 'mcp.log', 'auto');
    expect(logBefore.some((f) => f.rule === 'client-parse-failure')).toBe(true);
    const later = log.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, (stamp) => new Date(Date.parse(stamp) + 36_000_123).toISOString());
    expect(later).not.toBe(log);
    expect(identities(await findingsOf(later, 'mcp.log', 'auto'))).toEqual(identities(logBefore));
  });

  it('names the whole capture for whole-capture findings', async () => {
    expect(identities(await findingsOf('', 'empty.jsonl'))).toEqual(['empty-capture | capture']);
    const unknown = await findingsOf('{"jsonrpc":"2.0","id":1,"method":"ping"}', 'x.jsonl', 'auto');
    expect(identities(unknown.filter((f) => f.rule === 'revision-unknown'))).toEqual(['revision-unknown | capture']);
  });

  it('masks a credential in the text it quotes', () => {
    const anchor = buildAnchor({ line: 'Authorization: Bearer abc' }, (text) => text.replace('abc', '••••'));
    expect(anchor).toBe('line "Authorization: Bearer ••••"');
    const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    return checkCapture({ path: 'x.jsonl', text: `token=${token}\n${INIT.join('\n')}` }, { revision: '2025-06-18' }).then((result) => {
      const stray = result.findings.find((f) => f.rule === 'stray-output');
      expect(stray?.anchor).toBeDefined();
      expect(stray!.anchor).not.toContain('a0B0c0D');
      expect(stray!.anchor).not.toContain(token.slice(4, 12));
    });
  });
});
