import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverCaptures, DiscoveryError, normaliseGlob } from '../../src/app/discover.js';

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
  const paths = async (patterns: string[], exclude?: string[]) => (await discoverCaptures({ cwd, patterns, exclude })).captures.map((c) => c.path);

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
    const fromFolder = (await discoverCaptures({ cwd: mixed, patterns: ['.'] })).captures.map((c) => c.path);
    expect(fromFolder).toEqual(['caps/empty.jsonl', 'caps/session.txt', 'caps/trace.har']);
    const fromGlob = (await discoverCaptures({ cwd: mixed, patterns: ['caps/*.json', 'caps/notes.txt'] })).captures.map((c) => c.path);
    expect(fromGlob).toEqual(['caps/expect.json', 'caps/notes.txt']);
  });

  it('reads the root .gitignore itself outside a git work tree', async () => {
    const plain = join(base, 'plain');
    tree(plain, ['keep/a.jsonl', 'logs/old/b.jsonl', 'c.tmp']);
    writeFileSync(join(plain, '.gitignore'), '# comment\n/logs/old/\n*.tmp\n');
    const found = (await discoverCaptures({ cwd: plain, patterns: ['.'] })).captures.map((c) => c.path);
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

  it('takes a file named explicitly as it is, even with glob characters or ignored (inside cwd), but never an expectation file', async () => {
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

  it('does not check a file named explicitly outside cwd, through a link or not, nor a device; checks the others', async () => {
    const found = await discoverCaptures({ cwd, patterns: ['captures/a.jsonl', '../outside/secret.jsonl', 'captures/linked-out.jsonl', 'captures/linked-dir/secret.jsonl', '/dev/zero'] });
    expect(found.captures.map((c) => c.path)).toEqual(['captures/a.jsonl']);
    expect(found.skipped.map((s) => [s.path, s.named])).toEqual([
      ['../outside/secret.jsonl', true],
      ['captures/linked-out.jsonl', true],
      ['captures/linked-dir/secret.jsonl', true],
      ['/dev/zero', true],
    ]);
    expect(found.skipped[0].message).toBe(`../outside/secret.jsonl was not checked: it is outside the working directory ${cwd}. Only regular files inside the working directory are read.`);
    expect(found.skipped[3].message).toBe(`/dev/zero was not checked: it is outside the working directory ${cwd}, and it is a character device, not a regular file. Only regular files inside the working directory are read.`);
  });

  it('notes a link out of cwd found by expansion, and reads nothing through a linked folder a glob names', async () => {
    const found = await discoverCaptures({ cwd, patterns: ['captures/*.jsonl', 'captures/linked-dir/*.jsonl'] });
    expect(found.captures.map((c) => c.path)).not.toContain('captures/linked-dir/secret.jsonl');
    expect(found.skipped).toEqual([{ path: 'captures/linked-out.jsonl', named: false, message: 'captures/linked-out.jsonl was not checked: it is a link to a file outside the working directory.' }]);
  });

  it('refuses a glob written with backslashes that reaches out once they are read as separators', async () => {
    const pattern = `${base.replace(/\//g, '\\')}\\outside\\*.jsonl`;
    const error = await discoverCaptures({ cwd, patterns: [pattern, '..\\outside\\*.jsonl'] }).catch((e: unknown) => e);
    expect((error as DiscoveryError).problems).toEqual([
      `${pattern}: a glob cannot reach outside the working directory; run from a folder that contains the captures.`,
      '..\\outside\\*.jsonl: a glob cannot reach outside the working directory; run from a folder that contains the captures.',
    ]);
    expect(normaliseGlob('.\\captures\\*.jsonl')).toBe('captures/*.jsonl');
    expect(normaliseGlob('C:\\captures\\*.jsonl')).toBeUndefined();
  });

  it('ends on link loops and notes special files, never opening a FIFO', async () => {
    const looped = join(base, 'looped');
    tree(looped, ['caps/a.jsonl', 'caps/deep/b.jsonl']);
    symlinkSync('..', join(looped, 'caps/loop'));
    symlinkSync('../..', join(looped, 'caps/deep/up'));
    spawnSync('mkfifo', [join(looped, 'caps/pipe.jsonl'), join(looped, 'caps/pipe.yaml')]);
    symlinkSync('pipe.jsonl', join(looped, 'caps/to-pipe.jsonl'));
    for (const patterns of [['caps'], ['caps/**/*.jsonl'], ['.']]) {
      const found = await discoverCaptures({ cwd: looped, patterns });
      expect(found.captures.map((c) => c.path)).toEqual(['caps/a.jsonl', 'caps/deep/b.jsonl']);
      expect(found.skipped.map((s) => s.message)).toEqual([
        'caps/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.',
        'caps/to-pipe.jsonl was not checked: it links to a FIFO (named pipe), not a regular file.',
      ]);
    }
    const named = await discoverCaptures({ cwd: looped, patterns: ['caps/pipe.yaml'] });
    expect(named.skipped).toEqual([{ path: 'caps/pipe.yaml', named: true, message: 'caps/pipe.yaml was not checked: it is a FIFO (named pipe), not a regular file. Only regular files inside the working directory are read.' }]);
  });

  it('lists each file once, sorted, when patterns overlap', async () => {
    expect(await paths(['captures/a.jsonl', 'captures/*.jsonl', 'captures'])).toEqual(await paths(['captures']));
  });
});
