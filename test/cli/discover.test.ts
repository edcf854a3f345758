import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverCaptures, DiscoveryError } from '../../src/app/discover.js';

const gitAvailable = spawnSync('git', ['--version']).status === 0;

function tree(root: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  }
}

describe('discoverCaptures', () => {
  let base: string;
  let cwd: string;
  const paths = async (patterns: string[], exclude?: string[]) => (await discoverCaptures({ cwd, patterns, exclude })).map((c) => c.path);

  beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-discover-')));
    cwd = join(base, 'work');
    tree(cwd, [
      'captures/a.jsonl',
      'captures/a.jsonl.expected.yaml',
      'captures/sub/b c.log',
      'captures/sub/ünï::cödé%20.jsonl',
      'captures/[weird] (name).jsonl',
      'captures/README.md',
      'captures/.hidden.jsonl',
      'node_modules/pkg/x.jsonl',
      'captures/node_modules/y.jsonl',
      'build/out.jsonl',
      'captures/scratch/tmp.jsonl',
    ]);
    tree(base, ['outside/secret.jsonl']);
    symlinkSync(join(base, 'outside'), join(cwd, 'captures/linked-dir'));
    symlinkSync(join(base, 'outside/secret.jsonl'), join(cwd, 'captures/linked-out.jsonl'));
    symlinkSync(join(cwd, 'captures/a.jsonl'), join(cwd, 'captures/linked-in.jsonl'));
    writeFileSync(join(cwd, '.gitignore'), 'build/\n*.tmp\n');
    writeFileSync(join(cwd, 'captures/x.tmp'), '{}\n');
    if (gitAvailable) spawnSync('git', ['init', '-q'], { cwd });
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('expands a directory to its captures: no expectation files, Markdown, dotfiles, node_modules, or links leaving cwd', async () => {
    expect(await paths(['captures'])).toEqual([
      'captures/[weird] (name).jsonl',
      'captures/a.jsonl',
      'captures/linked-in.jsonl',
      'captures/scratch/tmp.jsonl',
      'captures/sub/b c.log',
      'captures/sub/ünï::cödé%20.jsonl',
    ]);
  });

  it('skips what .gitignore ignores when expanding the working directory', async () => {
    const all = await paths(['.']);
    expect(all).not.toContain('build/out.jsonl');
    expect(all).not.toContain('captures/x.tmp');
    expect(all).not.toContain('node_modules/pkg/x.jsonl');
    expect(all).toContain('captures/a.jsonl');
  });

  it('takes from a folder only files that look like captures; a glob takes what it matches', async () => {
    const mixed = join(base, 'mixed');
    tree(mixed, ['caps/session.txt', 'caps/trace.har']);
    writeFileSync(join(mixed, 'package.json'), '{"name":"x","version":"1.0.0"}\n');
    writeFileSync(join(mixed, 'caps/expect.json'), '{"verdict":"clean"}\n');
    writeFileSync(join(mixed, 'caps/notes.txt'), 'nothing to see\n');
    writeFileSync(join(mixed, 'caps/empty.jsonl'), '');
    writeFileSync(join(mixed, 'report.json'), '{\n  "tool": {\n    "name": "mcp-capture-lint",\n    "version": "0.1.0"\n  },\n  "files": [{"message": "{\\"jsonrpc\\": 1}"}]\n}\n');
    writeFileSync(join(mixed, 'report.sarif.json'), '{\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "x": "jsonrpc"\n}\n');
    const fromFolder = (await discoverCaptures({ cwd: mixed, patterns: ['.'] })).map((c) => c.path);
    expect(fromFolder).toEqual(['caps/empty.jsonl', 'caps/session.txt', 'caps/trace.har']);
    const fromGlob = (await discoverCaptures({ cwd: mixed, patterns: ['caps/*.json', 'caps/notes.txt'] })).map((c) => c.path);
    expect(fromGlob).toEqual(['caps/expect.json', 'caps/notes.txt']);
  });

  it('reads the root .gitignore itself outside a git work tree', async () => {
    const plain = join(base, 'plain');
    tree(plain, ['keep/a.jsonl', 'logs/old/b.jsonl', 'c.tmp']);
    writeFileSync(join(plain, '.gitignore'), '# comment\n/logs/old/\n*.tmp\n');
    const found = (await discoverCaptures({ cwd: plain, patterns: ['.'] })).map((c) => c.path);
    expect(found).toEqual(['keep/a.jsonl']);
  });

  it('takes globs relative to cwd, with exclude', async () => {
    expect(await paths(['captures/**/*.jsonl'], ['**/scratch/**'])).toEqual([
      'captures/[weird] (name).jsonl',
      'captures/a.jsonl',
      'captures/linked-in.jsonl',
      'captures/sub/ünï::cödé%20.jsonl',
    ]);
    expect(await paths(['./captures/sub/*.log'])).toEqual(['captures/sub/b c.log']);
  });

  it('takes a file named explicitly as it is, even with glob characters or ignored, but never an expectation file', async () => {
    expect(await paths(['captures/[weird] (name).jsonl', 'build/out.jsonl', 'captures/a.jsonl.expected.yaml'])).toEqual([
      'build/out.jsonl',
      'captures/[weird] (name).jsonl',
    ]);
  });

  it('refuses globs and directories outside cwd, and missing paths, naming each', async () => {
    const error = await discoverCaptures({ cwd, patterns: ['../outside/*.jsonl', '../outside', 'nope.jsonl'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscoveryError);
    const problems = (error as DiscoveryError).problems;
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('../outside/*.jsonl: a glob cannot reach outside the working directory');
    expect(problems[1]).toContain('../outside: the directory is outside the working directory');
    expect(problems[2]).toBe('nope.jsonl: no such file or directory.');
  });

  it('lists each file once, sorted, when patterns overlap', async () => {
    expect(await paths(['captures/a.jsonl', 'captures/*.jsonl', 'captures'])).toEqual(await paths(['captures']));
  });
});
