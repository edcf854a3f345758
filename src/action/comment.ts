import { GitHubApiError, type GitHubPort, type IssueComment } from './github.js';

export type CommentMode = 'always' | 'changes' | 'failures' | 'off';
export const COMMENT_MODES: readonly CommentMode[] = ['always', 'changes', 'failures', 'off'];
/** What a clean run (nothing to act on) does to the comment an earlier run left: say so in it, delete it, or minimise it. */
export type CommentClean = 'update' | 'delete' | 'minimize';
export const COMMENT_CLEAN_MODES: readonly CommentClean[] = ['update', 'delete', 'minimize'];

export interface StickyCommentRequest {
  issueNumber: number;
  /** Hidden marker the comment starts with; the body must contain it. */
  marker: string;
  body: string;
  /** Create the comment when none exists (an existing one is always kept up to date). */
  create: boolean;
  /**
   * The run has nothing to act on. With `delete` an existing comment is deleted, with `minimize` it
   * is updated to say so and minimised as outdated; neither creates one. `update` (or undefined):
   * updated like any other run. A run that is not clean un-minimises a comment it updates (`minimize`).
   */
  clean?: { now: boolean; mode: CommentClean };
}

export type StickyCommentOutcome =
  | { action: 'created' | 'updated'; id: number }
  | { action: 'unchanged'; id: number }
  | { action: 'deleted' | 'minimized'; id: number }
  | { action: 'not-needed' }
  | { action: 'skipped'; warning: string };

/** Pages of 100 comments read at most while looking for the marker. */
const MAX_PAGES = 100;

export const FORK_RECIPE =
  'The pull request comment was skipped: the token cannot write to this pull request (403). Pull requests from forks get a read-only GITHUB_TOKEN. ' +
  'The check, annotations and job summary are unaffected. To comment on fork pull requests, write the JSON report with `report-file` ' +
  'and upload it with the pull request number; a `workflow_run` workflow (which has a write token) downloads ' +
  'them and runs this action with `merge-reports` and `pull-request` to post the comment: docs/action.md, "Pull requests from forks".';

const UNAFFECTED = 'The check, annotations and job summary are unaffected.';

/**
 * Whether the token's own account wrote the comment. GraphQL names an app's bot without the
 * `[bot]` the REST API adds (`github-actions` / `github-actions[bot]`), a user the same in both.
 * A login ending in `[bot]` can only be an app's, and GitHub gives an app no name another account
 * holds: anyone else's comment, marker or not, never matches.
 */
export function isWrittenBy(comment: IssueComment, viewerLogin: string): boolean {
  const { login, type } = comment.author;
  if (!login || !viewerLogin) return false;
  if (login === viewerLogin) return true;
  return type === 'Bot' && login === `${viewerLogin.replace(/\[bot\]$/, '')}[bot]`;
}

function describe(error: unknown): string {
  if (error instanceof GitHubApiError) return error.status ? `HTTP ${error.status}: ${error.message}` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Looks through every page of the pull request's comments for ours: the marker, written by the
 * token's own account. Someone else's comment carrying the marker (pasted, or quoted) is passed
 * over. Who the token is is asked only once a comment with the marker turns up.
 */
async function findSticky(port: GitHubPort, issueNumber: number, marker: string): Promise<IssueComment | undefined> {
  let viewer: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { comments, hasNext } = await port.listIssueComments(issueNumber, page);
    for (const c of comments) {
      if (!c.body.includes(marker)) continue;
      viewer ??= await port.viewerLogin();
      if (isWrittenBy(c, viewer)) return c;
    }
    if (!hasNext || comments.length === 0) return undefined;
  }
  return undefined;
}

/** The warning for a comment step that failed (retries and rate-limit waits are the port's). */
function skippedBecause(error: unknown): string {
  if (!(error instanceof GitHubApiError)) return `The pull request comment was skipped: ${describe(error)}. ${UNAFFECTED}`;
  const { status, details } = error;
  if (details.rateLimited) {
    const wait = details.retryAfter !== undefined ? `, and asks to wait ${details.retryAfter} s` : '';
    return `The pull request comment was skipped: GitHub's rate limit was reached (${describe(error)})${wait}, longer than this step waits. ${UNAFFECTED}`;
  }
  if (status === 403) return FORK_RECIPE;
  if (status === 401) return `The pull request comment was skipped: the token was refused (${describe(error)}).`;
  if (status === 404) {
    return `The pull request comment was skipped: the pull request or its comments were not found with this token (${describe(error)}). Does the workflow grant \`pull-requests: write\`?`;
  }
  if (status === 422) return `The pull request comment was skipped: GitHub refused the body (${describe(error)}). The job summary has the full report.`;
  const tries = !details.stepTimedOut && details.attempts && details.attempts > 1 ? ` after ${details.attempts} attempts` : '';
  return `The pull request comment was skipped${tries}: ${describe(error)}. ${UNAFFECTED}`;
}

/**
 * Updates the pull request's sticky comment in place, creates it when missing (if asked to),
 * leaves it alone when the body would not change. Never throws: API failures become a warning,
 * because reporting must not change the verdict.
 */
export async function upsertStickyComment(port: GitHubPort, request: StickyCommentRequest): Promise<StickyCommentOutcome> {
  try {
    const existing = await findSticky(port, request.issueNumber, request.marker);
    const cleanMode = request.clean?.mode ?? 'update';
    const cleanNow = request.clean?.now === true;
    if (existing) {
      if (cleanNow && cleanMode === 'delete') {
        await port.deleteIssueComment(existing.id);
        return { action: 'deleted', id: existing.id };
      }
      const unchanged = existing.body === request.body;
      if (!unchanged) await port.updateIssueComment(existing.id, request.body);
      if (cleanMode === 'minimize' && existing.nodeId) {
        // Minimised when clean; shown again when a later run has something to say.
        await port.setCommentMinimized(existing.nodeId, cleanNow);
        if (cleanNow) return { action: 'minimized', id: existing.id };
      }
      return { action: unchanged ? 'unchanged' : 'updated', id: existing.id };
    }
    if (!request.create || (cleanNow && cleanMode !== 'update')) return { action: 'not-needed' };
    const created = await port.createIssueComment(request.issueNumber, request.body);
    return { action: 'created', id: created.id };
  } catch (error) {
    return { action: 'skipped', warning: skippedBecause(error) };
  }
}

/** Whether a comment should be created for this run (an existing one is updated whatever the mode, except off). */
export function shouldCreateComment(mode: CommentMode, run: { failed: boolean; changes: boolean }): boolean {
  if (mode === 'always') return true;
  if (mode === 'changes') return run.changes;
  if (mode === 'failures') return run.failed;
  return false;
}
