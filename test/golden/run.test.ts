import { existsSync, lstatSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShardReports } from '../../src/app/merge.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { formatJson } from '../../src/report/json-report.js';
import { BROKEN_CAPTURE, BROKEN_LINE, CLEAN_CAPTURE, scratchWorkspace } from './fixture.js';

const ws = scratchWorkspace;
const base = (dir: string, extra: Partial<RunOptions> = {}): RunOptions => ({
  cwd: dir,
  captures: ['captures'],
  revision: 'auto',
  mode: 'check',
  failOn: 'error',
  ...extra,
});
const EXPECT_BROKEN_LINE = 'revision: 2025-06-18\nfindings:\n  - line: 6\n    rule: parse-error\n    severity: error\n    message: an older wording of the message\n';

describe('runCheck: the golden diff', () => {
  it('fails on a new error in a capture without an expectation file, and says how to record it', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/ok.jsonl': CLEAN_CAPTURE });
    const result = await runCheck(base(w.dir));
    expect(result.exitCode).toBe(1);
    const a = result.files.find((f) => f.path === 'captures/a.jsonl')!;
    expect(a.findings.map((f) => [f.line, f.rule, f.expectation, f.fails])).toEqual([[BROKEN_LINE, 'parse-error', 'new', true]]);
    expect(a.expectation).toMatchObject({ path: 'captures/a.jsonl.expected.yaml', exists: false });
    expect(result.failures).toEqual([
      'captures/a.jsonl has 1 new error and it has no expectation file: fix the capture, or if these findings are intended, record them with `npx mcp-capture-lint check --update captures`.',
    ]);
    expect(result.report.summary).toMatchObject({ files: 2, errors: 1, new: 1, stale: 0, failed: true });
    expect(result.report.files.map((f) => f.path)).toEqual(['captures/a.jsonl', 'captures/ok.jsonl']);
  });

  it('reports warnings of a capture without expectations as new, failing only with fail-on: warning', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE });
    const rules = { 'parse-error': 'warning' as const };
    const lenient = await runCheck(base(w.dir, { rules }));
    expect(lenient.files[0].findings[0]).toMatchObject({ severity: 'warning', expectation: 'new', fails: false });
    expect(lenient.exitCode).toBe(0);
    const strict = await runCheck(base(w.dir, { rules, failOn: 'warning' }));
    expect(strict.exitCode).toBe(1);
    const never = await runCheck(base(w.dir, { failOn: 'never' }));
    expect(never.exitCode).toBe(0);
    expect(never.report.summary.errors).toBe(1);
  });

  it('passes when every finding is expected, matching by rule and line whatever the message says', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/a.jsonl.expected.yaml': EXPECT_BROKEN_LINE });
    const result = await runCheck(base(w.dir));
    expect(result.files[0].findings.map((f) => f.expectation)).toEqual(['expected']);
    expect(result.exitCode).toBe(0);
    expect(result.report.files[0].expectations).toMatchObject({ path: 'captures/a.jsonl.expected.yaml', new: 0, expected: 1, stale: 0 });
  });

  it('fails on a stale expectation, saying which and how to update', async () => {
    const w = ws({ 'captures/a.jsonl': CLEAN_CAPTURE, 'captures/a.jsonl.expected.yaml': EXPECT_BROKEN_LINE });
    const result = await runCheck(base(w.dir, { revision: '2025-06-18' }));
    expect(result.exitCode).toBe(1);
    expect(result.files[0].stale).toEqual([{ line: BROKEN_LINE, rule: 'parse-error', severity: 'error', message: 'an older wording of the message', expectationLine: 3 }]);
    expect(result.failures[0]).toBe(
      'captures/a.jsonl.expected.yaml expects 1 finding that is no longer found (parse-error on line 6): the capture no longer shows what its expectation file claims; run `npx mcp-capture-lint check --update=prune --revision 2025-06-18 captures` to remove it (it records nothing new).',
    );
    expect(result.report.summary.stale).toBe(1);
  });

  it('applies overrides to the files their globs match, later ones winning', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/legacy/b.jsonl': BROKEN_CAPTURE });
    const result = await runCheck(
      base(w.dir, {
        overrides: [
          { files: ['captures/legacy/**'], rules: { 'parse-error': 'off' } },
          { files: ['captures/legacy/b.jsonl'], revision: '2024-11-05' },
        ],
      }),
    );
    const b = result.files.find((f) => f.path === 'captures/legacy/b.jsonl')!;
    expect(b.findings.map((f) => f.rule)).not.toContain('parse-error');
    expect(b.result).toMatchObject({ revision: '2024-11-05', revisionSource: 'pinned' });
    expect(result.files.find((f) => f.path === 'captures/a.jsonl')!.findings).toHaveLength(1);
  });

  it('fails on an expectation file that is not one, naming it', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/a.jsonl.expected.yaml': 'findings:\n  - line: zero\n    rule: parse-error\n' });
    const result = await runCheck(base(w.dir));
    expect(result.files[0].expectation.error).toBe('findings[0].line must be a line number (1 or more)');
    expect(result.failures.some((f) => f.startsWith('captures/a.jsonl.expected.yaml is not a valid expectation file'))).toBe(true);
  });

  it('reports an expectation file whose capture is gone', async () => {
    const w = ws({ 'captures/a.jsonl': CLEAN_CAPTURE, 'captures/gone.jsonl.expected.yaml': EXPECT_BROKEN_LINE });
    const result = await runCheck(base(w.dir));
    expect(result.orphans).toEqual([{ path: 'captures/gone.jsonl.expected.yaml', capture: 'captures/gone.jsonl', entries: 1 }]);
    expect(result.exitCode).toBe(1);
    expect(result.failures[0]).toContain('captures/gone.jsonl, which no longer exists');
    const globbed = await runCheck(base(w.dir, { captures: ['captures/**/*.jsonl'] }));
    expect(globbed.orphans.map((o) => o.path)).toEqual(['captures/gone.jsonl.expected.yaml']);
  });

  it('fails when a pattern matches no capture, naming the pattern and the folder; a note when allowed', async () => {
    const w = ws({ 'captures/readme.md': '# none', 'captures/a.jsonl': CLEAN_CAPTURE });
    const result = await runCheck(base(w.dir, { captures: ['captures', 'logs/**/*.jsonl'] }));
    expect(result.files.map((f) => f.path)).toEqual(['captures/a.jsonl']);
    expect(result.exitCode).toBe(1);
    expect(result.unmatched.map((u) => u.pattern)).toEqual(['logs/**/*.jsonl']);
    expect(result.failures).toEqual([
      `No capture file matched "logs/**/*.jsonl" in ${w.dir} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count). Fix the pattern, or allow it with --no-error-on-unmatched-pattern (Action input \`allow-no-captures: true\`).`,
    ]);
    expect(result.report.unmatchedPatterns).toEqual([{ pattern: 'logs/**/*.jsonl', cwd: w.dir }]);
    // A folder with no capture in it, and a glob whose only match is excluded, match nothing too.
    const excluded = await runCheck(base(w.dir, { captures: ['captures/*.jsonl'], exclude: ['captures/a.jsonl'] }));
    expect(excluded.unmatched.map((u) => u.pattern)).toEqual(['captures/*.jsonl']);
    w.write('empty/notes.txt', 'no json-rpc here');
    expect((await runCheck(base(w.dir, { captures: ['empty'] }))).failures[0]).toMatch(/^No capture file matched "empty" in /);

    const allowed = await runCheck(base(w.dir, { captures: ['captures', 'logs/**/*.jsonl'], errorOnUnmatchedPattern: false }));
    expect(allowed.exitCode).toBe(0);
    expect(allowed.failures).toEqual([]);
    expect(allowed.notes).toEqual([`No capture file matched "logs/**/*.jsonl" in ${w.dir} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count).`]);
  });

  it('keeps the unmatched pattern, and whether it fails, through shards and their merge', async () => {
    const w = ws({ 'captures/a.jsonl': CLEAN_CAPTURE, 'captures/b.jsonl': CLEAN_CAPTURE });
    for (const errorOnUnmatchedPattern of [true, false]) {
      const options = base(w.dir, { captures: ['captures', 'logs/*.jsonl'], errorOnUnmatchedPattern });
      const whole = await runCheck(options);
      const shards = await Promise.all([1, 2].map((index) => runCheck({ ...options, shard: { index, count: 2 } })));
      const reports = shards.map((shard, i) => ({ file: `s${i + 1}.json`, report: JSON.parse(formatJson(shard)) }));
      const merged = mergeShardReports(reports, { cwd: w.dir });
      expect(merged.exitCode).toBe(errorOnUnmatchedPattern ? 1 : 0);
      expect(merged.failures).toEqual(whole.failures);
      expect(merged.notes).toEqual(whole.notes);
      expect(formatJson(merged)).toBe(formatJson(whole));
    }
  });

  it('reports progress file by file', async () => {
    const w = ws({ 'captures/a.jsonl': CLEAN_CAPTURE, 'captures/b.jsonl': CLEAN_CAPTURE, 'captures/c.jsonl': CLEAN_CAPTURE });
    const seen: string[] = [];
    await runCheck(base(w.dir), (done, total) => seen.push(`${done}/${total}`));
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
  });
});

