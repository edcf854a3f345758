import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { repoRoot } from '../helpers/corpus.js';

/**
 * What teams do when a server changes: record the session again. The official SDK client against
 * @modelcontextprotocol/server-everything (scripts/record-sdk.mjs, as the corpus recording was made),
 * recorded now, must match the expectation file written for the committed recording: 0 new, 0 stale.
 * The second recording sends two more pings first, so every later request id and line differs.
 */
const REVISION = '2025-06-18';
const committed = join(repoRoot, 'corpus', 'sdk', REVISION, 'everything-stdio.jsonl');
const scratch = mkdtempSync(join(tmpdir(), 'mcl-rerecord-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function record(name: string, extraPings: number): string {
  const outDir = join(scratch, name);
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'record-sdk.mjs'), REVISION, '--out-dir', outDir, '--extra-pings', String(extraPings)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return join(outDir, REVISION, 'everything-stdio.jsonl');
}

/** A workspace holding `recording` as captures/everything-stdio.jsonl, beside the committed recording's expectation file. */
function workspaceWith(recording: string): string {
  const dir = mkdtempSync(join(scratch, 'ws-'));
  mkdirSync(join(dir, 'captures'));
  copyFileSync(recording, join(dir, 'captures', 'everything-stdio.jsonl'));
  copyFileSync(`${committed}.expected.yaml`, join(dir, 'captures', 'everything-stdio.jsonl.expected.yaml'));
  return dir;
}

describe('a real session recorded again matches the first recording’s expectation file', () => {
  it('the same session recorded now: 0 new, 0 stale', async () => {
    const dir = workspaceWith(record('again', 0));
    const result = await runCheck({ cwd: dir, captures: ['captures'], revision: REVISION, mode: 'check', failOn: 'warning' });
    const file = result.files[0];
    expect(file.findings.length).toBeGreaterThan(0); // the recording shows real findings (server-everything's own slips)
    expect(file.findings.filter((f) => f.expectation === 'new')).toEqual([]);
    expect(file.stale).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('recorded after two more pings (every later id and line shifted): 0 new, 0 stale, the findings reported as moved', async () => {
    const recording = record('shifted', 2);
    const ids = (text: string) => [...text.matchAll(/"id":(\d+)/g)].map((m) => m[1]).join(',');
    expect(ids(readFileSync(recording, 'utf8'))).not.toBe(ids(readFileSync(committed, 'utf8')));
    const dir = workspaceWith(recording);
    const result = await runCheck({ cwd: dir, captures: ['captures'], revision: REVISION, mode: 'check', failOn: 'warning' });
    const file = result.files[0];
    expect(file.findings.filter((f) => f.expectation === 'new')).toEqual([]);
    expect(file.stale).toEqual([]);
    expect(file.findings.filter((f) => f.movedFrom !== undefined).length).toBeGreaterThan(0);
    expect(result.exitCode).toBe(0);
    // Nothing was rewritten: check mode only reports the move.
    expect(readFileSync(join(dir, 'captures', 'everything-stdio.jsonl.expected.yaml'), 'utf8')).toBe(readFileSync(`${committed}.expected.yaml`, 'utf8'));
  });
});
