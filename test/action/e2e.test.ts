import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, INIT_REQUEST, INIT_RESULT } from '../golden/fixture.js';
import { syntheticSecrets } from '../helpers/secrets-corpus.js';
import { GITHUB_TOKEN_ACCOUNT, LoopbackGitHub } from './loopback.js';

/**
 * The built Action (dist/index.js, committed and checked fresh by test/dist.test.ts) run as a
 * child process with the environment a runner gives it, against a loopback GitHub API.
 * MCL_ACTION_ENTRY points at another build (a worktree builds into a temporary folder).
 */
const repoRoot = new URL('../..', import.meta.url).pathname;
const entry = process.env.MCL_ACTION_ENTRY ?? join(repoRoot, 'dist/index.js');
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e';
const NEXT_SHA = '8a1f2e7c0d4b3a59e6f1c2d3b4a5968778695a4b';

const api = new LoopbackGitHub();
beforeAll(() => api.start());
afterAll(() => api.stop());

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
  api.fault = undefined;
  api.account = GITHUB_TOKEN_ACCOUNT;
  api.calls.length = 0;
  api.comments.length = 0;
});

function pullRequestEvent(headSha: string) {
  const repo = { id: 1296269, name: 'mcp-server', full_name: 'octo-org/mcp-server', private: false, owner: { login: 'octo-org', id: 1, type: 'Organization' }, html_url: 'https://github.com/octo-org/mcp-server', default_branch: 'main' };
  return {
    action: 'synchronize',
    number: 42,
    before: HEAD_SHA,
    after: headSha,
    pull_request: {
      url: 'https://api.github.com/repos/octo-org/mcp-server/pulls/42',
      id: 1,
      number: 42,
      state: 'open',
      title: 'Record a new session',
      user: { login: 'contributor', id: 2, type: 'User' },
      head: { label: 'contributor:new-session', ref: 'new-session', sha: headSha, repo },
      base: { label: 'octo-org:main', ref: 'main', sha: '0000000000000000000000000000000000000001', repo },
      draft: false,
    },
    repository: repo,
    sender: { login: 'contributor', id: 2, type: 'User' },
  };
}

interface Workspace {
  dir: string;
  summary: string;
  output: string;
  event: string;
}

function workspace(files: Record<string, string>, headSha = HEAD_SHA): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'mcl-e2e-'));
  dirs.push(root);
  const dir = join(root, 'workspace');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(join(root, 'runner'), { recursive: true });
  const event = join(root, 'runner/event.json');
  writeFileSync(event, JSON.stringify(pullRequestEvent(headSha)));
  // The runner creates the step's summary file, empty, before the step starts.
  const summary = join(root, 'runner/step_summary');
  writeFileSync(summary, '');
  return { dir, summary, output: join(root, 'runner/output'), event };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

