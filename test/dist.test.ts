import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'mcl-dist-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

describe('committed dist/', () => {
  it('is exactly what the sources build to (run `npm run build` and commit dist/)', () => {
    // Compile to build/ as `npm run build` does (ncc's module ids depend on the entry's path),
    // and bundle into a temporary folder so the committed dist/ is left as it is.
    const compiled = join(root, 'build');
    const out = join(work, 'dist');
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], { cwd: root });
    execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs'), compiled, out], { cwd: root });
    const committed = join(root, 'dist');
    const want = listFiles(out).map((f) => relative(out, f)).sort();
    const have = listFiles(committed).map((f) => relative(committed, f)).sort();
    expect(have).toEqual(want);
    const stale = want.filter((file) => !readFileSync(join(out, file)).equals(readFileSync(join(committed, file))));
    expect(stale, `dist files that differ from a fresh build: ${stale.join(', ')}`).toEqual([]);
  }, 240_000);
});