describe('runCheck in update mode', () => {
  it('creates, leaves alone, rewrites and deletes expectation files, reporting each change', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/ok.jsonl': CLEAN_CAPTURE });
    const expectation = join(w.dir, 'captures/a.jsonl.expected.yaml');
    const first = await runCheck(base(w.dir, { mode: 'update' }));
    expect(first.updated.map((u) => [u.path, u.action, u.added.length, u.removed.length])).toEqual([['captures/a.jsonl.expected.yaml', 'created', 1, 0]]);
    expect(first.exitCode).toBe(0);
    expect(existsSync(join(w.dir, 'captures/ok.jsonl.expected.yaml'))).toBe(false);
    const text = readFileSync(expectation, 'utf8');
    expect(text).toMatch(/^# Findings expected in a\.jsonl, checked by mcp-capture-lint\.\n# Regenerate with: /);
    expect(text).toMatch(/\nformat: 2\nrevision: 2025-06-18\nfindings:\n {2}- rule: parse-error\n {4}anchor: frame "[^\n]+"\n {4}line: 6\n {4}severity: error\n/);

    const mtime = statSync(expectation).mtimeMs;
    const second = await runCheck(base(w.dir, { mode: 'update' }));
    expect(second.updated).toEqual([]);
    expect(statSync(expectation).mtimeMs).toBe(mtime);
    expect((await runCheck(base(w.dir))).exitCode).toBe(0);

    // A reworded message rewrites the file, with no entry added or removed.
    w.write('captures/a.jsonl.expected.yaml', EXPECT_BROKEN_LINE);
    const reworded = await runCheck(base(w.dir, { mode: 'update' }));
    expect(reworded.updated.map((u) => [u.action, u.added.length, u.removed.length, u.upgraded])).toEqual([['updated', 0, 0, true]]);
    expect(readFileSync(expectation, 'utf8')).toBe(text);

    // The capture fixed: the file has nothing left and is deleted; an orphan is deleted too.
    w.write('captures/a.jsonl', CLEAN_CAPTURE);
    w.write('captures/gone.jsonl.expected.yaml', EXPECT_BROKEN_LINE);
    const fixed = await runCheck(base(w.dir, { mode: 'update' }));
    expect(fixed.updated.map((u) => [u.path, u.action, u.removed.length, u.captureGone ?? false])).toEqual([
      ['captures/a.jsonl.expected.yaml', 'deleted', 1, false],
      ['captures/gone.jsonl.expected.yaml', 'deleted', 0, true],
    ]);
    expect(existsSync(expectation)).toBe(false);
    expect(existsSync(join(w.dir, 'captures/gone.jsonl.expected.yaml'))).toBe(false);
    expect(fixed.exitCode).toBe(0);
  });

  it('writes nothing through a linked expectation file and fails naming it, while the others are written', async () => {
    const w = ws({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/b.jsonl': BROKEN_CAPTURE, 'outside/later-step.sh': 'echo hi\n' });
    symlinkSync(join(w.dir, 'outside/later-step.sh'), join(w.dir, 'captures/a.jsonl.expected.yaml'));
    const result = await runCheck(base(w.dir, { mode: 'update' }));
    expect(result.updated.map((u) => u.path)).toEqual(['captures/b.jsonl.expected.yaml']);
    expect(result.exitCode).toBe(1);
    expect(result.failures).toEqual([
      'captures/a.jsonl.expected.yaml was not written: it is a symbolic link, and this tool never reads or writes through one. Replace it with a regular file inside the working directory, or delete it.',
    ]);
    expect(readFileSync(join(w.dir, 'outside/later-step.sh'), 'utf8')).toBe('echo hi\n');
    // Update mode did not do what it was asked: that fails even with fail-on: never.
    expect((await runCheck(base(w.dir, { mode: 'update', failOn: 'never' }))).exitCode).toBe(1);
  });

  it('never deletes an orphan reached through a linked folder, nor a linked orphan', async () => {
    const w = ws({ 'captures/a.jsonl': CLEAN_CAPTURE, 'elsewhere/gone.jsonl.expected.yaml': EXPECT_BROKEN_LINE, 'elsewhere/victim': 'x' });
    symlinkSync(join(w.dir, 'elsewhere'), join(w.dir, 'captures/linked'));
    symlinkSync(join(w.dir, 'elsewhere/victim'), join(w.dir, 'captures/old.jsonl.expected.yaml'));
    const result = await runCheck(base(w.dir, { mode: 'update' }));
    expect(result.orphans).toEqual([]);
    expect(result.updated).toEqual([]);
    expect(existsSync(join(w.dir, 'elsewhere/gone.jsonl.expected.yaml'))).toBe(true);
    expect(lstatSync(join(w.dir, 'captures/old.jsonl.expected.yaml')).isSymbolicLink()).toBe(true);
  });
});
