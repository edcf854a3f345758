// The shard and merge modes as a user drives them: the CLI (`--shard`, `merge`) and the Action
// (inputs `shard`, `merge-reports`), each against a single unsharded run of the same captures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, type ActionContext, type ActionIo } from '../../src/action/action.js';
import { loadActionConfig } from '../../src/action/config.js';
import type { GitHubPort } from '../../src/action/github.js';
import { main } from '../../src/cli/main.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8'));
// Inside the working directory: merge refuses reports from outside it (a pull request must not make
// the merge job read the runner's other files). node_modules keeps it out of every capture glob.
const out = mkdtempSync(join(repo, 'node_modules', '.scale-entry-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
// A part of the corpus with findings, expectations and a held revision: quick, and still every case.
const CAPTURES = ['corpus/2025-06-18', 'corpus/formats', 'corpus/2024-11-05'];

async function cli(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await main(argv, { cwd: repo, env: {}, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('CLI: --shard and merge', () => {
  it('merges three shard reports into the report and exit status of one run', async () => {
    const whole = await cli([...CAPTURES, '--format', 'sarif', '--jobs', '1', '--no-progress']);
    for (const i of [1, 2, 3]) {
      const shard = await cli([...CAPTURES, '--shard', `${i}/3`, '--output', join(out, `cli-${i}.json`), '--jobs', '1', '--no-progress']);
      // A shard gives no verdict of its own, even when its findings fail the run.
      expect(shard.status).toBe(0);
      expect(JSON.parse(readFileSync(join(out, `cli-${i}.json`), 'utf8')).shard).toMatchObject({ index: i, count: 3 });
    }
    const merged = await cli(['merge', join(out, 'cli-*.json'), '--format', 'sarif']);
    expect(merged.stderr).toBe('');
    expect(merged.stdout).toBe(whole.stdout);
    expect(merged.status).toBe(whole.status);
  }, 60_000);

  it('refuses a merge with a shard missing (exit 2), naming it', async () => {
    await cli([...CAPTURES, '--shard', '1/2', '--output', join(out, 'half-1.json'), '--jobs', '1', '--no-progress']);
    const merged = await cli(['merge', join(out, 'half-*.json')]);
    expect(merged.status).toBe(2);
    expect(merged.stderr).toContain('Shard 2/2 is missing');
  }, 30_000);

  it('refuses a shard that does not exist and a jobs count that is not one', async () => {
    expect((await cli(['--shard', '3/2'])).stderr).toContain('--shard: shard 3/2 does not exist');
    expect((await cli(['--jobs', '0'])).stderr).toContain('--jobs needs a whole number');
  });
});

function fakeIo(inputs: Record<string, string>) {
  const log: string[] = [];
  const outputs: Record<string, string> = {};
  let summary = '';
  const io: ActionIo = {
    getInput: (name) => inputs[name] ?? String(actionYml.inputs[name]?.default ?? '').replace('${{ github.token }}', ''),
    getMultilineInput: (name) => (inputs[name] ?? '').split('\n').filter((line) => line !== ''),
    annotate: (annotation) => log.push(`::${annotation.level} ${JSON.stringify(annotation)}\n`),
    info: (m) => log.push(`info ${m}\n`),
    warning: (m) => log.push(`warning ${m}\n`),
    debug: () => {},
    setOutput: (n, v) => void (outputs[n] = String(v)),
    setSecret: () => {},
    setFailed: (m) => log.push(`failed ${m}\n`),
    writeSummary: async (md) => void (summary += md),
  };
  return { io, log, outputs, summary: () => summary };
}

const context: ActionContext = { workspace: repo, eventName: 'push', payload: {}, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' };
const noGitHub = (): GitHubPort => {
  throw new Error('no API call expected');
};

describe('Action: inputs shard and merge-reports', () => {
  it('a matrix of shards then a merge writes what one unsharded step writes', async () => {
    const captures = CAPTURES.join('\n');
    const single = fakeIo({ captures, jobs: '1', 'sarif-file': join(out, 'single.sarif'), 'report-file': join(out, 'single.json') });
    await runAction({ io: single.io, context, github: noGitHub, loadConfig: loadActionConfig });

    for (const i of [1, 2]) {
      const shard = fakeIo({ captures, jobs: '1', shard: `${i}/2`, 'report-file': join(out, `action-shard-${i}.json`) });
      const outcome = await runAction({ io: shard.io, context, github: noGitHub, loadConfig: loadActionConfig });
      expect(outcome.exitCode).toBe(0);
      // No annotations and no summary from a shard: only its report, and the counts as outputs.
      expect(shard.log.filter((line) => line.startsWith('::'))).toEqual([]);
      expect(shard.summary()).toBe('');
      expect(shard.outputs['report-file']).toBe(join(out, `action-shard-${i}.json`));
    }

    const merge = fakeIo({ 'merge-reports': join(out, 'action-shard-*.json'), 'sarif-file': join(out, 'merged.sarif'), 'report-file': join(out, 'merged.json') });
    const outcome = await runAction({ io: merge.io, context, github: noGitHub, loadConfig: loadActionConfig });
    expect(merge.log.filter((line) => !line.startsWith('info mcp-capture-lint: merged'))).toEqual(single.log);
    expect(merge.summary()).toBe(single.summary());
    expect({ ...merge.outputs, 'report-file': '' }).toEqual({ ...single.outputs, 'report-file': '' });
    expect(readFileSync(join(out, 'merged.sarif'), 'utf8')).toBe(readFileSync(join(out, 'single.sarif'), 'utf8'));
    expect(readFileSync(join(out, 'merged.json'), 'utf8')).toBe(readFileSync(join(out, 'single.json'), 'utf8'));
    expect(outcome.exitCode).toBe(single.outputs.failed === 'true' ? 1 : 0);
  }, 60_000);

  it('fails the merge step when a shard is missing', async () => {
    const merge = fakeIo({ 'merge-reports': join(out, 'action-shard-1.json') });
    const outcome = await runAction({ io: merge.io, context, github: noGitHub, loadConfig: loadActionConfig });
    expect(outcome.exitCode).toBe(1);
    expect(merge.log.join('')).toContain('Shard 2/2 is missing');
  });

  it('refuses shard and merge-reports in one step', async () => {
    const both = fakeIo({ shard: '1/2', 'merge-reports': 'x/*.json' });
    await runAction({ io: both.io, context, github: noGitHub, loadConfig: loadActionConfig });
    expect(both.log.join('')).toContain('Inputs `shard` and `merge-reports` go to different jobs');
  });
});
