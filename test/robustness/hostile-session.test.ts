import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCapture, MAX_FINDINGS_PER_RULE, type FileCheckResult } from '../../src/core/engine.js';
import { MAX_PENDING_REQUESTS } from '../../src/core/session/tracker.js';
import { cliBuilt, runCli } from '../cli/run-cli.js';

/**
 * The session engine against hostile captures (issue 24, "Bounded on every input"): what it keeps
 * for unanswered requests is bounded and the overflow reported, and id reuse costs the same for
 * every request, however long the queue of requests under one id.
 */
const INIT = { jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
const INIT_RESULT = { jsonrpc: '2.0', id: 'init', result: { protocolVersion: '2025-06-18', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };
const HEAD = [INIT, INIT_RESULT, INITIALIZED].map((m) => JSON.stringify(m)).join('\n') + '\n';
const LOG = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"still here"}}\n';
const ping = (id: number | string) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"ping"}\n`;
const pong = (id: number | string) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{}}\n`;

async function check(text: string, format?: 'json'): Promise<FileCheckResult> {
  const result = await checkCapture({ path: format ? 'c.json' : 'c.jsonl', text }, { revision: '2025-06-18', ...(format ? { format } : {}) });
  expect(result.error).toBeUndefined();
  return result;
}
const of = (result: FileCheckResult, rule: string) => result.findings.filter((f) => f.rule === rule);

describe('unanswered requests: bounded, the overflow reported', () => {
  it(`past ${MAX_PENDING_REQUESTS} pending requests the oldest are dropped and counted in one finding; their late answers are not unpaired`, { timeout: 20_000 }, async () => {
    const total = MAX_PENDING_REQUESTS + 10_000;
    const parts = [HEAD];
    for (let i = 0; i < total; i++) parts.push(ping(i));
    parts.push(LOG);
    // A late answer to a dropped request (id 5), and one to a request still tracked.
    parts.push(pong(5), pong(total - 1));
    const result = await check(parts.join(''));
    const unanswered = of(result, 'request-unanswered');
    const dropped = unanswered.find((f) => /dropped from tracking/.test(f.message));
    expect(dropped?.line).toBe(4);
    expect(dropped?.message).toContain(`10000 requests were still unanswered when more than ${MAX_PENDING_REQUESTS} requests`);
    expect(dropped?.message).toContain(`to line ${4 + 9_999}`);
    expect(dropped?.message).toContain('1 response came later');
    // The tracked ones are listed one by one (the first MAX_FINDINGS_PER_RULE, then a count).
    expect(unanswered.filter((f) => f.line === 4 + 10_000)).toHaveLength(1);
    // The first MAX_FINDINGS_PER_RULE listed, and one finding counting the rest.
    expect(unanswered.length).toBe(MAX_FINDINGS_PER_RULE + 1);
    expect(of(result, 'response-unpaired')).toEqual([]);
  });

  it('the overflow hides no other finding: a broken response after the flood is still an error, and the flood only a warning', { timeout: 20_000 }, async () => {
    const parts = [HEAD];
    for (let i = 0; i < MAX_PENDING_REQUESTS + 500; i++) parts.push(ping(i));
    parts.push(LOG, '{"jsonrpc":"2.0","id":"init","result":{},"error":{"code":-32603,"message":"x"}}\n');
    const result = await check(parts.join(''));
    const line = 4 + MAX_PENDING_REQUESTS + 500 + 1;
    expect(result.findings.filter((f) => f.line === line).map((f) => `${f.rule} ${f.severity}`)).toContain('response-result-and-error error');
    const dropped = of(result, 'request-unanswered').find((f) => /dropped from tracking/.test(f.message));
    expect(dropped?.severity).toBe('warning');
    expect(dropped?.message).toMatch(/^500 requests were still unanswered/);
  });

  it('progress still finds its sender by its token among many pending requests', async () => {
    const parts = [HEAD];
    for (let i = 0; i < 2_000; i++) parts.push(`{"jsonrpc":"2.0","id":${i},"method":"tools/call","params":{"name":"t","_meta":{"progressToken":"p${i}"}}}\n`);
    parts.push('{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p1999","progress":1}}\n');
    for (let i = 0; i < 2_000; i++) parts.push(`{"jsonrpc":"2.0","id":${i},"result":{"content":[]}}\n`);
    const result = await check(parts.join(''));
    expect(result.findings.filter((f) => f.line === 2_004).map((f) => f.rule)).toEqual([]);
  });
});

