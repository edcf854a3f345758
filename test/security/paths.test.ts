// Attacks through paths: what a pull request commits (captures, their names, expectation files, the
// config, symbolic links, FIFOs) must not make the built CLI or Action read, write or delete outside
// the working directory, nor make discovery run on. Each attack runs the built dist/ as a child
// process, bounded by a timeout: a hang fails the test (status null), it is not waited out.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN, CLI, cliBuilt, GOOD, runCli, runEntry } from '../cli/run-cli.js';
import { LoopbackGitHub } from '../action/loopback.js';
import { SCHEMA_COSTS } from '../helpers/hostile-schemas.js';

const ACTION = new URL('../../dist/index.js', import.meta.url).pathname;
/** What a file outside the workspace holds: none of it may reach any output. */
const HOST_LINE = 'HOST-FILE-LINE-7f3a9c not json at all';
const HOST_SCRIPT = '#!/bin/sh\necho "a step of the job runs this"\n';
const BOUND_MS = 20_000;

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** `<root>/work` (the working directory, with `files`) beside `<root>/outside` (the runner's files). */
function layout(files: Record<string, string>): { root: string; work: string; outside: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-paths-')));
  roots.push(root);
  const work = join(root, 'work');
  const outside = join(root, 'outside');
  mkdirSync(work, { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'host.jsonl'), `${HOST_LINE}\n`);
  writeFileSync(join(outside, 'host-file.json'), `${HOST_LINE}\n`);
  writeFileSync(join(outside, 'later-step.sh'), HOST_SCRIPT);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  return { root, work, outside };
}

function link(target: string, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path);
}

