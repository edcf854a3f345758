import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { JsonReport } from '../../src/report/json-report.js';
import { BROKEN, GOOD, workdir } from './run-cli.js';

/** The CLI's own code path (the bin hands it process.argv and the real streams). */
async function cli(args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, { cwd, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {} });
  return { status, stdout, stderr };
}
const PING = '{"jsonrpc":"2.0","id":9,"method":"ping"}\n{"jsonrpc":"2.0","id":9,"result":{}}\n';

describe('check --update, --update=prune', () => {
  it('accepts --update, --update=all and --update=prune, and nothing else, with a clear error', async () => {
    const cwd = workdir({ 'c/a.jsonl': GOOD });
    for (const flag of ['--update', '--update=all', '--update=prune']) expect((await cli([flag, 'c'], cwd)).status).toBe(0);
    const bad = await cli(['--update=prun', 'c'], cwd);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(
      'mcp-capture-lint: --update takes no value (record every current finding), =all (the same) or =prune (remove stale entries and refresh moved lines, add nothing), not "prun". Did you mean "prune"?',
    );
    // The next argument is a path, never the flag's value.
    const spaced = await cli(['--update', 'prune'], cwd);
    expect(spaced.status).toBe(2);
    expect(spaced.stderr).toContain('prune: no such file or directory.');
  });

  it('--update=prune removes the stale entry, records nothing new, prints what it changed, and still fails on the new finding', async () => {
    const cwd = workdir({ 'c/a.jsonl': BROKEN });
    expect((await cli(['--update', 'c'], cwd)).stdout).toContain('c/a.jsonl.expected.yaml: created (+1 -0)\n');
    // The cut line fixed (stale), a new one cut after a ping (new, 2 lines lower than the old one was).
    const fixed = GOOD + PING + '{"jsonrpc":"2.0","id":3,"method":"tools/list"\n' + PING.replace(/"id":9/g, '"id":10');
    const lines = fixed.split('\n');
    expect(lines[5]).toMatch(/^\{"jsonrpc":"2.0","id":3,"method":"tools\/list"$/);
    // The old anchor ("frame ...": the text of the cut line, digits as 0) would match it: make it differ.
    const text = fixed.replace('"id":3,"method":"tools/list"', '"method":"tools/list","id":3');
    writeCapture(cwd, 'c/a.jsonl', text);
    const check = await cli(['c'], cwd);
    expect(check.status).toBe(1);
    expect(check.stdout).toMatch(/\(1 new, 0 expected, 1 stale\)/);

    const prune = await cli(['--update=prune', 'c'], cwd);
    expect(prune.status).toBe(1);
    expect(prune.stdout).toContain('c/a.jsonl.expected.yaml: deleted (+0 -1)\n');
    expect(prune.stdout).toContain('1 expectation file changed.');
    expect(prune.stdout).toMatch(/✖ c\/a\.jsonl has 1 new error and it has no expectation file/);
    const again = await cli(['--update=prune', 'c'], cwd);
    expect(again.stdout).toContain('Expectation files are up to date: nothing written.');
  });

  it('names the prune command for stale entries, and reports moved findings as expected', async () => {
    const cwd = workdir({ 'c/a.jsonl': BROKEN });
    await cli(['--update', 'c'], cwd);
    const shifted = BROKEN.split('\n').toSpliced(2, 0, ...PING.trimEnd().split('\n')).join('\n');
    writeCapture(cwd, 'c/a.jsonl', shifted);
    const check = await cli(['c'], cwd);
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('(0 new, 1 expected (1 moved), 0 stale)');
    expect(check.stdout).toContain('note: 1 expected finding stands on another line than its expectation file says (matched by anchor, so still expected); `npx mcp-capture-lint check --update=prune c` refreshes the lines.');
    const json = JSON.parse((await cli(['c', '--format', 'json'], cwd)).stdout) as JsonReport;
    expect(json.files[0].findings[0]).toMatchObject({ rule: 'parse-error', line: 5, movedFrom: 3, expectation: 'expected', occurrence: 1 });
    expect(json.files[0].findings[0].anchor).toMatch(/^frame "/);
    const prune = await cli(['--update=prune', 'c'], cwd);
    expect(prune.stdout).toContain('c/a.jsonl.expected.yaml: updated (1 moved)\n');
    expect(readFileSync(join(cwd, 'c/a.jsonl.expected.yaml'), 'utf8')).toContain('    line: 5\n');
    expect((await cli(['c'], cwd)).stdout).not.toContain('moved');
  });
});

describe('a capture pattern that matches no file', () => {
  it('exits 2 naming the pattern and the folder, after reporting what was checked', async () => {
    const cwd = workdir({ 'c/a.jsonl': GOOD });
    const run = await cli(['c', 'logs/**/*.jsnl'], cwd);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`mcp-capture-lint: No capture file matched "logs/**/*.jsnl" in ${cwd} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count).\n`);
    expect(run.stdout).toContain('1 file, 3 frames');
    expect(run.stdout).toContain('✖ No capture file matched "logs/**/*.jsnl"');
    // From the config's captures too.
    const configured = workdir({ 'c/a.jsonl': GOOD, '.mcp-capture-lint.yml': 'captures:\n  - captures/**/*.jsonl\n' });
    const fromConfig = await cli([], configured);
    expect(fromConfig.status).toBe(2);
    expect(fromConfig.stderr).toContain(`No capture file matched "captures/**/*.jsonl" in ${configured}`);
  });

  it('is a note with --no-error-on-unmatched-pattern', async () => {
    const cwd = workdir({ 'c/a.jsonl': GOOD });
    const run = await cli(['c', 'logs/**/*.jsnl', '--no-error-on-unmatched-pattern'], cwd);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`mcp-capture-lint: warning: No capture file matched "logs/**/*.jsnl" in ${cwd} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count).\n`);
    expect(run.stdout).toContain(`note: No capture file matched "logs/**/*.jsnl" in ${cwd}`);
  });
});

function writeCapture(cwd: string, path: string, text: string): void {
  // scratch() wrote the first version; later versions overwrite it in place.
  writeFileSync(join(cwd, path), text);
}
