import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { BROKEN, cliBuilt, GOOD, runCli, workdir } from './run-cli.js';

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'));
const validateReport = new Ajv({ allErrors: true, strict: true }).compile(schema);
// The SARIF 2.1.0 schema subset the reporter's own tests hold SARIF to (test/report).
const sarifSchema = JSON.parse(readFileSync(new URL('../report/sarif-2.1.0-subset.schema.json', import.meta.url), 'utf8'));
const sarifAjv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(sarifAjv);
const validateSarif = sarifAjv.compile(sarifSchema);

const ESC = '\u001b[';

describe.skipIf(!cliBuilt)('mcp-capture-lint check (the built CLI)', () => {
  it('exits 1 on a new error and names file, line, column, severity and rule; 0 on a clean capture', () => {
    const cwd = workdir({ 'captures/bad.jsonl': BROKEN, 'captures/good.jsonl': GOOD });
    const bad = runCli(['captures'], { cwd });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^captures\/bad\.jsonl:3:1 {2}error {2}This frame is not valid JSON .* {2}parse-error$/m);
    expect(bad.stdout).toContain('npx mcp-capture-lint check --update captures');
    expect(bad.stdout).not.toContain(ESC);
    const good = runCli(['check', 'captures/good.jsonl'], { cwd });
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('1 file, 3 frames: 0 errors');
  });

  it('writes a JSON report that the report schema accepts, byte-identical across runs', () => {
    const cwd = workdir({ 'c/bad.jsonl': BROKEN, 'c/good.jsonl': GOOD, 'c/sub dir/ünï.jsonl': GOOD });
    const first = runCli(['c', '--format', 'json'], { cwd });
    expect(first.status).toBe(1);
    const report = JSON.parse(first.stdout);
    expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['c/bad.jsonl', 'c/good.jsonl', 'c/sub dir/ünï.jsonl']);
    expect(report.files[0].findings[0]).toMatchObject({ rule: 'parse-error', severity: 'error', line: 3, column: 1, expectation: 'new' });
    expect(report.summary).toMatchObject({ files: 3, errors: 1, new: 1, stale: 0 });
    for (const format of ['json', 'sarif', 'markdown']) {
      const a = runCli(['c', '--format', format], { cwd }).stdout;
      const b = runCli(['c', '--format', format], { cwd }).stdout;
      expect(a.length, format).toBeGreaterThan(100);
      expect(a, format).toBe(b);
    }
  });

  it('the schema rejects a report whose finding lacks a line (it can fail)', () => {
    const cwd = workdir({ 'bad.jsonl': BROKEN });
    const report = JSON.parse(runCli(['--format', 'json'], { cwd }).stdout);
    delete report.files[0].findings[0].line;
    expect(validateReport(report)).toBe(false);
  });

  it('--update records the findings, then check passes; without --update nothing is written, even with CI=true', () => {
    const cwd = workdir({ 'captures/bad.jsonl': BROKEN });
    const expectation = join(cwd, 'captures/bad.jsonl.expected.yaml');
    expect(runCli(['captures'], { cwd, env: { CI: 'true' } }).status).toBe(1);
    expect(existsSync(expectation)).toBe(false);
    const update = runCli(['captures', '--update'], { cwd, env: { CI: 'true' } });
    expect(update.status).toBe(0);
    expect(update.stdout).toContain('captures/bad.jsonl.expected.yaml: created');
    expect(readFileSync(expectation, 'utf8')).toMatch(/rule: parse-error\n\s+anchor: frame "[^\n]+"\n\s+line: 3\n/);
    const check = runCli(['captures'], { cwd });
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('0 new, 1 expected, 0 stale');
  });

  it('--output writes the report to a file; the verdict still goes to standard error', () => {
    const cwd = workdir({ 'bad.jsonl': BROKEN });
    const run = runCli(['--format', 'sarif', '--output', 'out/report.sarif'], { cwd });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('1 new error');
    const sarif = JSON.parse(readFileSync(join(cwd, 'out/report.sarif'), 'utf8'));
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors)).toBe(true);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results[0].ruleId).toBe('parse-error');
  });

  it('--fail-on and --max-warnings decide the exit status', () => {
    const cwd = workdir({ 'bad.jsonl': BROKEN, '.mcp-capture-lint.yml': 'rules:\n  parse-error: warning\n' });
    expect(runCli([], { cwd }).status).toBe(0);
    expect(runCli(['--fail-on', 'warning'], { cwd }).status).toBe(1);
    const strict = runCli(['--max-warnings', '0'], { cwd });
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('1 new warning, more than the 0 that --max-warnings allows');
    expect(runCli(['--max-warnings', '1'], { cwd }).status).toBe(0);
    expect(runCli(['--fail-on', 'never', '--max-warnings', '5'], { cwd: workdir({ 'bad.jsonl': BROKEN }) }).status).toBe(0);
  });

  it('colours only when asked or on a terminal, and never with NO_COLOR', () => {
    const cwd = workdir({ 'bad.jsonl': BROKEN });
    expect(runCli([], { cwd }).stdout).not.toContain(ESC);
    expect(runCli(['--color'], { cwd }).stdout).toContain(ESC);
    expect(runCli([], { cwd, env: { FORCE_COLOR: '1' } }).stdout).toContain(ESC);
    expect(runCli(['--color'], { cwd, env: { NO_COLOR: '1' } }).stdout).not.toContain(ESC);
    expect(runCli([], { cwd, env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).not.toContain(ESC);
  });

  it('exits 2 on a bad option, a misspelt revision or a missing path, checking nothing', () => {
    const cwd = workdir({ 'bad.jsonl': BROKEN });
    const flag = runCli(['--revsion', '2025-06-18'], { cwd });
    expect(flag).toMatchObject({ status: 2, stdout: '' });
    expect(flag.stderr).toContain('unknown option --revsion. Did you mean "--revision"?');
    const revision = runCli(['--revision', '2025-6-18'], { cwd });
    expect(revision.status).toBe(2);
    expect(revision.stderr).toContain('Did you mean "2025-06-18"?');
    const format = runCli(['--format', 'sarfi'], { cwd });
    expect(format.stderr).toContain('Did you mean "sarif"?');
    const missing = runCli(['bad.jsonl', 'nope.jsonl'], { cwd });
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toContain('nope.jsonl: no such file or directory.');
    expect(runCli(['../*.jsonl'], { cwd }).stderr).toContain('a glob cannot reach outside the working directory');
  });

  // A file outside the working directory (here one that cannot even be read) is refused before it is opened.
  it.skipIf(!existsSync('/proc/self/mem'))('exits 2 when a named capture is outside the working directory, and checks the others', () => {
    const cwd = workdir({ 'good.jsonl': GOOD });
    const run = runCli(['good.jsonl', '/proc/self/mem'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/proc\/self\/mem was not checked: it is outside the working directory/);
    expect(run.stdout).toContain('1 file');
  });
});

