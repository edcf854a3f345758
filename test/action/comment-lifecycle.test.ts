import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORK_RECIPE } from '../../src/action/comment.js';
import { runAction, type ActionContext, type ActionIo } from '../../src/action/action.js';
import type { GitHubPort } from '../../src/action/github.js';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, workspace } from '../golden/fixture.js';
import { LoopbackGitHub } from './loopback.js';

/**
 * The sticky comment across runs, through the real Octokit port against the loopback API: one
 * comment per job whatever its inputs, and a clean run leaves no comment claiming failures.
 */
const api = new LoopbackGitHub();
let createPort: (token: string) => GitHubPort;
beforeAll(async () => {
  await api.start();
  // @actions/github reads GITHUB_API_URL when it is loaded: set before the port's module is imported.
  process.env.GITHUB_API_URL = api.url;
  const { createOctokitPort, apiLimitsFrom } = await import('../../src/action/octokit.js');
  createPort = (token) => createOctokitPort(token, { owner: 'octo-org', repo: 'mcp-server' }, { ...apiLimitsFrom({}), retryBaseMs: 1 });
});
afterAll(async () => {
  delete process.env.GITHUB_API_URL;
  await api.stop();
});

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  api.comments.length = 0;
  api.calls.length = 0;
});

function io(inputs: Record<string, string>, log: string[]): ActionIo {
  const defaults: Record<string, string> = { mode: 'check', comment: 'always', 'github-token': 'ghs_loopback', 'working-directory': '.', 'comment-clean': 'update', 'allow-no-captures': 'false', 'annotate-expected': 'false', jobs: '1' };
  const getInput = (name: string) => inputs[name] ?? defaults[name] ?? '';
  return {
    getInput,
    getMultilineInput: (name) => getInput(name).split('\n').filter(Boolean),
    annotate: () => {},
    info: (m) => log.push(`info ${m}`),
    warning: (m) => log.push(`warning ${m}`),
    debug: () => {},
    setOutput: () => {},
    setSecret: () => {},
    setFailed: (m) => log.push(`failed ${m}`),
  };
}

function context(dir: string, job = 'lint', event: Pick<ActionContext, 'eventName' | 'payload'> = { eventName: 'pull_request', payload: { pull_request: { number: 42, head: { sha: 'abc123' } } } }): ActionContext {
  return { workspace: dir, ...event, repository: { owner: 'octo-org', repo: 'mcp-server' }, sha: 'abc123', serverUrl: 'https://github.com', workflow: 'CI', job };
}

async function run(dir: string, inputs: Record<string, string>, job?: string, event?: Pick<ActionContext, 'eventName' | 'payload'>) {
  const log: string[] = [];
  const annotations: string[] = [];
  const runnerIo = { ...io(inputs, log), annotate: (a: { level: string }) => void annotations.push(a.level) };
  const outcome = await runAction({ io: runnerIo, context: context(dir, job, event), github: createPort, loadConfig: async () => ({ config: {} }) });
  return { outcome, log, annotations };
}

const requests = (method: string) => api.calls.filter((c) => c.method === method && c.path.includes('/comments'));

