export const id = 18;
export const ids = [18];
export const modules = {

/***/ 1018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokitPort: () => (/* binding */ createOctokitPort)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8044);


/** Per-request bound, so a hanging API never holds the job (MCP_CAPTURE_LINT_API_TIMEOUT_MS changes it: slow GHES, tests). */
const REQUEST_TIMEOUT_MS = Number(process.env.MCP_CAPTURE_LINT_API_TIMEOUT_MS) > 0 ? Number(process.env.MCP_CAPTURE_LINT_API_TIMEOUT_MS) : 15_000;
function toApiError(error) {
    const e = error;
    const headers = e.response?.headers ?? {};
    const status = typeof e.status === 'number' ? e.status : undefined;
    const retryAfterHeader = Number(headers['retry-after']);
    const remaining = headers['x-ratelimit-remaining'];
    const reset = Number(headers['x-ratelimit-reset']);
    let retryAfter = Number.isFinite(retryAfterHeader) && headers['retry-after'] !== undefined ? retryAfterHeader : undefined;
    const exhausted = String(remaining) === '0';
    if (retryAfter === undefined && exhausted && Number.isFinite(reset))
        retryAfter = Math.max(0, reset - Math.floor(Date.now() / 1000));
    const rateLimited = status === 429 || ((status === 403 || status === 429) && (retryAfter !== undefined || exhausted));
    const name = error?.name === 'TimeoutError' || error?.name === 'AbortError' ? 'timed out' : (e.message ?? String(error));
    return new _github_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O(name, status, retryAfter, rateLimited);
}
function comment(data) {
    return { id: data.id, body: data.body ?? '' };
}
/** The port over @actions/github's Octokit (GITHUB_API_URL is honoured, as on GHES). */
function createOctokitPort(token, repository) {
    const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token);
    const request = () => ({ signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const call = async (fn) => {
        try {
            return await fn();
        }
        catch (error) {
            throw toApiError(error);
        }
    };
    return {
        listIssueComments: (issueNumber, page) => call(async () => {
            const response = await octokit.rest.issues.listComments({ ...repository, issue_number: issueNumber, per_page: 100, page, request: request() });
            const link = String(response.headers.link ?? '');
            return { comments: response.data.map(comment), hasNext: /rel="next"/.test(link) };
        }),
        createIssueComment: (issueNumber, body) => call(async () => comment((await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body, request: request() })).data)),
        updateIssueComment: (commentId, body) => call(async () => comment((await octokit.rest.issues.updateComment({ ...repository, comment_id: commentId, body, request: request() })).data)),
    };
}


/***/ })

};
