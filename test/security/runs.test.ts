// Attacks on a whole run, through the built CLI (dist/, run under the build lock) as a workflow's
// `run:` step runs it: a path refused for safety must still fail a sharded run once merged; shard
// reports and the config are read only inside the working directory; a capture named after a token
// gives an update command that is masked and still runs; and a JSON value that never closes is
// reported where it opens, with the rest of the capture still read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROKEN, CLI, cliBuilt, GOOD, runCli } from '../cli/run-cli.js';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** `<root>/work` (the working directory, with `files`) beside `<root>/outside` (the runner's files). */
function layout(files: Record<string, string>): { work: string; outside: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-runs-')));
  roots.push(root);
  const work = join(root, 'work');
  const outside = join(root, 'outside');
  mkdirSync(outside, { recursive: true });
  mkdirSync(work, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  return { work, outside };
}

function mkfifo(path: string): void {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${String(made.stderr)}`);
}

/** A line outside the working directory that no output may quote. */
const HOST_LINE = 'HOST-SECRET-LINE-5d1e not yaml: [';

describe.skipIf(!cliBuilt)('the built CLI: a sharded run keeps what it refused', () => {
  it('a FIFO named explicitly fails the merged run (exit 2, named) as it fails the unsharded one', () => {
    const { work } = layout({ 'captures/a.jsonl': GOOD, 'captures/b.jsonl': GOOD });
    mkfifo(join(work, 'captures/pipe.jsonl'));
    const names = ['captures/a.jsonl', 'captures/b.jsonl', 'captures/pipe.jsonl'];
    const whole = runCli(['check', ...names, '--no-progress'], { cwd: work });
    expect(whole.status).toBe(2);
    expect(whole.stderr).toContain('captures/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.');
    for (const i of [1, 2]) {
      runCli(['check', ...names, '--shard', `${i}/2`, '--output', `shards/s${i}.json`, '--no-progress'], { cwd: work });
      const report = JSON.parse(readFileSync(join(work, `shards/s${i}.json`), 'utf8'));
      expect(report.shard.run.refused).toEqual([expect.objectContaining({ path: 'captures/pipe.jsonl', named: true })]);
    }
    const merged = runCli(['merge', 'shards/*.json'], { cwd: work });
    expect(merged.status).toBe(2);
    expect(merged.stderr).toContain('captures/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.');
    // The merged verdict says it as the unsharded one does.
    expect(merged.stdout).toBe(whole.stdout);
  });
});

describe.skipIf(!cliBuilt)('the built CLI reads the config and shard reports only inside the working directory', () => {
  it('--config outside, or a config that is a link out: refused with exit 2, the file never quoted', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': GOOD });
    writeFileSync(join(outside, 'host.yml'), `${HOST_LINE}\n`);
    const named = runCli(['check', 'captures', '--no-progress', '--config', join(outside, 'host.yml')], { cwd: work });
    expect(named.status).toBe(2);
    expect(named.stderr).toMatch(/the config file is not read: it is outside the working directory/);
    const climbing = runCli(['check', 'captures', '--no-progress', '--config', '../outside/host.yml'], { cwd: work });
    expect(climbing.status).toBe(2);
    expect(climbing.stderr).toMatch(/the config file is not read: it is outside the working directory/);
    // A pull request commits the default config file as a link to a file of the runner.
    symlinkSync(join(outside, 'host.yml'), join(work, '.mcp-capture-lint.yml'));
    const linked = runCli(['check', 'captures', '--no-progress'], { cwd: work });
    expect(linked.status).toBe(2);
    expect(linked.stderr).toMatch(/\.mcp-capture-lint\.yml:1:1: the config file is not read: it leads outside the working directory .* through a link/);
    for (const run of [named, climbing, linked]) expect(run.stdout + run.stderr).not.toContain('HOST-SECRET-LINE');
  });

  it('a config that is a FIFO is refused, not waited on', () => {
    const { work } = layout({ 'captures/a.jsonl': GOOD });
    mkfifo(join(work, 'pipe.yml'));
    const run = runCli(['check', 'captures', '--no-progress', '--config', 'pipe.yml'], { cwd: work });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('the config file is not read: it is a FIFO (named pipe), not a regular file.');
  });

  it('merge: a report outside the working directory, or reached through a link, is refused (exit 2), never read', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN });
    runCli(['check', 'captures', '--shard', '1/1', '--output', 'shards/s1.json', '--no-progress'], { cwd: work });
    writeFileSync(join(outside, 'host.json'), `${HOST_LINE}\n`);
    const outsideGlob = runCli(['merge', join(outside, '*.json')], { cwd: work });
    expect(outsideGlob.status).toBe(2);
    expect(outsideGlob.stderr).toMatch(/host\.json is not read: it is outside the working directory/);
    symlinkSync(join(outside, 'host.json'), join(work, 'shards/s2.json'));
    const linked = runCli(['merge', 'shards/*.json'], { cwd: work });
    expect(linked.status).toBe(2);
    expect(linked.stderr).toMatch(/shards\/s2\.json is not read: it leads outside the working directory .* through a link/);
    for (const run of [outsideGlob, linked]) expect(run.stdout + run.stderr).not.toContain('HOST-SECRET-LINE');
    // The sound report alone still merges.
    rmSync(join(work, 'shards/s2.json'));
    expect(runCli(['merge', 'shards/*.json'], { cwd: work }).status).toBe(1);
  });
});

describe.skipIf(!cliBuilt)('a capture named after a token', () => {
  const TOKEN = 'ghp_R4nd0mT0k3nF0rTh3F1l3N4m3Zq8Xw2Yv6Lp';

  it('never shows the token, and the update command it prints runs as printed', () => {
    const name = `captures/session-${TOKEN}.jsonl`;
    const { work } = layout({ [name]: BROKEN, 'captures/other.jsonl': GOOD });
    const check = runCli(['check', name, 'captures/other.jsonl', '--no-progress'], { cwd: work });
    expect(check.status).toBe(1);
    expect(check.stdout + check.stderr).not.toContain(TOKEN);
    const command = /record them with `(npx mcp-capture-lint check --update [^`]+)`/.exec(check.stdout)?.[1];
    expect(command).toBeDefined();
    // Run through a shell as printed, with the built CLI for `npx mcp-capture-lint`.
    const update = spawnSync('sh', ['-c', command!.replace('npx mcp-capture-lint', `"${process.execPath}" "${CLI}"`)], { cwd: work, encoding: 'utf8', timeout: 30_000 });
    expect(update.status).toBe(0);
    expect(update.stdout + update.stderr).not.toContain(TOKEN);
    expect(existsSync(join(work, `${name}.expected.yaml`))).toBe(true);
    expect(readFileSync(join(work, `${name}.expected.yaml`), 'utf8')).not.toContain(TOKEN);
    expect(runCli(['check', name, 'captures/other.jsonl', '--no-progress'], { cwd: work }).status).toBe(0);
  });
});

