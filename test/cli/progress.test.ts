import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Progress } from '../../src/cli/progress.js';
import { colorWanted } from '../../src/cli/style.js';

const dir = mkdtempSync(join(tmpdir(), 'mcl-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = [1, 2, 3, 4].map((n) => {
  const file = join(dir, `${n}.jsonl`);
  writeFileSync(file, 'x'.repeat(1_000_000));
  return file;
});

function progressOn(tty: boolean) {
  const written: string[] = [];
  let now = 0;
  const progress = new Progress({ cwd: dir, stdout: () => undefined, stderr: (t) => written.push(t), stderrIsTty: tty }, true, () => now);
  return { progress, written, at: (ms: number) => (now = ms) };
}

describe('Progress', () => {
  it('says nothing during the first second, then files done / total and MB/s, and erases itself', () => {
    const { progress, written, at } = progressOn(true);
    progress.start(files);
    at(500);
    progress.update(1, 4);
    expect(written).toEqual([]);
    at(2000);
    progress.update(2, 4);
    expect(written).toEqual(['\r\u001b[2Kchecked 2/4 files, 1.0 MB/s']);
    progress.done();
    expect(written.at(-1)).toBe('\r\u001b[2K');
  });

  it('is silent when standard error is not a terminal', () => {
    const { progress, written, at } = progressOn(false);
    progress.start(files);
    at(5000);
    progress.update(4, 4);
    progress.done();
    expect(written).toEqual([]);
  });
});

describe('colorWanted', () => {
  it('follows the terminal, FORCE_COLOR and --color, and NO_COLOR above all', () => {
    expect(colorWanted(true, {})).toBe(true);
    expect(colorWanted(false, {})).toBe(false);
    expect(colorWanted(false, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorWanted(true, {}, false)).toBe(false);
    expect(colorWanted(true, { NO_COLOR: '1' }, true)).toBe(false);
    expect(colorWanted(true, { NO_COLOR: '' })).toBe(true);
    // FORCE_COLOR=0 turns colours off on a terminal too (as chalk and ESLint read it).
    expect(colorWanted(true, { FORCE_COLOR: '0' })).toBe(false);
    expect(colorWanted(true, { FORCE_COLOR: 'false' })).toBe(false);
    expect(colorWanted(true, { FORCE_COLOR: '0' }, true)).toBe(true);
  });
});