describe('the sticky comment across runs', () => {
  it('is updated in place when the inputs change, and a second job gets its own', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE, 'more/b.jsonl': CLEAN_CAPTURE });
    cleanup = w.cleanup;
    await run(w.dir, { captures: 'captures' });
    expect(api.comments).toHaveLength(1);
    const first = api.comments[0];
    // Other captures, another revision: the same job, so the same comment.
    const { outcome } = await run(w.dir, { captures: 'captures\nmore', revision: '2025-06-18' });
    expect(outcome.comment).toEqual({ action: 'updated', id: first.id });
    expect(api.comments).toHaveLength(1);
    expect(requests('POST')).toHaveLength(1);
    await run(w.dir, { captures: 'captures' }, 'lint-clients');
    expect(api.comments).toHaveLength(2);
    // Or keyed by hand: two steps of one job, each with its own comment.
    await run(w.dir, { captures: 'captures', 'comment-key': 'servers' });
    expect(api.comments).toHaveLength(3);
  });

  it('says so in the same comment when a later run is clean (comment-clean: update)', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    await run(w.dir, { captures: 'captures' });
    expect(api.comments[0].body).toContain('failed');
    w.write('captures/a.jsonl', CLEAN_CAPTURE);
    const { outcome } = await run(w.dir, { captures: 'captures' });
    expect(outcome.comment?.action).toBe('updated');
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0].body).toMatch(/✅ mcp-capture-lint: passed/);
    expect(api.comments[0].body).not.toMatch(/failed|new error/);
  });

  it('deletes the comment when a later run is clean (comment-clean: delete), and creates none on a clean run', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const inputs = { captures: 'captures', 'comment-clean': 'delete' };
    await run(w.dir, inputs);
    const id = api.comments[0].id;
    w.write('captures/a.jsonl', CLEAN_CAPTURE);
    const { outcome, log } = await run(w.dir, inputs);
    expect(outcome.comment).toEqual({ action: 'deleted', id });
    expect(requests('DELETE').map((c) => c.path)).toEqual([`/repos/octo-org/mcp-server/issues/comments/${id}`]);
    expect(api.comments).toHaveLength(0);
    expect(log).toContain(`info Pull request comment deleted (id ${id}).`);
    await run(w.dir, inputs);
    expect(api.comments).toHaveLength(0);
    expect(requests('POST')).toHaveLength(1);
  });

  it('minimises the comment as outdated when clean (comment-clean: minimize), and shows it again when a run fails', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const inputs = { captures: 'captures', 'comment-clean': 'minimize' };
    await run(w.dir, inputs);
    w.write('captures/a.jsonl', CLEAN_CAPTURE);
    const { outcome } = await run(w.dir, inputs);
    const [comment] = api.comments;
    expect(outcome.comment).toEqual({ action: 'minimized', id: comment.id });
    expect(comment.minimized).toBe(true);
    expect(comment.body).toMatch(/passed/);
    const mutation = api.calls.find((c) => c.path === '/graphql' && /minimizeComment/.test(c.body?.query ?? ''))!;
    expect(mutation.body?.query).toMatch(/classifier: OUTDATED/);
    expect(mutation.body?.variables).toEqual({ id: comment.node_id });
    w.write('captures/a.jsonl', BROKEN_CAPTURE);
    await run(w.dir, inputs);
    expect(comment.minimized).toBe(false);
    expect(comment.body).toMatch(/failed/);
  });
});

describe('the fork recipe (docs/action.md), end to end through the loopback API', () => {
  it("the fork's run checks and uploads its report; the workflow_run job merges it and posts the comment, annotating nothing", async () => {
    const fork = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    const base = workspace({});
    cleanup = () => (fork.cleanup(), base.cleanup());
    // The fork's job: a read-only token (403 on every write).
    api.fault = { status: 403 };
    // A plain run writes the report the second workflow merges (no shard needed).
    const check = await run(fork.dir, { captures: 'captures', 'report-file': 'mcp-report/report.json' });
    expect(check.outcome.exitCode).toBe(1);
    expect(check.annotations).toEqual(['error']);
    expect(check.log).toContain(`warning ${FORK_RECIPE}`);
    api.fault = undefined;
    api.calls.length = 0;
    // The base repository's workflow_run job: the artifact downloaded, nothing of the fork checked out.
    mkdirSync(join(base.dir, 'mcp-report'));
    copyFileSync(join(fork.dir, 'mcp-report/report.json'), join(base.dir, 'mcp-report/report.json'));
    const post = await run(base.dir, { 'merge-reports': 'mcp-report/*.json', 'pull-request': '42', 'max-annotations': '0' }, 'comment', {
      eventName: 'workflow_run',
      payload: { workflow_run: { head_sha: 'f00dfeed' } },
    });
    expect(post.annotations).toEqual([]);
    expect(requests('POST').map((c) => c.path)).toEqual(['/repos/octo-org/mcp-server/issues/42/comments']);
    expect(api.comments[0].body).toMatch(/❌ mcp-capture-lint: failed/);
    expect(api.comments[0].body).toContain('https://github.com/octo-org/mcp-server/blob/f00dfeed/captures/a.jsonl#L6');
  });

  it('refuses a pull request number that is not digits (it comes from an artifact the fork wrote)', async () => {
    const w = workspace({});
    cleanup = w.cleanup;
    const { log } = await run(w.dir, { 'merge-reports': 'r.json', 'pull-request': '42; rm -rf /' }, 'comment', { eventName: 'workflow_run', payload: {} });
    expect(log).toContain('failed Input `pull-request` must be a pull request number; got "42; rm -rf /".');
  });
});
