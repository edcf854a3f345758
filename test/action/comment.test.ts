import { describe, expect, it } from 'vitest';
import { FORK_RECIPE, isWrittenBy, shouldCreateComment, upsertStickyComment } from '../../src/action/comment.js';
import { GitHubApiError, type GitHubPort, type IssueComment } from '../../src/action/github.js';

const MARKER = '<!-- mcp-capture-lint:sticky key=0123456789abcdef -->';
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const MALLORY = { login: 'mallory', type: 'User' };

/**
 * An in-memory port that pages by `perPage`, writes as the GITHUB_TOKEN's bot (GraphQL's viewer
 * `github-actions`), and can fail the next calls. Retries are Octokit's (tested end to end).
 */
function fakePort(comments: IssueComment[], perPage = 2, viewer = 'github-actions', author = BOT) {
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
      const c = { id: nextId++, body, author };
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
    async deleteIssueComment(id) {
      calls.push(`delete ${id}`);
      maybeFail();
      comments.splice(comments.findIndex((x) => x.id === id), 1);
    },
    async setCommentMinimized(nodeId, minimized) {
      calls.push(`${minimized ? 'minimize' : 'unminimize'} ${nodeId}`);
      maybeFail();
    },
    async viewerLogin() {
      calls.push('viewer');
      maybeFail();
      return viewer;
    },
  };
  return { port, calls, failures, comments };
}

const others = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `review ${i}`, author: { login: `reviewer${i}`, type: 'User' } }));
const request = (body = `${MARKER}\nnew`, create = true) => ({ issueNumber: 7, marker: MARKER, body, create });

