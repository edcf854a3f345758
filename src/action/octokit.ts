import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { GitHubApiError, type GitHubPort, type IssueComment } from './github.js';

type OctokitPlugin = Parameters<typeof github.getOctokit>[2];

/** The time bounds of the comment step; the environment can change them (a slow GHES, the tests). */
export interface ApiLimits {
  /** One request's bound, so a hanging API never holds the job (MCP_CAPTURE_LINT_API_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The whole comment step's bound, retries and waits included (MCP_CAPTURE_LINT_COMMENT_TIMEOUT_MS). */
  stepTimeoutMs: number;
  /** plugin-retry waits base × 1, then base × 4 before retrying a 5xx or a timeout (MCP_CAPTURE_LINT_API_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** A rate limit asking for a longer wait than this is not waited for. */
  maxRateLimitWaitMs: number;
  /** Requests of one call, the first included. */
  attempts: number;
}

export function apiLimitsFrom(env: Record<string, string | undefined>): ApiLimits {
  const ms = (name: string, fallback: number) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);
  return {
    requestTimeoutMs: ms('MCP_CAPTURE_LINT_API_TIMEOUT_MS', 15_000),
    stepTimeoutMs: ms('MCP_CAPTURE_LINT_COMMENT_TIMEOUT_MS', 90_000),
    retryBaseMs: ms('MCP_CAPTURE_LINT_API_RETRY_BASE_MS', 1_000),
    maxRateLimitWaitMs: 10_000,
    attempts: 3,
  };
}

interface RequestErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

/** What the logic needs to know of a failure: the HTTP status, and whether (and how long) a rate limit asked to wait. */
function toApiError(error: unknown, attempts: number): GitHubApiError {
  const e = error as RequestErrorLike;
  // Octokit reports network errors and timeouts as status 500 without a response: they are not HTTP answers.
  const status = e.response && typeof e.status === 'number' ? e.status : undefined;
  const headers = e.response?.headers ?? {};
  const message = e.message ?? String(error);
  const exhausted = String(headers['x-ratelimit-remaining']) === '0';
  const secondary = /\bsecondary rate\b/i.test(message);
  let retryAfter = headers['retry-after'] !== undefined && Number.isFinite(Number(headers['retry-after'])) ? Number(headers['retry-after']) : undefined;
  const reset = Number(headers['x-ratelimit-reset']);
  if (retryAfter === undefined && exhausted && Number.isFinite(reset)) retryAfter = Math.max(0, reset - Math.floor(Date.now() / 1000));
  const rateLimited = (status === 403 || status === 429) && (exhausted || secondary || status === 429);
  return new GitHubApiError(message, status, { retryAfter, rateLimited, attempts });
}

function comment(data: { id: number; node_id?: string; body?: string | null; user?: { login: string; type: string } | null }): IssueComment {
  return { id: data.id, body: data.body ?? '', author: { login: data.user?.login ?? '', type: data.user?.type ?? '' }, nodeId: data.node_id };
}

const MINIMIZE = 'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }';
const UNMINIMIZE = 'mutation($id: ID!) { unminimizeComment(input: { subjectId: $id }) { unminimizedComment { isMinimized } } }';

/**
 * The port over @actions/github's Octokit (GITHUB_API_URL is honoured, as on GHES), with Octokit's
 * retry plugin (5xx and timeouts: retried with backoff) and throttling plugin (rate limits: waited
 * for when the wait is short, else given up; writes spaced as GitHub asks). 401, 403, 404 and 422
 * are answers, not accidents: never retried. The step's time bound starts with the port.
 */
export function createOctokitPort(
  token: string,
  repository: { owner: string; repo: string },
  limits: ApiLimits = apiLimitsFrom(process.env),
  debug: (message: string) => void = () => {},
): GitHubPort {
  const step = new AbortController();
  const deadline = Date.now() + limits.stepTimeoutMs;
  setTimeout(() => step.abort(), limits.stepTimeoutMs).unref();
  const timedOut = new WeakSet<object>();
  let attempts = 0;

  // Registered before the retry and throttling plugins, so it wraps each attempt, not the whole call:
  // every request gets its own timeout, and all of them end when the step's bound does.
  const boundEachAttempt: OctokitPlugin = (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      attempts += 1;
      const own = AbortSignal.timeout(limits.requestTimeoutMs);
      // Octokit's hooks are bound to the call's options object: a new signal goes into it, not into a copy.
      options.request = { ...options.request, signal: AbortSignal.any([own, step.signal]) };
      try {
        return await request(options);
      } catch (error) {
        if (own.aborted && error && typeof error === 'object') timedOut.add(error);
        throw error;
      }
    });
    return {};
  };
  const waitFor = (retryAfter: number, retryCount: number) =>
    retryCount < limits.attempts - 1 && retryAfter * 1000 <= limits.maxRateLimitWaitMs && Date.now() + retryAfter * 1000 < deadline;

  const octokit = github.getOctokit(
    token,
    {
      log: { debug: () => {}, info: () => {}, warn: debug, error: debug },
      retry: { retries: limits.attempts - 1, retryAfterBaseValue: limits.retryBaseMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
      throttle: {
        onRateLimit: (retryAfter, _options, _octokit, retryCount) => waitFor(retryAfter, retryCount),
        onSecondaryRateLimit: (retryAfter, _options, _octokit, retryCount) => waitFor(retryAfter, retryCount),
      },
    },
    boundEachAttempt,
    retry,
    throttling,
  );

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    attempts = 0;
    try {
      return await fn();
    } catch (error) {
      if (step.signal.aborted) {
        throw new GitHubApiError(`no answer within the comment step's ${Math.round(limits.stepTimeoutMs / 1000)} s`, undefined, { attempts, stepTimedOut: true });
      }
      if (error && typeof error === 'object' && timedOut.has(error)) {
        throw new GitHubApiError(`no answer within ${limits.requestTimeoutMs / 1000} s`, undefined, { attempts });
      }
      throw toApiError(error, attempts);
    }
  };
  return {
    listIssueComments: (issueNumber, page) =>
      call(async () => {
        const response = await octokit.rest.issues.listComments({ ...repository, issue_number: issueNumber, per_page: 100, page });
        const link = String(response.headers.link ?? '');
        return { comments: response.data.map(comment), hasNext: /rel="next"/.test(link) };
      }),
    createIssueComment: (issueNumber, body) => call(async () => comment((await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body })).data)),
    updateIssueComment: (commentId, body) => call(async () => comment((await octokit.rest.issues.updateComment({ ...repository, comment_id: commentId, body })).data)),
    deleteIssueComment: (commentId) =>
      call(async () => {
        await octokit.rest.issues.deleteComment({ ...repository, comment_id: commentId });
      }),
    setCommentMinimized: (nodeId, minimized) =>
      call(async () => {
        await octokit.graphql(minimized ? MINIMIZE : UNMINIMIZE, { id: nodeId });
      }),
    viewerLogin: () => call(async () => (await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')).viewer.login),
  };
}