async function runAction(ws: Workspace, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<Run> {
  writeFileSync(ws.output, '');
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
  const child = spawn(process.execPath, [entry], {
    cwd: ws.dir,
    env: {
      PATH: process.env.PATH ?? '',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: ws.event,
      GITHUB_WORKSPACE: ws.dir,
      GITHUB_STEP_SUMMARY: ws.summary,
      GITHUB_OUTPUT: ws.output,
      GITHUB_REPOSITORY: 'octo-org/mcp-server',
      GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
      GITHUB_REF: 'refs/pull/42/merge',
      GITHUB_JOB: 'lint-captures',
      GITHUB_RUN_ID: '7000001',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: api.url,
      'INPUT_GITHUB-TOKEN': 'ghs_loopbacktesttoken',
      // plugin-retry's backoff (1 s, then 4 s) shortened, so the retries are quick to test.
      MCP_CAPTURE_LINT_API_RETRY_BASE_MS: '20',
      ...inputEnv,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr, outputs: parseOutputs(readFileSync(ws.output, 'utf8')), summary: existsSync(ws.summary) ? readFileSync(ws.summary, 'utf8') : '' };
}

/** GITHUB_OUTPUT as @actions/core writes it: `name<<delimiter`, value lines, `delimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(/^([^<]+)<<(.+)$/);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

const CAPTURES = { 'captures/session.jsonl': BROKEN_CAPTURE, 'captures/clean.jsonl': CLEAN_CAPTURE };
const INPUTS = { captures: 'captures/**/*.jsonl', revision: '2025-06-18' };
const SECONDARY_LIMIT = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
const comments = (method: string) => api.calls.filter((c) => c.method === method && c.path.includes('/comments'));

describe.skipIf(!existsSync(entry))(`the built Action (${entry})`, () => {
  it('annotates the bad frame, writes the summary and outputs, creates the comment, then updates it in place', async () => {
    api.seed(130); // the sticky comment lands on page 2 of the list
    const ws = workspace(CAPTURES);
    const first = await runAction(ws, INPUTS);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(1);
    // core.error with the annotation's properties: the runner reads title, file, line, endLine, col.
    expect(first.stdout).toContain('::error title=parse-error,file=captures/session.jsonl,line=6,endLine=6,col=1::This frame is not valid JSON');
    expect(first.stdout).toMatch(/::error::mcp-capture-lint: captures\/session\.jsonl has 1 new error and it has no expectation file/);
    // Every output reaches GITHUB_OUTPUT (nothing as the old set-output command).
    expect(first.outputs).toEqual({ errors: '1', warnings: '0', new: '1', stale: '0', files: '2', updated: '0', failed: 'true', 'report-file': '' });
    expect(first.stdout).not.toContain('::set-output');
    expect(first.summary.startsWith('### ❌ mcp-capture-lint: failed')).toBe(true);
    expect(first.summary).toContain(`[6](https://github.com/octo-org/mcp-server/blob/${HEAD_SHA}/captures/session.jsonl#L6)`);
    expect(first.summary).toContain('| captures/clean.jsonl | 2025-06-18 | pinned | jsonl | 5 | 0 | 0 | 0 |');
    expect(comments('POST')).toHaveLength(1);
    const created = api.comments.at(-1)!;
    expect(created.body).toMatch(/^<!-- mcp-capture-lint:sticky key=[0-9a-f]{16} -->\n\n### ❌ mcp-capture-lint: failed/);
    expect(comments('GET').map((c) => c.path)).toEqual(['/repos/octo-org/mcp-server/issues/42/comments?per_page=100&page=1', '/repos/octo-org/mcp-server/issues/42/comments?per_page=100&page=2']);

    // A new push: the same run at another head commit edits the comment, never adds one.
    api.calls.length = 0;
    writeFileSync(ws.event, JSON.stringify(pullRequestEvent(NEXT_SHA)));
    const second = await runAction(ws, INPUTS);
    expect(second.code).toBe(1);
    expect(comments('POST')).toHaveLength(0);
    expect(comments('PATCH').map((c) => c.path)).toEqual([`/repos/octo-org/mcp-server/issues/comments/${created.id}`]);
    expect(api.comments.filter((c) => c.body.includes('mcp-capture-lint:sticky'))).toHaveLength(1);
    expect(created.body).toContain(`/blob/${NEXT_SHA}/captures/session.jsonl#L6`);
    // The summary of each run is appended to the step's file (the runner gives each step its own).
    expect(second.summary.split('### ❌ mcp-capture-lint: failed')).toHaveLength(3);

    // Nothing changed: the comment is left alone.
    api.calls.length = 0;
    await runAction(ws, INPUTS);
    expect(comments('PATCH')).toHaveLength(0);
    expect(comments('POST')).toHaveLength(0);
  });

  it('skips the comment with a warning on 403 (a fork) and keeps the verdict', async () => {
    api.fault = { status: 403 };
    const ws = workspace(CAPTURES);
    const failing = await runAction(ws, INPUTS);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/::warning::The pull request comment was skipped: the token cannot write to this pull request \(403\).*workflow_run/);
    // A refusal is an answer: asked once, not retried.
    expect(comments('GET')).toHaveLength(1);
    expect(comments('POST')).toHaveLength(0);
    expect(failing.outputs.errors).toBe('1');
    const passing = await runAction(ws, { ...INPUTS, 'fail-on': 'never' });
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('the token cannot write to this pull request (403)');
  });

  it('retries a 500 and then comments', async () => {
    api.fault = { status: 500, times: 1 };
    const ws = workspace(CAPTURES);
    const run = await runAction(ws, INPUTS);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('::warning::');
    expect(comments('GET')).toHaveLength(2);
    expect(comments('POST')).toHaveLength(1);
  });

  it('waits as long as retry-after asks when rate limited, then comments', async () => {
    api.fault = { status: 429, times: 1, headers: { 'retry-after': '1' }, message: SECONDARY_LIMIT };
    const run = await runAction(workspace(CAPTURES), INPUTS);
    expect(run.stdout).not.toContain('::warning::');
    expect(comments('GET')).toHaveLength(2);
    expect(comments('POST')).toHaveLength(1);
  });

  it('does not wait for a rate limit that asks too long: a warning, and the verdict kept', async () => {
    api.fault = { status: 429, headers: { 'retry-after': '3600' }, message: SECONDARY_LIMIT };
    const secondary = await runAction(workspace(CAPTURES), INPUTS);
    expect(secondary.code).toBe(1);
    expect(secondary.outputs.errors).toBe('1');
    expect(secondary.stdout).toContain("::warning::The pull request comment was skipped: GitHub's rate limit was reached (HTTP 429: ");
    expect(secondary.stdout).toContain('asks to wait 3600 s, longer than this step waits.');
    expect(comments('GET')).toHaveLength(1);

    // The primary rate limit spent: a 403 that is not the fork's read-only token.
    api.calls.length = 0;
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    api.fault = { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, message: 'API rate limit exceeded for installation ID 1.' };
    const primary = await runAction(workspace(CAPTURES), { ...INPUTS, 'fail-on': 'never' });
    expect(primary.code).toBe(0);
    expect(primary.stdout).toContain("::warning::The pull request comment was skipped: GitHub's rate limit was reached (HTTP 403: API rate limit exceeded");
    expect(primary.stdout).not.toContain('the token cannot write');
    expect(comments('GET')).toHaveLength(1);
  });

  it('gives up on an API that never answers: each request bounded, retried, then a warning', async () => {
    api.fault = { status: 0 };
    const run = await runAction(workspace(CAPTURES), INPUTS, { MCP_CAPTURE_LINT_API_TIMEOUT_MS: '300' });
    expect(run.code).toBe(1);
    expect(run.outputs.errors).toBe('1');
    expect(run.stdout).toContain('::warning::The pull request comment was skipped after 3 attempts: no answer within 0.3 s. The check, annotations and job summary are unaffected.');
    expect(comments('GET')).toHaveLength(3);
  });

  it('bounds the whole comment step, whatever the bound of one request', async () => {
    api.fault = { status: 0 };
    const run = await runAction(workspace(CAPTURES), INPUTS, { MCP_CAPTURE_LINT_API_TIMEOUT_MS: '600000', MCP_CAPTURE_LINT_COMMENT_TIMEOUT_MS: '1000' });
    expect(run.code).toBe(1);
    expect(run.outputs.errors).toBe('1');
    expect(run.stdout).toContain("::warning::The pull request comment was skipped: no answer within the comment step's 1 s. The check, annotations and job summary are unaffected.");
    // Once the step's bound has run out, nothing is retried.
    expect(comments('GET')).toHaveLength(1);
  });

  it("updates its own comment, never another user's that carries the same marker", async () => {
    const ws = workspace(CAPTURES);
    await runAction(ws, INPUTS);
    const ours = api.comments.at(-1)!;
    const marker = ours.body.split('\n')[0];
    expect(marker).toMatch(/^<!-- mcp-capture-lint:sticky key=[0-9a-f]{16} -->$/);
    // Someone pastes our marker into their own comment, which comes before ours in the list.
    api.comments.length = 0;
    const hijack = api.add(`${marker}\nPlease merge, the linter says so.`, { login: 'mallory', type: 'User' });
    api.comments.push(ours);
    api.calls.length = 0;
    writeFileSync(ws.event, JSON.stringify(pullRequestEvent(NEXT_SHA)));
    const run = await runAction(ws, INPUTS);
    expect(run.stdout).not.toContain('::warning::');
    expect(comments('PATCH').map((c) => c.path)).toEqual([`/repos/octo-org/mcp-server/issues/comments/${ours.id}`]);
    expect(hijack.body).toBe(`${marker}\nPlease merge, the linter says so.`);
    expect(ours.body).toContain(`/blob/${NEXT_SHA}/`);
    // Who the token is comes from GraphQL's viewer (GET /user is closed to the GITHUB_TOKEN).
    expect(api.calls.filter((c) => c.path === '/graphql')).toHaveLength(1);
    expect(api.calls.some((c) => c.path === '/user')).toBe(false);

    // Only the other user's comment carries the marker: ours is created beside it, theirs is left alone.
    api.comments.length = 0;
    api.comments.push(hijack);
    api.calls.length = 0;
    await runAction(ws, INPUTS);
    expect(comments('PATCH')).toHaveLength(0);
    expect(comments('POST')).toHaveLength(1);
    expect(api.comments.at(-1)!.user).toEqual(GITHUB_TOKEN_ACCOUNT.rest);
    expect(hijack.body).toBe(`${marker}\nPlease merge, the linter says so.`);
  });

  it('with a personal access token: its user is the author it looks for', async () => {
    api.account = { viewerLogin: 'octo-maintainer', rest: { login: 'octo-maintainer', type: 'User' } };
    const ws = workspace(CAPTURES);
    await runAction(ws, INPUTS);
    const ours = api.comments.at(-1)!;
    api.comments.unshift({ ...ours, id: 1, user: { login: 'github-actions[bot]', type: 'Bot' } });
    api.calls.length = 0;
    writeFileSync(ws.event, JSON.stringify(pullRequestEvent(NEXT_SHA)));
    await runAction(ws, INPUTS);
    expect(comments('PATCH').map((c) => c.path)).toEqual([`/repos/octo-org/mcp-server/issues/comments/${ours.id}`]);
  });

  it('registers the secrets it finds in captures with the runner before printing anything else', async () => {
    const token = syntheticSecrets()['github-classic'];
    const capture = `${INIT_REQUEST}\n${INIT_RESULT}\n{"jsonrpc":"2.0","id":2,"method":"tools/call",,"params":{"token":"${token}"}}\n`;
    const run = await runAction(workspace({ 'captures/leaky.jsonl': capture }), { ...INPUTS, comment: 'off' });
    const lines = run.stdout.split('\n');
    const mask = lines.indexOf(`::add-mask::${token}`);
    expect(mask).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((l) => l.startsWith('::error') || l.startsWith('::warning') || l.startsWith('::notice'))).toBeGreaterThan(mask);
    expect(lines.filter((l) => l.includes(token))).toEqual([`::add-mask::${token}`]);
    expect(run.summary).not.toContain(token);
  });

  it('sets the exit status by fail-on, and comments per the comment mode', async () => {
    const ws = workspace({ 'captures/clean.jsonl': CLEAN_CAPTURE });
    const clean = await runAction(ws, { ...INPUTS, 'fail-on': 'warning', comment: 'changes' });
    expect(clean.code).toBe(0);
    expect(clean.outputs).toMatchObject({ errors: '0', failed: 'false' });
    expect(clean.summary).toContain('### ✅ mcp-capture-lint: passed');
    // comment: changes looks for an existing comment to bring up to date, and creates none.
    expect(comments('GET')).toHaveLength(1);
    expect(comments('POST')).toHaveLength(0);
    api.calls.length = 0;
    const never = await runAction(workspace(CAPTURES), { ...INPUTS, 'fail-on': 'never', comment: 'off' });
    expect(never.code).toBe(0);
    expect(never.outputs.errors).toBe('1');
    expect(api.calls).toHaveLength(0);
  });

  it('writes expectation files in update mode, after which check passes; writes SARIF and the JSON report', async () => {
    const ws = workspace(CAPTURES);
    const update = await runAction(ws, { ...INPUTS, mode: 'update', comment: 'off' });
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('captures/session.jsonl.expected.yaml: created (+1 -0)');
    expect(update.outputs.updated).toBe('1');
    const expectation = readFileSync(join(ws.dir, 'captures/session.jsonl.expected.yaml'), 'utf8');
    expect(expectation).toMatch(/^format: 2\n/m);
    expect(expectation).toMatch(/findings:\n {2}- rule: parse-error\n {4}anchor: frame "[^\n]*"\n {4}line: 6\n/);
    expect(existsSync(join(ws.dir, 'captures/clean.jsonl.expected.yaml'))).toBe(false);

    const check = await runAction(ws, { ...INPUTS, 'sarif-file': 'out/results.sarif', 'report-file': 'out/report.json', comment: 'off' });
    expect(check.code).toBe(0);
    // Every finding is expected: no annotation at all (annotate-expected: true would add the notice).
    expect(check.stdout).not.toMatch(/^::(error|warning|notice) /m);
    const report = JSON.parse(readFileSync(join(ws.dir, 'out/report.json'), 'utf8'));
    expect(report.summary).toMatchObject({ files: 2, errors: 1, new: 0, expected: 1, stale: 0, failed: false });
    const sarif = JSON.parse(readFileSync(join(ws.dir, 'out/results.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results[0]).toMatchObject({ ruleId: 'parse-error', baselineState: 'unchanged', locations: [{ physicalLocation: { artifactLocation: { uri: 'captures/session.jsonl' }, region: { startLine: 6 } } }] });

    // The fixture fixed: its expectation is stale, and the run says how to update.
    writeFileSync(join(ws.dir, 'captures/session.jsonl'), CLEAN_CAPTURE);
    const stale = await runAction(ws, { ...INPUTS, comment: 'off' });
    expect(stale.code).toBe(1);
    expect(stale.outputs.stale).toBe('1');
    // Annotated on the entry: line 7 of the file, below its three comment lines, format and revision.
    expect(stale.stdout).toContain('::error title=stale-expectation,file=captures/session.jsonl.expected.yaml,line=7::captures/session.jsonl: parse-error was expected on line 6 and is no longer found.');
    expect(stale.stdout).toContain("run `npx mcp-capture-lint check --update=prune --revision 2025-06-18 'captures/**/*.jsonl'` to remove it (it records nothing new).");

    // mode: prune removes it and records nothing new: a new finding still fails the step.
    writeFileSync(join(ws.dir, 'captures/other.jsonl'), BROKEN_CAPTURE);
    const prune = await runAction(ws, { ...INPUTS, mode: 'prune', comment: 'off' });
    expect(prune.code).toBe(1);
    expect(prune.stdout).toContain('captures/session.jsonl.expected.yaml: deleted (+0 -1)');
    expect(prune.outputs).toMatchObject({ updated: '1', new: '1', stale: '0', failed: 'true' });
    expect(existsSync(join(ws.dir, 'captures/session.jsonl.expected.yaml'))).toBe(false);
    expect(existsSync(join(ws.dir, 'captures/other.jsonl.expected.yaml'))).toBe(false);
  });

  it('fails the step when a capture pattern matches no file, naming the pattern and the folder; allow-no-captures makes it a warning', async () => {
    const ws = workspace({ 'captures/clean.jsonl': CLEAN_CAPTURE });
    const typo = await runAction(ws, { captures: 'captures/**/*.jsonl\ncaptures/**/*.jsnol', comment: 'off' });
    expect(typo.code).toBe(1);
    expect(typo.outputs).toMatchObject({ files: '1', failed: 'true' });
    expect(typo.stdout).toContain(`::error::mcp-capture-lint: No capture file matched "captures/**/*.jsnol" in ${ws.dir} (files left out by exclude`);
    const allowed = await runAction(ws, { captures: 'captures/**/*.jsonl\ncaptures/**/*.jsnol', 'allow-no-captures': 'true', comment: 'off' });
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain(`::warning::No capture file matched "captures/**/*.jsnol" in ${ws.dir}`);
    expect(allowed.outputs.failed).toBe('false');
  });

  it('resolves captures in working-directory and annotates paths from the repository root', async () => {
    const ws = workspace({ 'server/captures/a b,c.jsonl': BROKEN_CAPTURE });
    const run = await runAction(ws, { captures: 'captures', 'working-directory': 'server', comment: 'off' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(',file=server/captures/a b%2Cc.jsonl,line=6,');
    expect(run.summary).toContain('/blob/6dcb09b5b57875f334f61aebed695e2e4193db5e/server/captures/a%20b%2Cc.jsonl#L6');
  });

  describe('refuses a bad input, naming it and what it accepts, without a stack trace', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['a working-directory that does not exist', { 'working-directory': 'nowhere' }, 'Input `working-directory` must be a directory of the workspace; "nowhere" does not exist.'],
      ['a working-directory that is a file', { 'working-directory': 'captures/clean.jsonl' }, 'Input `working-directory` must be a directory of the workspace; "captures/clean.jsonl" is a file.'],
      ['max-annotations above 50', { 'max-annotations': '100' }, 'Input `max-annotations` must be a whole number from 0 to 50; got "100".'],
      ['max-annotations that is not a number', { 'max-annotations': 'all' }, 'Input `max-annotations` must be a whole number from 0 to 50; got "all".'],
      ['an unknown mode', { mode: 'fix' }, 'Input `mode` must be one of check, update, prune; got "fix".'],
      ['an allow-no-captures that is not true or false', { 'allow-no-captures': 'yes' }, 'Input `allow-no-captures` must be one of true, false; got "yes".'],
      ['an unknown fail-on', { 'fail-on': 'sometimes' }, 'Input `fail-on` must be one of error, warning, never; got "sometimes".'],
      ['an unknown comment mode', { comment: 'sometimes' }, 'Input `comment` must be one of always, changes, failures, off; got "sometimes".'],
      ['an unknown revision', { revision: '2025-07-01' }, 'Input `revision` must be auto, one of 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28, all, or a comma-separated list of them; got "2025-07-01" ("2025-07-01" is not a dated revision).'],
      ['a malformed shard', { shard: '2of3' }, 'Input `shard`: a shard is written i/n (this job\'s number, 1 to n, and the number of shards), not "2of3".'],
    ];
    it.each(cases)('%s', async (_name, bad, message) => {
      const run = await runAction(workspace(CAPTURES), { ...INPUTS, ...bad });
      expect(run.code).toBe(1);
      expect(run.stdout.trim().split('\n')).toEqual([`::error::${message}`]);
      expect(run.stderr).toBe('');
      expect(run.outputs).toEqual({});
      expect(api.calls).toHaveLength(0);
    });
  });

  it('reports an internal error in one line, the stack only in the debug log', async () => {
    const ws = workspace(CAPTURES);
    writeFileSync(ws.event, '{"action": "synchronize",');
    const run = await runAction(ws, INPUTS);
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error::mcp-capture-lint: internal error: [^%]*JSON/);
    expect(run.stdout).toMatch(/^::debug::.*%0A {4}at /m);
    expect(run.stderr).toBe('');
  });
});