describe('the sticky comment', () => {
  it('finds its comment on a later page by the marker and its author, and updates it in place', async () => {
    const f = fakePort([...others(5), { id: 50, body: `${MARKER}\nold`, author: BOT }]);
    expect(await upsertStickyComment(f.port, request())).toEqual({ action: 'updated', id: 50 });
    // Who the token is is asked once a comment carries the marker, not before.
    expect(f.calls).toEqual(['list 7 1', 'list 7 2', 'list 7 3', 'viewer', 'update 50']);
    expect(f.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
  });

  it("never edits another user's comment that carries the marker: updates its own, after it", async () => {
    const hijack = { id: 2, body: `${MARKER}\nPlease merge.`, author: MALLORY };
    const f = fakePort([others(1)[0], hijack, { id: 3, body: `${MARKER}\nold`, author: BOT }]);
    expect(await upsertStickyComment(f.port, request())).toEqual({ action: 'updated', id: 3 });
    expect(hijack.body).toBe(`${MARKER}\nPlease merge.`);
    expect(f.calls).toEqual(['list 7 1', 'viewer', 'list 7 2', 'update 3']);
  });

  it("creates its own when only another user's comment carries the marker", async () => {
    const hijack = { id: 2, body: `${MARKER}\nnew`, author: MALLORY };
    const f = fakePort([hijack]);
    // Even a body equal to ours is not taken for ours.
    expect(await upsertStickyComment(f.port, request())).toEqual({ action: 'created', id: 100 });
    expect(hijack.body).toBe(`${MARKER}\nnew`);
    expect(f.calls).toEqual(['list 7 1', 'viewer', 'create 7']);
  });

  it("with a personal access token, matches its user, not the GITHUB_TOKEN's bot", async () => {
    const f = fakePort([{ id: 1, body: `${MARKER}\nold`, author: BOT }, { id: 2, body: `${MARKER}\nold`, author: { login: 'octo-maintainer', type: 'User' } }], 2, 'octo-maintainer', { login: 'octo-maintainer', type: 'User' });
    expect(await upsertStickyComment(f.port, request())).toEqual({ action: 'updated', id: 2 });
  });

  it('tells the token’s own comments from anyone else’s, whichever way the login is spelled', () => {
    const by = (login: string, type: string): IssueComment => ({ id: 1, body: MARKER, author: { login, type } });
    // The GITHUB_TOKEN: GraphQL says github-actions, REST github-actions[bot] (a Bot).
    expect(isWrittenBy(by('github-actions[bot]', 'Bot'), 'github-actions')).toBe(true);
    expect(isWrittenBy(by('github-actions[bot]', 'Bot'), 'github-actions[bot]')).toBe(true);
    expect(isWrittenBy(by('github-actions[bot]', 'User'), 'github-actions')).toBe(false);
    expect(isWrittenBy(by('other-app[bot]', 'Bot'), 'github-actions')).toBe(false);
    expect(isWrittenBy(by('mallory', 'User'), 'github-actions')).toBe(false);
    // A PAT: the user, in both APIs.
    expect(isWrittenBy(by('octo-maintainer', 'User'), 'octo-maintainer')).toBe(true);
    expect(isWrittenBy(by('octo-maintainer2', 'User'), 'octo-maintainer')).toBe(false);
    // A deleted account (REST gives no user) is nobody's.
    expect(isWrittenBy(by('', ''), '')).toBe(false);
  });

  it('creates it when missing, after reading every page; leaves it alone when unchanged', async () => {
    const f = fakePort(others(3));
    expect(await upsertStickyComment(f.port, request(`${MARKER}\nbody`))).toEqual({ action: 'created', id: 100 });
    expect(f.calls).toEqual(['list 7 1', 'list 7 2', 'create 7']);
    f.calls.length = 0;
    expect(await upsertStickyComment(f.port, request(`${MARKER}\nbody`))).toEqual({ action: 'unchanged', id: 100 });
    expect(f.calls.some((c) => c.startsWith('update') || c.startsWith('create'))).toBe(false);
  });

  it('does not create one when the mode does not ask for it', async () => {
    const f = fakePort(others(1));
    expect(await upsertStickyComment(f.port, request('x', false))).toEqual({ action: 'not-needed' });
    expect(shouldCreateComment('changes', { failed: false, changes: false })).toBe(false);
    expect(shouldCreateComment('changes', { failed: false, changes: true })).toBe(true);
    expect(shouldCreateComment('failures', { failed: false, changes: true })).toBe(false);
    expect(shouldCreateComment('failures', { failed: true, changes: true })).toBe(true);
    expect(shouldCreateComment('always', { failed: false, changes: false })).toBe(true);
  });

  it('skips on 403 with the workflow_run recipe this action runs (tested end to end in comment-lifecycle.test.ts)', async () => {
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('Resource not accessible by integration', 403, { attempts: 1 }));
    expect(await upsertStickyComment(f.port, request())).toEqual({ action: 'skipped', warning: FORK_RECIPE });
    expect(FORK_RECIPE).toMatch(/read-only GITHUB_TOKEN/);
    expect(FORK_RECIPE).toMatch(/`workflow_run`.*`merge-reports` and `pull-request`/);
    // No package to run that is not published.
    expect(FORK_RECIPE).not.toMatch(/npx/);
    expect(f.calls).toEqual(['list 7 1']);
  });

  it('says a rate limit was given up on, and not that the token cannot write', async () => {
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('API rate limit exceeded', 403, { retryAfter: 3600, rateLimited: true, attempts: 1 }));
    expect(await upsertStickyComment(f.port, request())).toEqual({
      action: 'skipped',
      warning: "The pull request comment was skipped: GitHub's rate limit was reached (HTTP 403: API rate limit exceeded), and asks to wait 3600 s, longer than this step waits. The check, annotations and job summary are unaffected.",
    });
  });

  it('turns persistent failures, timeouts, 404 and 422 into warnings', async () => {
    const f = fakePort([]);
    f.failures.push(new GitHubApiError('Server Error', 500, { attempts: 3 }));
    expect(await upsertStickyComment(f.port, request())).toEqual({
      action: 'skipped',
      warning: 'The pull request comment was skipped after 3 attempts: HTTP 500: Server Error. The check, annotations and job summary are unaffected.',
    });
    const t = fakePort([]);
    t.failures.push(new GitHubApiError("no answer within the comment step's 90 s", undefined, { attempts: 2, stepTimedOut: true }));
    expect(await upsertStickyComment(t.port, request())).toMatchObject({ warning: "The pull request comment was skipped: no answer within the comment step's 90 s. The check, annotations and job summary are unaffected." });
    const g = fakePort([]);
    g.failures.push(new GitHubApiError('Not Found', 404));
    expect(await upsertStickyComment(g.port, request())).toMatchObject({ warning: expect.stringContaining('pull-requests: write') });
    // The list succeeds, the create is refused (a body GitHub will not take).
    const h = fakePort([]);
    h.port.createIssueComment = async () => {
      throw new GitHubApiError('Validation Failed', 422);
    };
    expect(await upsertStickyComment(h.port, request())).toMatchObject({ warning: expect.stringContaining('GitHub refused the body') });
  });

  it('skips with a warning when who the token is cannot be told (a GraphQL error), and edits nothing', async () => {
    const f = fakePort([{ id: 3, body: `${MARKER}\nold`, author: BOT }]);
    f.port.viewerLogin = async () => {
      throw new GitHubApiError('Resource not accessible by integration', undefined, { attempts: 1 });
    };
    expect(await upsertStickyComment(f.port, request())).toMatchObject({ action: 'skipped', warning: expect.stringContaining('Resource not accessible by integration') });
    expect(f.calls).toEqual(['list 7 1']);
  });
});
