import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROKEN, cliBuilt, runCli, scratch } from './run-cli.js';


const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
interface FileEntry {
  path: string;
  revision: string | null;
  revisionSource: string;
  findings: { rule: string }[];
}
const revisions = (stdout: string) => (JSON.parse(stdout).files as FileEntry[]).map((f) => [f.path, f.revision, f.revisionSource]);

function workdir(files: Record<string, string>): string {
  const w = scratch(files);
  cleanups.push(w.cleanup);
  return w.dir;
}

describe.skipIf(!cliBuilt)('mcp-capture-lint check with a config file', () => {
  it('a bad config is exit 2 with file, line, column and "did you mean", and nothing checked', () => {
    const cwd = workdir({
      'bad.jsonl': BROKEN,
      '.mcp-capture-lint.yml': 'captures: .\nrevision: 2025-6-18\nrules:\n  parse-eror: off\n',
    });
    const run = runCli([], { cwd });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('nothing was checked');
    expect(run.stderr).toContain('.mcp-capture-lint.yml:2:11: revision must be auto, a dated revision');
    expect(run.stderr).toContain('Did you mean "2025-06-18"?');
    expect(run.stderr).toContain('.mcp-capture-lint.yml:4:3: unknown rule id "parse-eror". Did you mean "parse-error"?');
    expect(runCli(['--no-config'], { cwd }).status).toBe(1);
    const other = runCli(['--config', 'missing.yml'], { cwd });
    expect(other.status).toBe(2);
    expect(other.stderr).toContain('missing.yml:1:1: cannot read the config file: no such file.');
  });

  it('takes captures, revision and exclude from the config; flags override it; the report names the config', () => {
    const cwd = workdir({
      'logs/a.jsonl': BROKEN,
      'logs/skip/b.jsonl': BROKEN,
      'other/c.jsonl': BROKEN,
      '.mcp-capture-lint.yml': 'captures: logs\nexclude: ["**/skip/**"]\nrevision: 2025-03-26\n',
    });
    const fromConfig = runCli(['--format', 'json'], { cwd }).stdout;
    expect(JSON.parse(fromConfig).config).toBe('.mcp-capture-lint.yml');
    expect(revisions(fromConfig)).toEqual([['logs/a.jsonl', '2025-03-26', 'pinned']]);
    const overridden = runCli(['other', '--revision', 'auto', '--format', 'json'], { cwd }).stdout;
    expect(revisions(overridden)).toEqual([['other/c.jsonl', '2025-06-18', 'initialize']]);
    expect(runCli([], { cwd }).stdout).toContain('Config: .mcp-capture-lint.yml.');
  });

  it('overrides apply their own rules and revision to the files they match', () => {
    const cwd = workdir({
      'captures/new/a.jsonl': BROKEN,
      'captures/legacy/b.jsonl': BROKEN,
      '.mcp-capture-lint.yml': [
        'captures: captures',
        'overrides:',
        '  - files: "captures/legacy/**"',
        '    revision: 2024-11-05',
        '    rules:',
        '      parse-error: "off"',
        '',
      ].join('\n'),
    });
    const run = runCli(['--format', 'json'], { cwd });
    const report = JSON.parse(run.stdout);
    const parseErrors = (f: FileEntry) => f.findings.filter((finding) => finding.rule === 'parse-error').length;
    const byPath = Object.fromEntries((report.files as FileEntry[]).map((f) => [f.path, [f.revision, parseErrors(f)]]));
    expect(byPath).toEqual({ 'captures/legacy/b.jsonl': ['2024-11-05', 0], 'captures/new/a.jsonl': ['2025-06-18', 1] });
    expect(run.status).toBe(1);
    writeFileSync(join(cwd, '.mcp-capture-lint.yml'), 'captures: captures\noverrides:\n  - files: "captures/**"\n    rules: { parse-error: info }\n');
    expect(runCli([], { cwd }).status).toBe(0);
  });

  it('expectations: keeps the expectation files in their own folder, mirroring the captures', () => {
    const cwd = workdir({ 'captures/bad.jsonl': BROKEN, '.mcp-capture-lint.yml': 'captures: captures\nexpectations: expected\n' });
    expect(runCli(['--update'], { cwd }).stdout).toContain('expected/captures/bad.jsonl.expected.yaml: created');
    expect(existsSync(join(cwd, 'expected/captures/bad.jsonl.expected.yaml'))).toBe(true);
    expect(existsSync(join(cwd, 'captures/bad.jsonl.expected.yaml'))).toBe(false);
    expect(runCli([], { cwd }).status).toBe(0);
  });
});
