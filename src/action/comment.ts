import { GitHubApiError, type GitHubPort, type IssueComment } from './github.js';

export type CommentMode = 'always' | 'changes' | 'failures' | 'off';
export const COMMENT_MODES: readonly CommentMode[] = ['always', 'changes', 'failures', 'off'];

export interface StickyCommentRequest {
  issueNumber: number;
  /** Hidden marker the comment starts with; the body must contain it. */
  marker: string;
  body: string;
  /** Create the comment when none exists (an existing one is always kept up to date). */
  create: boolean;
}

export type StickyCommentOutcome =
  | { action: 'created' | 'updated'; id: number }
  | { action: 'unchanged'; id: number }
  | { action: 'not-needed' }
  | { action: 'skipped'; warning: string };

export interface RetryPolicy {
  attempts: number;
  /** First backoff; doubled each time. */
  baseDelayMs: number;
  /** A retry-after longer than this is not waited for. */
  maxDelayMs: number;
  /** The whole comment step gives up (with a warning) once this much time has passed. */
  totalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 10_000, totalMs: 90_000 };
/** Pages of 100 comments read at most while looking for the marker. */
const MAX_PAGES = 100;

export const FORK_RECIPE =
  'The token cannot write to this pull request (403): pull requests from forks get a read-only GITHUB_TOKEN. ' +
  'The check, annotations and job summary are unaffected. To get the comment on fork pull requests, run mcp-capture-lint with `comment: off` ' +
  'and `report-file`, upload the report as an artifact, and post it from a second workflow triggered by `workflow_run` (which runs with a write token); see docs/action.md.';

function retryable(error: unknown): boolean {
  if (!(error instanceof GitHubApiError)) return false;
  return error.status === undefined || error.status >= 500 || error.rateLimited;
}

class DeadlineError extends Error {}

interface Budget {
  policy: RetryPolicy;
  deadline: number;
}

async function withRetry<T>(fn: () => Promise<T>, budget: Budget): Promise<T> {
  const { policy } = budget;
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = policy.now ?? Date.now;
  for (let attempt = 1; ; attempt++) {
    if (now() > budget.deadline) throw new DeadlineError(`gave up after ${Math.round((policy.totalMs ?? 0) / 1000)} s`);
    try {
      return await fn();
    } catch (error) {
      if (attempt >= policy.attempts || !retryable(error)) throw error;
      const asked = error instanceof GitHubApiError && error.retryAfter !== undefined ? error.retryAfter * 1000 : undefined;
      if (asked !== undefined && asked > policy.maxDelayMs) throw error;
      const wait = asked ?? policy.baseDelayMs * 2 ** (attempt - 1);
      if (now() + wait > budget.deadline) throw error;
      await sleep(wait);
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof GitHubApiError) return error.status ? `HTTP ${error.status}: ${error.message}` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Looks through every page of the pull request's comments for the one carrying the marker. */
async function findSticky(port: GitHubPort, issueNumber: number, marker: string, policy: Budget): Promise<IssueComment | undefined> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { comments, hasNext } = await withRetry(() => port.listIssueComments(issueNumber, page), policy);
    const found = comments.find((c) => c.body.includes(marker));
    if (found) return found;
    if (!hasNext || comments.length === 0) return undefined;
  }
  return undefined;
}

/**
 * Updates the pull request's sticky comment in place, creates it when missing (if asked to),
 * leaves it alone when the body would not change. Never throws: API failures, after retries,
 * become a warning, because reporting must not change the verdict.
 */
export async function upsertStickyComment(port: GitHubPort, request: StickyCommentRequest, retry: RetryPolicy = DEFAULT_RETRY): Promise<StickyCommentOutcome> {
  const policy: Budget = { policy: retry, deadline: (retry.now ?? Date.now)() + (retry.totalMs ?? Infinity) };
  try {
    const existing = await findSticky(port, request.issueNumber, request.marker, policy);
    if (existing) {
      if (existing.body === request.body) return { action: 'unchanged', id: existing.id };
      const updated = await withRetry(() => port.updateIssueComment(existing.id, request.body), policy);
      return { action: 'updated', id: updated.id };
    }
    if (!request.create) return { action: 'not-needed' };
    const created = await withRetry(() => port.createIssueComment(request.issueNumber, request.body), policy);
    return { action: 'created', id: created.id };
  } catch (error) {
    if (error instanceof GitHubApiError && (error.status === 403 || error.status === 401) && !error.rateLimited) {
      return { action: 'skipped', warning: error.status === 403 ? FORK_RECIPE : `The pull request comment was skipped: the token was refused (${describe(error)}).` };
    }
    if (error instanceof GitHubApiError && error.status === 404) {
      return { action: 'skipped', warning: `The pull request comment was skipped: the pull request or its comments were not found with this token (${describe(error)}). Does the workflow grant \`pull-requests: write\`?` };
    }
    if (error instanceof GitHubApiError && error.status === 422) {
      return { action: 'skipped', warning: `The pull request comment was skipped: GitHub refused the body (${describe(error)}). The job summary has the full report.` };
    }
    const tries = error instanceof DeadlineError ? '' : ` after ${retry.attempts} attempts`;
    return { action: 'skipped', warning: `The pull request comment was skipped${tries}: ${describe(error)}. The check, annotations and job summary are unaffected.` };
  }
}

/** Whether a comment should be created for this run (an existing one is updated whatever the mode, except off). */
export function shouldCreateComment(mode: CommentMode, run: { failed: boolean; changes: boolean }): boolean {
  if (mode === 'always') return true;
  if (mode === 'changes') return run.changes;
  if (mode === 'failures') return run.failed;
  return false;
}
