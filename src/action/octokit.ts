import * as github from '@actions/github';
import { GitHubApiError, type GitHubPort, type IssueComment } from './github.js';

/** Per-request bound, so a hanging API never holds the job (MCP_CAPTURE_LINT_API_TIMEOUT_MS changes it: slow GHES, tests). */
const REQUEST_TIMEOUT_MS = Number(process.env.MCP_CAPTURE_LINT_API_TIMEOUT_MS) > 0 ? Number(process.env.MCP_CAPTURE_LINT_API_TIMEOUT_MS) : 15_000;

interface RequestErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

function toApiError(error: unknown): GitHubApiError {
  const e = error as RequestErrorLike;
  const headers = e.response?.headers ?? {};
  const status = typeof e.status === 'number' ? e.status : undefined;
  const retryAfterHeader = Number(headers['retry-after']);
  const remaining = headers['x-ratelimit-remaining'];
  const reset = Number(headers['x-ratelimit-reset']);
  let retryAfter: number | undefined = Number.isFinite(retryAfterHeader) && headers['retry-after'] !== undefined ? retryAfterHeader : undefined;
  const exhausted = String(remaining) === '0';
  if (retryAfter === undefined && exhausted && Number.isFinite(reset)) retryAfter = Math.max(0, reset - Math.floor(Date.now() / 1000));
  const rateLimited = status === 429 || ((status === 403 || status === 429) && (retryAfter !== undefined || exhausted));
  const name = (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError' ? 'timed out' : (e.message ?? String(error));
  return new GitHubApiError(name, status, retryAfter, rateLimited);
}

function comment(data: { id: number; body?: string | null }): IssueComment {
  return { id: data.id, body: data.body ?? '' };
}

/** The port over @actions/github's Octokit (GITHUB_API_URL is honoured, as on GHES). */
export function createOctokitPort(token: string, repository: { owner: string; repo: string }): GitHubPort {
  const octokit = github.getOctokit(token);
  const request = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw toApiError(error);
    }
  };
  return {
    listIssueComments: (issueNumber, page) =>
      call(async () => {
        const response = await octokit.rest.issues.listComments({ ...repository, issue_number: issueNumber, per_page: 100, page, request: request() });
        const link = String(response.headers.link ?? '');
        return { comments: response.data.map(comment), hasNext: /rel="next"/.test(link) };
      }),
    createIssueComment: (issueNumber, body) =>
      call(async () => comment((await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body, request: request() })).data)),
    updateIssueComment: (commentId, body) =>
      call(async () => comment((await octokit.rest.issues.updateComment({ ...repository, comment_id: commentId, body, request: request() })).data)),
  };
}
