import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeShardReports, MergeError, type ShardReportFile } from '../../src/app/merge.js';
import { runCheck, type RunOptions, type RunResult } from '../../src/app/run.js';
import { parseShard, rulesetVersion, shardOf } from '../../src/app/shard.js';
import { loadConfig } from '../../src/config/config.js';
import { formatGithubCommands, formatJson, formatMarkdown, formatSarif, formatText } from '../../src/report/index.js';
import { VERSION } from '../../src/version.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
// Worker threads load the TypeScript sources through these hooks (vitest transforms only its own thread).
const workerExecArgv = ['--import', new URL('./ts-register.mjs', import.meta.url).href];

async function corpusOptions(): Promise<RunOptions> {
  const { config, path } = await loadConfig(repo);
  return {
    cwd: repo,
    captures: config.captures ?? ['corpus'],
    exclude: config.exclude,
    revision: config.revision ?? 'auto',
    rules: config.rules,
    overrides: config.overrides,
    expectationsDir: config.expectations,
    mode: 'check',
    failOn: config.failOn ?? 'error',
    configPath: path,
    jobs: 1,
  };
}

/** Everything a user sees from a run: every report format, byte for byte. */
function outputs(result: RunResult): Record<string, string> {
  const links = { serverUrl: 'https://github.com', repository: 'o/r', ref: 'abc', pathPrefix: '' };
  return {
    json: formatJson(result),
    sarif: formatSarif(result),
    markdown: formatMarkdown(result, { target: 'plain' }),
    summary: formatMarkdown(result, { target: 'summary', links }),
    comment: formatMarkdown(result, { target: 'comment', links, marker: '<!-- m -->' }),
    github: formatGithubCommands(result),
    text: formatText(result, { color: false }),
    exitCode: String(result.exitCode),
  };
}

/** A shard report as it travels between jobs: written to a file and read back. */
const roundTrip = (result: RunResult, file: string): ShardReportFile => ({ file, report: JSON.parse(formatJson(result)) });

describe('the corpus checked on several worker threads', () => {
  it('gives byte-identical reports with 1 and with 3 workers', async () => {
    const options = await corpusOptions();
    const single = await runCheck(options);
    expect(single.files.length).toBeGreaterThan(100);
    const parallel = await runCheck({ ...options, jobs: 3, workerExecArgv });
    expect(outputs(parallel)).toEqual(outputs(single));
  }, 120_000);

  it('masks in every file a secret that another worker learned', async () => {
    // Two captures: the token is learned from its header in one and appears bare in the other.
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'scale-secret-'));
    // Not shaped like a credential: only learning it from a.jsonl masks it in b.jsonl.
    const token = 'correct-horse-battery-staple-42';
    await writeFile(
      join(dir, 'a.jsonl'),
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' }, apiKey: token } })}\n`,
    );
    await writeFile(join(dir, 'b.jsonl'), `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: `tools/${token}` })}\n{not json ${token}\n`);
    const base: RunOptions = { cwd: dir, captures: ['.'], revision: 'auto', mode: 'check', failOn: 'error' };
    const alone = await runCheck({ ...base, captures: ['b.jsonl'], jobs: 1 });
    expect(formatJson(alone)).toContain(token);
    const single = await runCheck({ ...base, jobs: 1 });
    const parallel = await runCheck({ ...base, jobs: 2, workerExecArgv });
    expect(single.secrets).toContain(token);
    expect(parallel.secrets).toContain(token);
    expect(formatJson(parallel)).not.toContain(token);
    expect(outputs(parallel)).toEqual(outputs(single));
  }, 60_000);
});

describe('workers started before discovery (--jobs given)', () => {
  it('are stopped, and the run fails as without them, when a capture path does not exist', async () => {
    const { DiscoveryError } = await import('../../src/app/discover.js');
    const run = runCheck({ cwd: repo, captures: ['corpus/no-such-folder'], revision: 'auto', mode: 'check', failOn: 'error', jobs: 2, workerExecArgv });
    await expect(run).rejects.toBeInstanceOf(DiscoveryError);
  }, 60_000);

  it('give way to this thread for a single capture, with the same report', async () => {
    const one = ['corpus/2025-06-18/session/progress-invalid.jsonl'];
    const base: RunOptions = { cwd: repo, captures: one, revision: 'auto', mode: 'check', failOn: 'error' };
    const inThread = await runCheck({ ...base, jobs: 1 });
    const withPool = await runCheck({ ...base, jobs: 2, workerExecArgv });
    expect(withPool.files).toHaveLength(1);
    expect(outputs(withPool)).toEqual(outputs(inThread));
  }, 60_000);
});