describe.skipIf(!cliBuilt)('a JSON value that never closes', () => {
  const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
  const BAD = { jsonrpc: '1.0', id: 3, method: 'tools/list' };

  it('past 64 Mi characters: frame-too-large where it opens, nothing held, and the message after it still checked', () => {
    const { work } = layout({});
    const head = `${JSON.stringify(INIT, null, 2)}\n{\n  "jsonrpc": "2.0",\n  "id": 2,\n  "method": "tools/call",\n  "params": {\n    "name": "t",\n    "arguments": {\n      "blob": [\n`;
    // 66 MiB of array items, one per line, then the value closes and a bad message follows.
    const item = `        "${'x'.repeat(1014)}",\n`;
    const items = item.repeat(Math.ceil((66 * 1024 * 1024) / item.length));
    const openLine = JSON.stringify(INIT, null, 2).split('\n').length + 1;
    const tail = `        "end"\n      ]\n    }\n  }\n}\n${JSON.stringify(BAD, null, 2)}\n`;
    writeFileSync(join(work, 'huge.json'), head + items + tail);
    const badLine = (head + items + tail).split('\n').length - JSON.stringify(BAD, null, 2).split('\n').length;
    const result = spawnSync(process.execPath, [CLI, 'check', 'huge.json', '--revision', '2025-06-18', '--no-progress', '-j', '1'], {
      cwd: work,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_OPTIONS: '--max-old-space-size=512' },
    });
    expect(result.stderr).not.toMatch(/heap|Allocation failed/);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`huge\\.json:${openLine}:1 +error +The JSON value that opens here holds more than 67108864 characters without closing.*frame-too-large`));
    // Placed at the bad key: the line after the message's opening brace, indented two columns.
    expect(result.stdout).toMatch(new RegExp(`huge\\.json:${badLine + 1}:3 +error .*jsonrpc-version`));
  }, 90_000);
});
