import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectOwnFile, isInside, unlinkInside, UnsafePathError, writeFileInside, writeReportFile } from '../../src/app/safe-paths.js';

describe('safe paths', () => {
  let base: string;
  let root: string;
  let outside: string;
  beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-safe-')));
    root = join(base, 'work');
    outside = join(base, 'outside');
    mkdirSync(join(root, 'in'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'bashrc'), 'original\n');
    symlinkSync(join(outside, 'bashrc'), join(root, 'in/link.yaml'));
    symlinkSync(outside, join(root, 'out'));
    symlinkSync(join(root, 'in'), join(root, 'near'));
    spawnSync('mkfifo', [join(root, 'in/pipe.yaml')]);
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('tells inside from outside without being fooled by names that start with dots', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, join(root, '..x'))).toBe(true);
    expect(isInside(root, join(root, '../work2'))).toBe(false);
    expect(isInside(root, outside)).toBe(false);
  });

  it('writes a new file through missing folders, atomically, leaving no temporary file', async () => {
    await writeFileInside(root, join(root, 'new/deep/a.yaml'), 'text\n');
    expect(readFileSync(join(root, 'new/deep/a.yaml'), 'utf8')).toBe('text\n');
    await writeFileInside(root, join(root, 'near/b.yaml'), 'through a link that stays inside\n');
    expect(readFileSync(join(root, 'in/b.yaml'), 'utf8')).toBe('through a link that stays inside\n');
    expect(readdirSync(join(root, 'new/deep'))).toEqual(['a.yaml']);
  });

  it('refuses a link as the target, a special file, a folder leading out, and a path outside', async () => {
    const refusal = (promise: Promise<void>) => promise.then(() => 'written', (error: unknown) => (error instanceof UnsafePathError ? error.message : `other: ${String(error)}`));
    expect(await refusal(writeFileInside(root, join(root, 'in/link.yaml'), 'x', { shown: 'in/link.yaml' }))).toBe('in/link.yaml: it is a symbolic link, and this tool never writes through one; nothing was written.');
    expect(await refusal(writeFileInside(root, join(root, 'in/pipe.yaml'), 'x', { shown: 'in/pipe.yaml' }))).toBe('in/pipe.yaml: it is a FIFO (named pipe), not a regular file; nothing was written.');
    expect(await refusal(writeFileInside(root, join(root, 'out/new/x.yaml'), 'x', { shown: 'out/new/x.yaml' }))).toBe(`out/new/x.yaml: its folder is outside the working directory (${outside}); nothing was written.`);
    expect(await refusal(writeFileInside(root, join(outside, 'x.yaml'), 'x', { shown: '../outside/x.yaml' }))).toContain('../outside/x.yaml: outside the working directory');
    // No folder was made outside through the link, and the link's target is untouched.
    expect(existsSync(join(outside, 'new'))).toBe(false);
    expect(readFileSync(join(outside, 'bashrc'), 'utf8')).toBe('original\n');
  });

  it('deletes regular files inside only, never a link', async () => {
    writeFileSync(join(root, 'in/gone.yaml'), 'x');
    await unlinkInside(root, join(root, 'in/gone.yaml'));
    expect(existsSync(join(root, 'in/gone.yaml'))).toBe(false);
    await expect(unlinkInside(root, join(root, 'in/link.yaml'), 'in/link.yaml')).rejects.toThrow('in/link.yaml: it is a symbolic link, and this tool never deletes through one');
    writeFileSync(join(outside, 'victim.yaml'), 'x');
    await expect(unlinkInside(root, join(root, 'out/victim.yaml'), 'out/victim.yaml')).rejects.toThrow(`out/victim.yaml: its folder is outside the working directory (${outside})`);
    expect(lstatSync(join(root, 'in/link.yaml')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(outside, 'victim.yaml'))).toBe(true);
  });

  it('inspects an own file without reading it: absent, fine, a link, a special file, a folder leading out', () => {
    writeFileSync(join(root, 'in/ok.yaml'), 'x');
    writeFileSync(join(outside, 'far.yaml'), 'x');
    expect(inspectOwnFile(root, join(root, 'in/none.yaml'))).toEqual({ exists: false });
    expect(inspectOwnFile(root, join(root, 'in/ok.yaml'))).toEqual({ exists: true });
    expect(inspectOwnFile(root, join(root, 'in/link.yaml')).problem).toContain('it is a symbolic link');
    expect(inspectOwnFile(root, join(root, 'in/pipe.yaml')).problem).toBe('it is a FIFO (named pipe), not a regular file');
    expect(inspectOwnFile(root, join(root, 'out/far.yaml')).problem).toBe(`its folder is outside the working directory (a link leads to ${outside})`);
  });

  it('writes a report named relative to the working directory only inside it, an absolute one where it is named', async () => {
    await expect(writeReportFile(root, 'out/report.json', '{}')).rejects.toThrow('out/report.json: its folder is outside the working directory');
    await expect(writeReportFile(root, '../outside/report.json', '{}')).rejects.toThrow('../outside/report.json: outside the working directory');
    await writeReportFile(root, join(outside, 'chosen/report.json'), '{}');
    expect(readFileSync(join(outside, 'chosen/report.json'), 'utf8')).toBe('{}');
    await expect(writeReportFile(root, join(root, 'in/link.yaml'), '{}')).rejects.toThrow('it is a symbolic link');
  });
});
