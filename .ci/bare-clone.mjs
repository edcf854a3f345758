#!/usr/bin/env node
// The bare-clone check: a clone of the repository with nothing beside it must pass its own tests.
// Every test file that uses the shared test data (it imports test/helpers/shared.ts, directly or
// through another test module) runs again with MCP_CAPTURE_LINT_SHARED naming a folder that does
// not exist. Each must fail nothing, pass nothing that needs the data, and skip at least one test
// whose title says what it needs. A test file that builds its own path to ../shared is an error:
// it would escape this check. Run by .ci/run after the full suite; `node .ci/bare-clone.mjs` alone
// runs just this check. Exits non-zero, saying why, when the check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const testDir = join(root, 'test');
const helper = join(testDir, 'helpers', 'shared.ts');
/** What every skip for want of shared data says (sharedSkipReason in the helper). */
const REASON = 'needs ../shared/';

const sources = readdirSync(testDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(testDir, name));

/** The test modules a source imports by relative path (`./x.js` is the file x.ts). */
const importsOf = new Map(
  sources.map((file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
    return [file, specifiers.map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts'))).filter((target) => target.startsWith(testDir))];
  }),
);

function usesHelper(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  return (importsOf.get(file) ?? []).some((target) => target === helper || usesHelper(target, seen));
}

const problems = [];

// A path to the shared folder spelled out anywhere but in the helper.
for (const file of sources) {
  if (file === helper) continue;
  const text = readFileSync(file, 'utf8');
  if (/['"`](?:\.\.\/)+shared\/|['"]\.\.['"]\s*,\s*['"]shared['"]/.test(text)) {
    problems.push(`${relative(root, file)} builds its own path to the shared folder: use test/helpers/shared.ts`);
  }
}

const files = sources.filter((file) => file.endsWith('.test.ts') && usesHelper(file)).sort();
if (files.length === 0) problems.push('no test file imports test/helpers/shared.ts');

const scratch = mkdtempSync(join(tmpdir(), 'mcl-bare-clone-'));
const missing = join(scratch, 'no-shared-here');
const report = join(scratch, 'vitest.json');
let counts = { files: files.length, skipped: 0, passed: 0 };
if (files.length > 0) {
  const run = spawnSync('npx', ['vitest', 'run', ...files.map((f) => relative(root, f)), '--reporter=json', `--outputFile=${report}`], {
    cwd: root,
    env: { ...process.env, MCP_CAPTURE_LINT_SHARED: missing },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!existsSync(report)) {
    problems.push(`vitest wrote no results (exit ${run.status}): ${(run.stderr || run.stdout).trim().split('\n').slice(-20).join('\n')}`);
  } else {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    const byFile = new Map(results.testResults.map((r) => [resolve(r.name), r]));
    for (const file of files) {
      const name = relative(root, file);
      const result = byFile.get(file);
      if (!result) {
        problems.push(`${name}: no results`);
        continue;
      }
      const tests = result.assertionResults.map((a) => ({ status: a.status, name: [...a.ancestorTitles, a.title].join(' > ') }));
      const failed = tests.filter((t) => t.status === 'failed');
      const skippedWithReason = tests.filter((t) => ['skipped', 'pending', 'todo'].includes(t.status) && t.name.includes(REASON));
      const passedNeedingData = tests.filter((t) => t.status === 'passed' && t.name.includes(REASON));
      if (result.status === 'failed' && failed.length === 0) problems.push(`${name}: fails while collecting: ${String(result.message).split('\n')[0]}`);
      for (const t of failed) problems.push(`${name}: fails: ${t.name}`);
      for (const t of passedNeedingData) problems.push(`${name}: runs although the shared folder is absent: ${t.name}`);
      if (skippedWithReason.length === 0) problems.push(`${name}: skips nothing saying "${REASON}..." (use describeShared or sharedTitle from test/helpers/shared.ts)`);
      counts.skipped += skippedWithReason.length;
      counts.passed += tests.filter((t) => t.status === 'passed').length;
    }
  }
}
rmSync(scratch, { recursive: true, force: true });

if (problems.length > 0) {
  console.log(`bare-clone check FAILED (test files run with MCP_CAPTURE_LINT_SHARED=${missing}):`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(1);
}
console.log(
  `bare-clone check OK: the ${counts.files} test files that use the shared folder ran without it; ` +
    `${counts.skipped} tests that need it were skipped saying so, ${counts.passed} that do not need it ran, none failed`,
);
