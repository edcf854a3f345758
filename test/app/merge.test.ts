// `merge` holds each shard's report to the shipped report schema before reading any of it: a shard
// report edited by hand, cut short or written by something else is refused with the file and the
// first mismatch (a JSON pointer), and the merge of sound shards is the run one machine would give.
import { afterEach, describe, expect, it } from 'vitest';
import { mergeShardReports, MergeError, readShardReports, type ShardReportFile } from '../../src/app/merge.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { formatJson } from '../../src/report/json-report.js';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, workspace } from '../golden/fixture.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Two shard reports of a small corpus (a broken capture with an expectation file, clean ones), as written to disk and read back. */
async function shardsOf(files: Record<string, string> = {}) {
  const w = workspace({
    'captures/a.jsonl': BROKEN_CAPTURE,
    'captures/b.jsonl': CLEAN_CAPTURE,
    'captures/c.jsonl': BROKEN_CAPTURE,
    'captures/c.jsonl.expected.yaml': 'revision: 2025-06-18\nfindings:\n  - line: 2\n    rule: parse-error\n    severity: error\n',
    ...files,
  });
  cleanups.push(w.cleanup);
  const options: RunOptions = { cwd: w.dir, captures: ['captures'], revision: 'auto', mode: 'check', failOn: 'error' };
  const whole = await runCheck(options);
  const texts = await Promise.all([1, 2].map(async (index) => formatJson(await runCheck({ ...options, shard: { index, count: 2 } }))));
  texts.forEach((text, i) => w.write(`shards/s${i + 1}.json`, text));
  return { w, whole, texts };
}

/** The merge's problems, or [] when it merges. Anything but a MergeError (a crash) fails the test. */
function problems(reports: ShardReportFile<unknown>[], cwd: string): string[] {
  try {
    mergeShardReports(reports, { cwd });
    return [];
  } catch (error) {
    if (error instanceof MergeError) return error.problems;
    throw error;
  }
}

const parsed = (texts: string[]) => texts.map((text, i): ShardReportFile<Record<string, any>> => ({ file: `shards/s${i + 1}.json`, report: JSON.parse(text) }));

describe('merge: shard reports checked against the report schema', () => {
  it('merges sound shard reports read from disk into the report and verdict of the unsharded run', async () => {
    const { w, whole } = await shardsOf();
    const reports = await readShardReports(w.dir, ['shards/*.json']);
    expect(reports.map((r) => r.file)).toEqual(['shards/s1.json', 'shards/s2.json']);
    const merged = mergeShardReports(reports, { cwd: w.dir });
    expect(merged.exitCode).toBe(1);
    expect(merged.failures).toEqual(whole.failures);
    expect(formatJson(merged)).toBe(formatJson(whole));
  });

  it('refuses a shard whose file outcome lost a field, naming the file and the JSON pointer', async () => {
    const { w, texts } = await shardsOf();
    const [one, two] = parsed(texts);
    const files = one.report.shard.run.files.length > 0 ? one : two;
    delete files.report.shard.run.files[0].findings;
    expect(problems([one, two], w.dir)).toEqual([
      `${files.file} does not match the report schema (schema/report.schema.json): /shard/run/files/0/findings is missing. Was it edited or cut short? Merge the reports the shards wrote, as they wrote them.`,
    ]);
  });

  it('says what is wrong with a value of the wrong type or outside its choices', async () => {
    const { w, texts } = await shardsOf();
    const withFiles = (reports: ShardReportFile<Record<string, any>>[]) => reports.find((r) => r.report.shard.run.files.length > 0)!;
    const wrongType = parsed(texts);
    withFiles(wrongType).report.shard.run.files[0].result.frames = '7';
    expect(problems(wrongType, w.dir)).toEqual([expect.stringContaining(': /shard/run/files/0/result/frames must be integer.')]);

    const wrongChoice = parsed(texts);
    const broken = wrongChoice.find((r) => r.report.files.some((f: { findings: unknown[] }) => f.findings.length > 0))!;
    const index = broken.report.files.findIndex((f: { findings: unknown[] }) => f.findings.length > 0);
    broken.report.files[index].findings[0].severity = 'fatal';
    expect(problems(wrongChoice, w.dir)).toEqual([
      expect.stringMatching(new RegExp(`^${broken.file} does not match the report schema \\(schema/report\\.schema\\.json\\): /files/${index}/findings/0/severity must be one of "error", "warning", "info"\\.`)),
    ]);

    const extra = parsed(texts);
    extra[1].report.summary.total = 3;
    expect(problems(extra, w.dir)).toEqual([expect.stringContaining('shards/s2.json does not match the report schema (schema/report.schema.json): /summary/total is not a field of the report.')]);
  });

  it('reads a shard file cut short or not a report at all as a problem with that file, never a crash', async () => {
    const { w, texts } = await shardsOf();
    w.write('cut/s1.json', texts[0]);
    w.write('cut/s2.json', texts[1].slice(0, texts[1].length / 2));
    await expect(readShardReports(w.dir, ['cut/*.json'])).rejects.toThrow(/^cut\/s2\.json cannot be read as a JSON report: /);
    for (const report of [null, [], 'text', 42, { tool: 'mcp-capture-lint' }]) {
      expect(problems([{ file: 'odd.json', report }], w.dir)).toEqual(['odd.json is not a mcp-capture-lint report.']);
    }
    // A shard part that is not even an object is a schema mismatch, not a TypeError.
    const [one, two] = parsed(texts);
    one.report.shard.run = 'files';
    expect(problems([one, two], w.dir)).toEqual([expect.stringContaining('shards/s1.json does not match the report schema (schema/report.schema.json): /shard/run must be object.')]);
  });

  it('survives any one field of a shard report removed or nulled: it merges or says which file, never throws anything else', async () => {
    const { w, texts } = await shardsOf();
    const template = parsed(texts);
    // The shard with more files is the one changed: every place in its report (values of objects, items of arrays).
    const target = template[0].report.shard.run.files.length >= template[1].report.shard.run.files.length ? 0 : 1;
    const places: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      if (path.length > 0) places.push(path);
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
      else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    };
    walk(template[target].report, []);
    expect(places.length).toBeGreaterThan(80);
    let refused = 0;
    for (const path of places) {
      for (const change of ['remove', 'null'] as const) {
        const reports = parsed(texts);
        let parent: any = reports[target].report;
        for (const step of path.slice(0, -1)) parent = parent[step];
        const last = path[path.length - 1];
        if (change === 'null') parent[last] = null;
        else if (Array.isArray(parent)) parent.splice(last as number, 1);
        else delete parent[last];
        const found = problems(reports, w.dir);
        if (found.length > 0) {
          refused += 1;
          const named = reports[target].file;
          expect(found.every((p) => p.startsWith(`${named} `) || /^Shards? \d\/2 is missing|are both shard|is one of \d|^No shard report/.test(p)), `${change} ${path.join('/')}: ${found.join(' | ')}`).toBe(true);
        }
      }
    }
    // Most changes are refused (required fields, types); a few pass (optional fields, a note removed).
    expect(refused).toBeGreaterThan(places.length);
  });
});