function mkfifo(path: string): void {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${String(made.stderr)}`);
}

/** Every file below a folder, with its content, to compare before and after a run. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    const info = lstatSync(path);
    files[name] = info.isSymbolicLink() ? `-> link` : info.isFile() ? readFileSync(path, 'utf8') : '<dir>';
  }
  return files;
}

const cli = (args: string[], cwd: string) => runCli(['check', '--revision', '2025-06-18', '--no-progress', ...args], { cwd });

describe.skipIf(!cliBuilt)('the built CLI', () => {
  it('never writes an expectation file through a link (--update): the link is reported and the target kept', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN, 'captures/b.jsonl': BROKEN });
    link(join(outside, 'later-step.sh'), join(work, 'captures/a.jsonl.expected.yaml'));
    const run = cli(['--update', 'captures'], work);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('captures/a.jsonl.expected.yaml was not written: it is a symbolic link');
    expect(readFileSync(join(outside, 'later-step.sh'), 'utf8')).toBe(HOST_SCRIPT);
    expect(lstatSync(join(work, 'captures/a.jsonl.expected.yaml')).isSymbolicLink()).toBe(true);
    // The other capture's expectation file is written as usual.
    expect(readFileSync(join(work, 'captures/b.jsonl.expected.yaml'), 'utf8')).toContain('rule: parse-error');
  });

  it('never reads an expectation file through a link, and never deletes one', () => {
    const { work, outside } = layout({ 'captures/clean.jsonl': GOOD });
    writeFileSync(join(outside, 'host.expected.yaml'), `revision: 2025-06-18\nfindings:\n  - line: 1\n    rule: parse-error\n    message: ${HOST_LINE}\n`);
    link(join(outside, 'host.expected.yaml'), join(work, 'captures/clean.jsonl.expected.yaml'));
    const check = cli(['captures'], work);
    expect(check.status).toBe(1);
    expect(check.stdout + check.stderr).toContain('captures/clean.jsonl.expected.yaml is not a valid expectation file (it is a symbolic link');
    expect(check.stdout + check.stderr).not.toContain('HOST-FILE-LINE');
    // No finding left: update mode would delete the expectation file; a link it leaves alone.
    const update = cli(['--update', 'captures'], work);
    expect(update.stdout + update.stderr).toContain('captures/clean.jsonl.expected.yaml: it is a symbolic link, and this tool never deletes through one');
    expect(lstatSync(join(work, 'captures/clean.jsonl.expected.yaml')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(outside, 'host.expected.yaml'))).toBe(true);
  });

  it('refuses an expectations folder outside the working directory, named or linked (config error, exit 2)', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN, '.mcp-capture-lint.yml': 'captures: captures\nexpectations: ../outside\n' });
    writeFileSync(join(outside, 'unrelated.jsonl.expected.yaml'), 'findings: []\n');
    const before = snapshot(outside);
    const named = cli(['--update'], work);
    expect(named.status).toBe(2);
    expect(named.stderr).toContain('.mcp-capture-lint.yml:2:15: expectations must be a folder inside the working directory, and "../outside" is not');

    writeFileSync(join(work, '.mcp-capture-lint.yml'), 'captures: captures\nexpectations: expected\n');
    link(outside, join(work, 'expected'));
    const linked = cli(['--update'], work);
    expect(linked.status).toBe(2);
    expect(linked.stderr).toContain(`.mcp-capture-lint.yml:2:15: expectations must be a folder inside the working directory, but "expected" leads to ${outside} through a link`);
    expect(snapshot(outside)).toEqual(before);
  });

  it('writes and deletes nothing through a linked folder inside the expectations folder', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN, '.mcp-capture-lint.yml': 'captures: captures\nexpectations: expected\n' });
    writeFileSync(join(outside, 'gone.jsonl.expected.yaml'), 'findings: []\n');
    link(outside, join(work, 'expected/captures'));
    const before = snapshot(outside);
    const run = cli(['--update'], work);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('expected/captures/a.jsonl.expected.yaml: its folder is outside the working directory');
    expect(snapshot(outside)).toEqual(before);
  });

  it('refuses captures outside the working directory: a named file, a link, a ../ or backslash glob; none is read', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN });
    link(join(outside, 'host.jsonl'), join(work, 'captures/linked.jsonl'));
    const named = cli(['captures', '../outside/host.jsonl'], work);
    expect(named.status).toBe(2);
    expect(named.stderr).toContain(`../outside/host.jsonl was not checked: it is outside the working directory ${work}`);
    // The other captures are checked and reported all the same.
    expect(named.stdout).toContain('captures/a.jsonl');
    expect(named.stdout).toContain('captures/linked.jsonl was not checked: it is a link to a file outside the working directory');

    const backslashed = `${outside.replace(/\//g, '\\')}\\host-file.json?`;
    const globbed = cli(['captures', '../outside/*.jsonl', backslashed], work);
    expect(globbed.status).toBe(2);
    expect(globbed.stderr).toContain('../outside/*.jsonl: a glob cannot reach outside the working directory');
    expect(globbed.stderr).toContain(`${backslashed}: a glob cannot reach outside the working directory`);

    writeFileSync(join(work, '.mcp-capture-lint.yml'), `captures:\n  - captures\n  - ${join(outside, 'host.jsonl')}\n  - '${backslashed}'\n`);
    const configured = cli([], work);
    expect(configured.status).toBe(2);
    expect(configured.stderr).toContain('.mcp-capture-lint.yml:3:5: each entry of captures must be a path or glob inside the working directory');
    expect(configured.stderr).toContain('.mcp-capture-lint.yml:4:5: each entry of captures must be a path or glob inside the working directory');
    for (const run of [named, globbed, configured]) expect(run.stdout + run.stderr).not.toContain('HOST-FILE-LINE');
  });

  it('writes --output neither through a link nor into a linked folder leading out', () => {
    const { work, outside } = layout({ 'captures/a.jsonl': GOOD });
    link(join(outside, 'later-step.sh'), join(work, 'report.json'));
    link(outside, join(work, 'out'));
    const before = snapshot(outside);
    const throughLink = cli(['captures', '--format', 'json', '--output', 'report.json'], work);
    expect(throughLink.status).toBe(2);
    expect(throughLink.stderr).toContain('report.json: it is a symbolic link, and this tool never writes through one');
    const intoFolder = cli(['captures', '--format', 'sarif', '--output', 'out/report.sarif'], work);
    expect(intoFolder.status).toBe(2);
    expect(intoFolder.stderr).toContain('out/report.sarif: its folder is outside the working directory');
    expect(snapshot(outside)).toEqual(before);
    // A plain path inside is written as before.
    expect(cli(['captures', '--format', 'json', '--output', 'reports/report.json'], work).status).toBe(0);
    expect(JSON.parse(readFileSync(join(work, 'reports/report.json'), 'utf8')).summary.files).toBe(1);
  });

  it('finishes on a link loop under the captures folder, in check and update mode, with overrides', () => {
    const { work } = layout({
      'captures/a.jsonl': BROKEN,
      'captures/deep/b.jsonl': GOOD,
      '.mcp-capture-lint.yml': 'captures: captures\noverrides:\n  - files: "**/*.jsonl"\n    mixed-output: true\n',
    });
    link('..', join(work, 'captures/loop'));
    link('../..', join(work, 'captures/deep/up'));
    link('.', join(work, 'captures/deep/self'));
    for (const args of [[], ['captures/**/*.jsonl'], ['--update']]) {
      const run = cli(args, work);
      expect(run.status, `${args.join(' ')}: ${run.stderr}`).not.toBeNull();
      expect(run.stdout + run.stderr).not.toContain('ELOOP');
    }
    const run = cli(['--format', 'json'], work);
    expect(JSON.parse(run.stdout).files.map((f: { path: string }) => f.path)).toEqual(['captures/a.jsonl', 'captures/deep/b.jsonl']);
  });

  it('reports a FIFO and a socket in the captures folder as not checked, never opening them', async () => {
    const { work } = layout({ 'captures/a.jsonl': GOOD });
    mkfifo(join(work, 'captures/pipe.jsonl'));
    const server = await listen(join(work, 'captures/socket.jsonl'));
    try {
      const folder = await cliAsync(['captures'], work);
      expect(folder.status).toBe(0);
      expect(folder.stdout).toContain('captures/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.');
      expect(folder.stdout).toContain('captures/socket.jsonl was not checked: it is a socket, not a regular file.');
      expect(folder.stdout).toContain('1 file');
      const named = await cliAsync(['captures/a.jsonl', 'captures/pipe.jsonl'], work);
      expect(named.status).toBe(2);
      expect(named.stderr).toContain('captures/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

function listen(path: string): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(path, () => done(server));
  });
}

/** runCli, but without blocking this process (the socket test serves while the CLI runs). */
function cliAsync(args: string[], cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return runEntry(CLI, ['check', '--revision', '2025-06-18', '--no-progress', ...args], { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, boundMs: BOUND_MS });
}


describe.skipIf(!existsSync(ACTION))('the built Action', () => {
  const api = new LoopbackGitHub();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  afterEach(() => {
    api.calls.length = 0;
    api.comments.length = 0;
  });

  async function action(work: string, inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
    const runner = join(dirname(work), 'runner');
    mkdirSync(runner, { recursive: true });
    const event = join(runner, 'event.json');
    writeFileSync(event, JSON.stringify({ number: 42, pull_request: { number: 42, head: { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' } }, repository: { name: 'mcp-server', owner: { login: 'octo-org' } } }));
    const output = join(runner, 'output');
    const summary = join(runner, 'summary');
    writeFileSync(output, '');
    // The runner creates the summary file before the step runs.
    writeFileSync(summary, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKSPACE: work,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      GITHUB_REPOSITORY: 'octo-org/mcp-server',
      GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
      GITHUB_JOB: 'lint-captures',
      GITHUB_RUN_ID: '7000001',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: api.url,
      'INPUT_GITHUB-TOKEN': 'ghs_loopbacktesttoken',
      INPUT_REVISION: '2025-06-18',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      ...extraEnv,
    };
    const run = await runEntry(ACTION, [], { cwd: work, env, boundMs: BOUND_MS });
    const comment = api.comments.map((c) => c.body).join('\n');
    return { ...run, summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '', comment, all: `${run.stdout}${run.stderr}${comment}` };
  }

  it('mode: update never writes through a linked expectation file, nor deletes outside through the config', async () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN });
    link(join(outside, 'later-step.sh'), join(work, 'captures/a.jsonl.expected.yaml'));
    const run = await action(work, { captures: 'captures', mode: 'update' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('captures/a.jsonl.expected.yaml was not written: it is a symbolic link');
    expect(readFileSync(join(outside, 'later-step.sh'), 'utf8')).toBe(HOST_SCRIPT);

    writeFileSync(join(outside, 'unrelated.jsonl.expected.yaml'), 'findings: []\n');
    writeFileSync(join(work, '.mcp-capture-lint.yml'), `captures: captures\nexpectations: ${outside}\n`);
    const before = snapshot(outside);
    const configured = await action(work, { mode: 'update' });
    expect(configured.status).toBe(1);
    expect(configured.stdout).toMatch(/::error [^\n]*file=\.mcp-capture-lint\.yml,line=2,col=15[^\n]*::expectations must be a folder inside the working directory/);
    expect(snapshot(outside)).toEqual(before);
  });

  it('reads no capture outside the workspace: a link, a config path, a backslash glob; the comment carries none of it', async () => {
    const { work, outside } = layout({ 'captures/a.jsonl': BROKEN });
    link(join(outside, 'host.jsonl'), join(work, 'captures/linked.jsonl'));
    const linked = await action(work, { captures: 'captures' });
    expect(linked.status).toBe(1);
    expect(linked.comment).toContain('captures/linked.jsonl was not checked: it is a link to a file outside the working directory');
    const backslashed = await action(work, { captures: `captures\n${outside.replace(/\//g, '\\')}\\host-file.json?` });
    expect(backslashed.status).toBe(1);
    expect(backslashed.stdout).toContain('a glob cannot reach outside the working directory');
    writeFileSync(join(work, '.mcp-capture-lint.yml'), `captures: [captures, ../outside/host.jsonl]\n`);
    const configured = await action(work, {});
    expect(configured.status).toBe(1);
    expect(configured.stdout).toContain('each entry of captures must be a path or glob inside the working directory');
    for (const run of [linked, backslashed, configured]) {
      expect(run.all).not.toContain('HOST-FILE-LINE');
      expect(run.summary).not.toContain('HOST-FILE-LINE');
    }
  });

  it('checks a hostile tool schema, 100,000 nested brackets and a forged Content-Length to the end on a 256 MiB heap, beside a clean capture', async () => {
    const lines = (messages: unknown[]) => messages.map((m) => JSON.stringify(m)).join('\n') + '\n';
    const init = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ];
    const recursion = SCHEMA_COSTS['recursing-any-of'];
    const { work } = layout({
      // Without the step bound, this 1 KB capture took the process to 2.8 GiB and std::bad_alloc.
      'captures/recursion.jsonl': lines([...init, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, result: { tools: [{ name: 't', inputSchema: recursion.schema }] } }, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 't', arguments: recursion.args } }]),
      'captures/brackets.jsonl': `${'['.repeat(100_000)}${']'.repeat(100_000)}\n${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`,
      'captures/lying-length.log': `Content-Length: 99999999\n\n${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n${JSON.stringify({ jsonrpc: '1.0', id: 2, method: 'tools/list' })}\n`,
      'captures/clean.jsonl': GOOD,
    });
    const run = await action(work, { captures: 'captures/*', comment: 'off' }, { NODE_OPTIONS: '--max-old-space-size=256' });
    expect(run.stderr).not.toMatch(/bad_alloc|heap out of memory|RangeError|Internal error/i);
    expect(run.status).toBe(1);
    for (const finding of ['tool-schema-too-complex', 'nesting-too-deep', 'content-length-framing', 'jsonrpc-version']) expect(run.stdout).toContain(`title=${finding}`);
    for (const file of ['recursion.jsonl', 'brackets.jsonl', 'lying-length.log', 'clean.jsonl']) expect(run.summary).toContain(`captures/${file}`);
  });

  it('a file name and capture text that mention, reference, link and close markup: the comment and summary ping no one', async () => {
    const hostileMethod = '@octocat closes #12 GH-2 octo/repo#3 <img src=x> </details> [click](https://evil.example) ![x](https://evil.example/x.png)';
    const { work } = layout({
      'captures/@octo-org #7 GH-8 <b>.jsonl': `${JSON.stringify({ jsonrpc: '1.0', id: 1, method: hostileMethod })}\n`,
    });
    const run = await action(work, { captures: 'captures' });
    expect(run.status).toBe(1);
    expect(api.comments).toHaveLength(1);
    for (const body of [run.comment, run.summary]) {
      // Our own links carry the file name percent-encoded; everything else is what GitHub renders.
      const rendered = body.replace(/\(https:\/\/github\.com\/octo-org\/mcp-server\/blob\/[^)\s]*\)|href="[^"]*"/g, '');
      expect(rendered).toContain('jsonrpc-version');
      // The hostile text is there, neutralised, not dropped.
      expect(rendered).toContain('@&#8203;octocat');
      expect(rendered).toContain('@&#8203;octo-org');
      expect(rendered).not.toMatch(/@octocat|@octo-org|(^|[^&])#(12|7|3)\b|GH-[28]\b|<img|<b>|\[click\]\(|!\[x\]|<\/details>[^\n]*evil/);
    }
  });

  it('refuses /dev/zero named as a capture and still reports the others', async () => {
    const { work } = layout({ 'captures/a.jsonl': GOOD, 'captures/b.jsonl': BROKEN });
    const run = await action(work, { captures: 'captures/**/*.jsonl\n/dev/zero', comment: 'off' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('/dev/zero was not checked: it is outside the working directory');
    expect(run.stdout).toContain('a character device, not a regular file');
    expect(run.summary).toContain('captures/a.jsonl');
    expect(run.summary).toContain('captures/b.jsonl');
    expect(run.summary).toContain('/dev/zero was not checked');
  });

  it('skips a FIFO and finishes on a link loop in the captures folder, reporting the rest', async () => {
    const { work } = layout({ 'captures/a.jsonl': BROKEN, 'captures/deep/b.jsonl': GOOD });
    mkfifo(join(work, 'captures/pipe.jsonl'));
    link('..', join(work, 'captures/loop'));
    link('../..', join(work, 'captures/deep/up'));
    const run = await action(work, { captures: 'captures/**/*.jsonl', comment: 'off' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::warning::captures/pipe.jsonl was not checked: it is a FIFO (named pipe), not a regular file.');
    expect(run.summary).toContain('captures/a.jsonl');
    expect(run.summary).toContain('captures/deep/b.jsonl');
  });

  it('writes sarif-file, report-file and a shard report neither through a link nor out through a linked folder', async () => {
    const { work, outside } = layout({ 'captures/a.jsonl': GOOD });
    link(join(outside, 'later-step.sh'), join(work, 'results.sarif'));
    link(outside, join(work, 'out'));
    const before = snapshot(outside);
    const run = await action(work, { captures: 'captures', 'sarif-file': 'results.sarif', 'report-file': 'out/report.json', comment: 'off' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('::warning::results.sarif: it is a symbolic link, and this tool never writes through one');
    expect(run.stdout).toContain('::warning::out/report.json: its folder is outside the working directory');
    const shard = await action(work, { captures: 'captures', shard: '1/1', 'report-file': 'out/shard.json' });
    expect(shard.status).toBe(1);
    expect(shard.stdout).toContain('out/shard.json: its folder is outside the working directory');
    expect(snapshot(outside)).toEqual(before);
  });
});
