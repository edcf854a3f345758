/**
 * The small port the Action's logic talks to GitHub through: the issue-comment endpoints the
 * sticky comment needs, and who the token is. The Octokit adapter lives at the edge (octokit.ts);
 * tests inject fakes.
 */
export interface IssueComment {
  id: number;
  body: string;
  /** The comment's author as the REST API names it (`github-actions[bot]`, type `Bot`, for the GITHUB_TOKEN). */
  author: { login: string; type: string };
  /** The GraphQL node id (`node_id`), which minimizeComment takes. */
  nodeId?: string;
}

export interface CommentPage {
  comments: IssueComment[];
  /** The Link header names a next page. */
  hasNext: boolean;
}

export interface GitHubPort {
  listIssueComments(issueNumber: number, page: number): Promise<CommentPage>;
  createIssueComment(issueNumber: number, body: string): Promise<IssueComment>;
  updateIssueComment(commentId: number, body: string): Promise<IssueComment>;
  deleteIssueComment(commentId: number): Promise<void>;
  /** GraphQL `minimizeComment` (classifier OUTDATED) or `unminimizeComment`, by the comment's node id. */
  setCommentMinimized(nodeId: string, minimized: boolean): Promise<void>;
  /**
   * The login of the token's own account, as GraphQL's `viewer { login }` gives it: the user of a
   * PAT, or the app of an installation token (`github-actions` for the GITHUB_TOKEN, without the
   * REST API's `[bot]`). GET /user is not open to installation tokens; `viewer` is open to both.
   */
  viewerLogin(): Promise<string>;
}

/** An API failure the logic can reason about without knowing Octokit. */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; undefined for network errors, timeouts and GraphQL errors. */
    readonly status: number | undefined,
    readonly details: {
      /** Seconds the server asked to wait (retry-after, or until x-ratelimit-reset for an exhausted rate limit). */
      retryAfter?: number;
      /** A rate limit answered the request (403 or 429 with rate-limit headers or message): not a permission problem. */
      rateLimited?: boolean;
      /** Requests sent for this call, retries included. */
      attempts?: number;
      /** The comment step's own time bound ran out (not one request's). */
      stepTimedOut?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}
