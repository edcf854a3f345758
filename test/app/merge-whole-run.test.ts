// `merge` on one report of a whole run (`--format json`, the Action's `report-file`): the fork
// recipe's second workflow posts the comment from it. Its reporters write what the run's would,
// with the verdict the report records.
import { afterEach, describe, expect, it } from 'vitest';
import { mergeShardReports, MergeError, type ShardReportFile } from '../../src/app/merge.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { formatJson, formatMarkdown, formatSarif, formatText } from '../../src/report/index.js';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, workspace } from '../golden/fixture.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function wholeRun(extra: Partial<RunOptions> = {}) {
  const w = workspace({
    'captures/a.jsonl': BROKEN_CAPTURE,
    'captures/b.jsonl': CLEAN_CAPTURE,
    'captures/c.jsonl': BROKEN_CAPTURE,
    'captures/c.jsonl.expected.yaml': 'revision: 2025-06-18\nfindings:\n  - line: 2\n    rule: parse-error\n    severity: error\n',
  });
  cleanups.push(w.cleanup);
  const options: RunOptions = { cwd: w.dir, captures: ['captures'], revision: 'auto', mode: 'check', failOn: 'error', ...extra };
  const run = await runCheck(options);
  const text = formatJson(run);
  return { w, run, text, file: { file: 'report.json', report: JSON.parse(text) as unknown } };
}

function problems(reports: ShardReportFile<unknown>[], cwd: string): string[] {
  try {
    mergeShardReports(reports, { cwd });
    return [];
  } catch (error) {
    if (error instanceof MergeError) return error.problems;
    throw error;
  }
}

describe('merge of one whole run\'s report', () => {
  it('gives the run\'s verdict, and every reporter writes what the run\'s own did', async () => {
    const { w, run, text, file } = await wholeRun();
    expect(run.exitCode).toBe(1);
    const merged = mergeShardReports([file], { cwd: w.dir });
    expect(merged.exitCode).toBe(1);
    expect(merged.failures).toEqual(run.failures);
    expect(formatJson(merged)).toBe(text);
    expect(formatText(merged, { color: false })).toBe(formatText(run, { color: false }));
    expect(formatMarkdown(merged, { target: 'plain' })).toBe(formatMarkdown(run, { target: 'plain' }));
    expect(formatSarif(merged)).toBe(formatSarif(run));
  });

  it('a passing run stays a pass (fail-on never)', async () => {
    const { w, file } = await wholeRun({ failOn: 'never' });
    expect(mergeShardReports([file], { cwd: w.dir }).exitCode).toBe(0);
  });

  it('is merged alone: beside shard reports, another version, or edited, it is refused with what to do', async () => {
    const { w, file } = await wholeRun();
    const shard = { file: 's1.json', report: JSON.parse(formatJson(await runCheck({ cwd: w.dir, captures: ['captures'], revision: 'auto', mode: 'check', failOn: 'error', shard: { index: 1, count: 1 } }))) as unknown };
    expect(problems([file, shard], w.dir)).toEqual([expect.stringContaining('report.json is the report of a whole run, not of a shard: merge it alone')]);
    const report = file.report as { tool: { version: string }; files: unknown };
    expect(problems([{ file: 'old.json', report: { ...report, tool: { ...report.tool, version: '0.0.9' } } }], w.dir)).toEqual([
      expect.stringContaining('old.json was written by mcp-capture-lint 0.0.9'),
    ]);
    expect(problems([{ file: 'cut.json', report: { ...report, files: 'none' } }], w.dir)).toEqual([expect.stringMatching(/cut\.json does not match the report schema .*\/files/)]);
  });
});
