import { describe, expect, it } from 'vitest';
import { FORK_RECIPE, shouldCreateComment, upsertStickyComment, type RetryPolicy } from '../../src/action/comment.js';
import { GitHubApiError, type GitHubPort, type IssueComment } from '../../src/action/github.js';

const MARKER = '<!-- mcp-capture-lint:sticky job=lint config=abc -->';

/** An in-memory port that pages by `perPage` and can fail the next calls. */
function fakePort(comments: IssueComment[], perPage = 2) {
  const calls: string[] = [];
  const failures: Error[] = [];
  let nextId = 100;
  const maybeFail = () => {
    const failure = failures.shift();
    if (failure) throw failure;
  };
  const port: GitHubPort = {
    async listIssueComments(issue, page) {
      calls.push(`list ${issue} ${page}`);
      maybeFail();
      return { comments: comments.slice((page - 1) * perPage, page * perPage), hasNext: page * perPage < comments.length };
    },
    async createIssueComment(issue, body) {
      calls.push(`create ${issue}`);
      maybeFail();
      const c = { id: nextId++, body };
      comments.push(c);
      return c;
    },
    async updateIssueComment(id, body) {
      calls.push(`update ${id}`);
      maybeFail();
      const c = comments.find((x) => x.id === id)!;
      c.body = body;
      return c;
    },
  };
  return { port, calls, failures, comments };
}

const sleeps: number[] = [];
const policy: RetryPolicy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 5_000, sleep: async (ms) => void sleeps.push(ms) };
const others = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `review ${i}` }));

describe('the sticky comment', () => {
  it('finds its comment on a later page by the marker and updates it in place', async () => {
    const f = fakePort([...others(5), { id: 50, body: `${MARKER}\nold` }]);
    const outcome = await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: `${MARKER}\nnew`, create: true }, policy);
    expect(outcome).toEqual({ action: 'updated', id: 50 });
    expect(f.calls).toEqual(['list 7 1', 'list 7 2', 'list 7 3', 'update 50']);
    expect(f.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
  });

  it('creates it when missing, after reading every page; leaves it alone when unchanged', async () => {
    const f = fakePort(others(3));
    expect(await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: `${MARKER}\nbody`, create: true }, policy)).toEqual({ action: 'created', id: 100 });
    expect(f.calls).toEqual(['list 7 1', 'list 7 2', 'create 7']);
    f.calls.length = 0;
    expect(await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: `${MARKER}\nbody`, create: true }, policy)).toEqual({ action: 'unchanged', id: 100 });
    expect(f.calls.some((c) => c.startsWith('update') || c.startsWith('create'))).toBe(false);
  });

  it('does not create one when the mode does not ask for it', async () => {
    const f = fakePort(others(1));
    expect(await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: 'x', create: false }, policy)).toEqual({ action: 'not-needed' });
    expect(shouldCreateComment('changes', { failed: false, changes: false })).toBe(false);
    expect(shouldCreateComment('changes', { failed: false, changes: true })).toBe(true);
    expect(shouldCreateComment('failures', { failed: false, changes: true })).toBe(false);
    expect(shouldCreateComment('failures', { failed: true, changes: true })).toBe(true);
    expect(shouldCreateComment('always', { failed: false, changes: false })).toBe(true);
  });

  it('skips on 403 with the workflow_run recipe, without retrying', async () => {
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('Resource not accessible by integration', 403));
    const outcome = await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy);
    expect(outcome).toEqual({ action: 'skipped', warning: FORK_RECIPE });
    expect(FORK_RECIPE).toContain('workflow_run');
    expect(f.calls).toEqual(['list 7 1']);
  });

  it('retries server errors and timeouts with backoff, then succeeds', async () => {
    sleeps.length = 0;
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('Server Error', 502), new GitHubApiError('timed out', undefined));
    expect(await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy)).toEqual({ action: 'created', id: 100 });
    expect(sleeps).toEqual([100, 200]);
  });

  it('waits as long as a rate limit asks, and gives up with a warning when that is too long', async () => {
    sleeps.length = 0;
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('rate limited', 429, 2, true));
    expect((await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy)).action).toBe('created');
    expect(sleeps).toEqual([2000]);
    const g = fakePort([]);
    g.failures.push(new GitHubApiError('API rate limit exceeded', 403, 3600, true));
    const outcome = await upsertStickyComment(g.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy);
    expect(outcome).toEqual({ action: 'skipped', warning: 'The pull request comment was skipped after 3 attempts: HTTP 403: API rate limit exceeded. The check, annotations and job summary are unaffected.' });
  });

  it('turns persistent failures, 404 and 422 into warnings', async () => {
    const f = fakePort([]);
    f.failures.push(...[1, 2, 3].map(() => new GitHubApiError('Server Error', 500)));
    expect(await upsertStickyComment(f.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy)).toMatchObject({ action: 'skipped', warning: expect.stringContaining('after 3 attempts: HTTP 500') });
    const g = fakePort([]);
    g.failures.push(new GitHubApiError('Not Found', 404));
    expect(await upsertStickyComment(g.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy)).toMatchObject({ warning: expect.stringContaining('pull-requests: write') });
    // The list succeeds, the create is refused (a body GitHub will not take).
    const h = fakePort([]);
    h.port.createIssueComment = async () => {
      throw new GitHubApiError('Validation Failed', 422);
    };
    expect(await upsertStickyComment(h.port, { issueNumber: 7, marker: MARKER, body: 'x', create: true }, policy)).toMatchObject({ warning: expect.stringContaining('GitHub refused the body') });
  });
});