describe('shards', () => {
  it('reads i/n and refuses what is not a shard', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    expect(parseShard('0/3')).toHaveProperty('error');
    expect(parseShard('4/3')).toHaveProperty('error');
    expect(parseShard('two')).toHaveProperty('error');
  });

  it('puts each path in one shard, and moves few files when a shard is added', () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `corpus/dir${i % 17}/capture-${i}.jsonl`);
    const four = paths.map((p) => shardOf(p, 4));
    const five = paths.map((p) => shardOf(p, 5));
    for (let shard = 1; shard <= 4; shard++) {
      const n = four.filter((s) => s === shard).length;
      expect(n).toBeGreaterThan(400);
      expect(n).toBeLessThan(600);
    }
    const moved = four.filter((s, i) => s !== five[i]).length;
    // Rendezvous hashing: only the files the new shard takes move (about 1/5).
    expect(moved).toBeLessThan(500);
    expect(four.every((s, i) => five[i] === s || five[i] === 5)).toBe(true);
    expect(shardOf('a/b.jsonl', 4)).toBe(shardOf('a/b.jsonl', 4));
  });

  it('merged, three shards write exactly what one unsharded run writes', async () => {
    const options = await corpusOptions();
    const whole = await runCheck(options);
    const shards = await Promise.all([1, 2, 3].map((index) => runCheck({ ...options, shard: { index, count: 3 } })));
    expect(shards.map((s) => s.files.length).reduce((a, b) => a + b)).toBe(whole.files.length);
    expect(shards.every((s) => s.files.length > 0)).toBe(true);
    const report = JSON.parse(formatJson(shards[1]));
    expect(report.shard).toMatchObject({ index: 2, count: 3, ruleset: rulesetVersion() });
    expect(report.tool).toEqual({ name: 'mcp-capture-lint', version: VERSION });
    // No shard order is assumed: the merge sorts.
    const merged = mergeShardReports([roundTrip(shards[2], 's3.json'), roundTrip(shards[0], 's1.json'), roundTrip(shards[1], 's2.json')], { cwd: repo });
    expect(outputs(merged)).toEqual(outputs(whole));
  }, 120_000);

  it('refuses a merge with a shard missing, twice, from another version or another run', async () => {
    const options = await corpusOptions();
    const shard = async (index: number, count: number) => roundTrip(await runCheck({ ...options, captures: ['corpus/2024-11-05'], shard: { index, count } }), `s${index}-${count}.json`);
    const [one, two] = [await shard(1, 2), await shard(2, 2)];
    const problems = (reports: ShardReportFile[]) => {
      try {
        mergeShardReports(reports, { cwd: repo });
      } catch (error) {
        if (error instanceof MergeError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems([one])).toEqual([expect.stringContaining('Shard 2/2 is missing')]);
    expect(problems([one, one, two])).toEqual([expect.stringContaining('are both shard 1/2')]);
    const old = { ...two, report: { ...two.report, tool: { ...two.report.tool, version: '0.0.9' } } };
    expect(problems([one, old])).toEqual([expect.stringContaining('written by mcp-capture-lint 0.0.9, and this is')]);
    const otherRules = { ...two, report: { ...two.report, shard: { ...two.report.shard!, ruleset: 'ffff' } } };
    expect(problems([one, otherRules])).toEqual([expect.stringContaining('another rule catalog')]);
    const whole = { file: 'whole.json', report: JSON.parse(formatJson(await runCheck({ ...options, captures: ['corpus/2024-11-05'] }))) };
    expect(problems([one, whole])).toEqual([expect.stringContaining('whole.json is the report of a whole run, not of a shard')]);
    const strict = { ...two, report: { ...two.report, failOn: 'warning' as const } };
    expect(problems([one, strict])).toEqual([expect.stringContaining('has failOn "warning"')]);
    expect(problems([one, two])).toEqual([]);
  }, 60_000);
});

describe('a shard report', () => {
  it('is valid against the published JSON report schema', async () => {
    const { readFileSync } = await import('node:fs');
    const { Ajv } = await import('ajv');
    const options = await corpusOptions();
    const report = JSON.parse(formatJson(await runCheck({ ...options, captures: ['corpus/2024-11-05'], shard: { index: 1, count: 2 } })));
    expect(report.shard.run.files.length).toBeGreaterThan(0);
    const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(schema.properties.shard.required).toEqual(['index', 'count', 'ruleset', 'run']);
  });
});