describe('one id reused by every request: linear', () => {
  const REUSED = 100_000;
  const reuseFindings = (result: FileCheckResult) => {
    const reused = of(result, 'request-id-reused');
    expect(reused.length).toBe(MAX_FINDINGS_PER_RULE + 1);
    // Unmarked pings: the second is taken for the server's (the id was fresh on its side), the rest reuse the client's id.
    expect(reused.map((f) => f.line).slice(0, 2)).toEqual([6, 7]);
    const more = result.findings.find((f) => f.message.includes('more findings of request-id-reused'));
    expect(more?.message).toContain(`${REUSED - 2 - MAX_FINDINGS_PER_RULE} more findings`);
  };

  it(`${REUSED} pings with one id, in JSON lines: each reuse found, the queue under the id answered in order`, { timeout: 20_000 }, async () => {
    const parts = [HEAD];
    for (let i = 0; i < REUSED; i++) parts.push(ping(7));
    parts.push(pong(7), pong(7));
    const result = await check(parts.join(''));
    reuseFindings(result);
    expect(of(result, 'response-unpaired')).toEqual([]);
    expect(of(result, 'response-duplicate')).toEqual([]);
  });

  it(`a pretty-printed JSON array of ${REUSED} copies of one request`, { timeout: 20_000 }, async () => {
    const messages: unknown[] = [INIT, INIT_RESULT, INITIALIZED];
    for (let i = 0; i < REUSED; i++) messages.push({ jsonrpc: '2.0', id: 7, method: 'ping' });
    const result = await check(JSON.stringify(messages, null, 2), 'json');
    expect(result.frames).toBe(REUSED + 3);
    expect(of(result, 'request-id-reused').length).toBe(MAX_FINDINGS_PER_RULE + 1);
  });
});

describe.runIf(cliBuilt)('the built CLI, memory bounded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-hostile-session-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('600,000 unanswered requests in 64 MB of heap: the overflow reported, and a clean capture in the same run too', { timeout: 90_000 }, () => {
    const parts = [HEAD];
    for (let i = 0; i < 600_000; i++) parts.push(ping(i));
    parts.push(LOG);
    writeFileSync(join(dir, 'flood.jsonl'), parts.join(''));
    writeFileSync(join(dir, 'clean.jsonl'), HEAD + ping(1) + pong(1));
    const run = runCli(['check', 'flood.jsonl', 'clean.jsonl', '--no-config', '--format', 'json', '--revision', '2025-06-18', '-j', '1', '--no-progress'], {
      cwd: dir,
      env: { NODE_OPTIONS: '--max-old-space-size=64' },
    });
    expect(run.stderr).not.toMatch(/heap out of memory|bad_alloc|Internal error/i);
    const report = JSON.parse(run.stdout) as { files: Array<{ path: string; findings: Array<{ rule: string; line: number; message: string }> }> };
    const flood = report.files.find((f) => f.path === 'flood.jsonl');
    const dropped = flood?.findings.find((f) => f.rule === 'request-unanswered' && f.line === 4);
    expect(dropped?.message).toContain(`${600_000 - MAX_PENDING_REQUESTS} requests were still unanswered`);
    expect(report.files.find((f) => f.path === 'clean.jsonl')?.findings).toEqual([]);
  });
});
