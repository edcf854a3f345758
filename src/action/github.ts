/**
 * The small port the Action's logic talks to GitHub through: the issue-comment endpoints the
 * sticky comment needs. The Octokit adapter lives at the edge (octokit.ts); tests inject fakes.
 */
export interface IssueComment {
  id: number;
  body: string;
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
}

/** An API failure the logic can reason about without knowing Octokit. */
export class GitHubApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; undefined for network errors and timeouts. */
    readonly status: number | undefined,
    /** Seconds the server asked to wait (retry-after, or x-ratelimit-reset for an exhausted rate limit). */
    readonly retryAfter?: number,
    /** A rate limit answered the request (403 or 429 with rate-limit headers): worth retrying, not a permission problem. */
    readonly rateLimited = false,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}
