export const id = 18;
export const ids = [18];
export const modules = {

/***/ 1018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   apiLimitsFrom: () => (/* binding */ apiLimitsFrom),
/* harmony export */   createOctokitPort: () => (/* binding */ createOctokitPort)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8044);




function apiLimitsFrom(env) {
    const ms = (name, fallback) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);
    return {
        requestTimeoutMs: ms('MCP_CAPTURE_LINT_API_TIMEOUT_MS', 15_000),
        stepTimeoutMs: ms('MCP_CAPTURE_LINT_COMMENT_TIMEOUT_MS', 90_000),
        retryBaseMs: ms('MCP_CAPTURE_LINT_API_RETRY_BASE_MS', 1_000),
        maxRateLimitWaitMs: 10_000,
        attempts: 3,
    };
}
/** What the logic needs to know of a failure: the HTTP status, and whether (and how long) a rate limit asked to wait. */
function toApiError(error, attempts) {
    const e = error;
    // Octokit reports network errors and timeouts as status 500 without a response: they are not HTTP answers.
    const status = e.response && typeof e.status === 'number' ? e.status : undefined;
    const headers = e.response?.headers ?? {};
    const message = e.message ?? String(error);
    const exhausted = String(headers['x-ratelimit-remaining']) === '0';
    const secondary = /\bsecondary rate\b/i.test(message);
    let retryAfter = headers['retry-after'] !== undefined && Number.isFinite(Number(headers['retry-after'])) ? Number(headers['retry-after']) : undefined;
    const reset = Number(headers['x-ratelimit-reset']);
    if (retryAfter === undefined && exhausted && Number.isFinite(reset))
        retryAfter = Math.max(0, reset - Math.floor(Date.now() / 1000));
    const rateLimited = (status === 403 || status === 429) && (exhausted || secondary || status === 429);
    return new _github_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O(message, status, { retryAfter, rateLimited, attempts });
}
function comment(data) {
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
function createOctokitPort(token, repository, limits = apiLimitsFrom(process.env), debug = () => { }) {
    const step = new AbortController();
    const deadline = Date.now() + limits.stepTimeoutMs;
    setTimeout(() => step.abort(), limits.stepTimeoutMs).unref();
    const timedOut = new WeakSet();
    let attempts = 0;
    // Registered before the retry and throttling plugins, so it wraps each attempt, not the whole call:
    // every request gets its own timeout, and all of them end when the step's bound does.
    const boundEachAttempt = (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            attempts += 1;
            const own = AbortSignal.timeout(limits.requestTimeoutMs);
            // Octokit's hooks are bound to the call's options object: a new signal goes into it, not into a copy.
            options.request = { ...options.request, signal: AbortSignal.any([own, step.signal]) };
            try {
                return await request(options);
            }
            catch (error) {
                if (own.aborted && error && typeof error === 'object')
                    timedOut.add(error);
                throw error;
            }
        });
        return {};
    };
    const waitFor = (retryAfter, retryCount) => retryCount < limits.attempts - 1 && retryAfter * 1000 <= limits.maxRateLimitWaitMs && Date.now() + retryAfter * 1000 < deadline;
    const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        log: { debug: () => { }, info: () => { }, warn: debug, error: debug },
        retry: { retries: limits.attempts - 1, retryAfterBaseValue: limits.retryBaseMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: {
            onRateLimit: (retryAfter, _options, _octokit, retryCount) => waitFor(retryAfter, retryCount),
            onSecondaryRateLimit: (retryAfter, _options, _octokit, retryCount) => waitFor(retryAfter, retryCount),
        },
    }, boundEachAttempt, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
    const call = async (fn) => {
        attempts = 0;
        try {
            return await fn();
        }
        catch (error) {
            if (step.signal.aborted) {
                throw new _github_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O(`no answer within the comment step's ${Math.round(limits.stepTimeoutMs / 1000)} s`, undefined, { attempts, stepTimedOut: true });
            }
            if (error && typeof error === 'object' && timedOut.has(error)) {
                throw new _github_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubApiError */ .O(`no answer within ${limits.requestTimeoutMs / 1000} s`, undefined, { attempts });
            }
            throw toApiError(error, attempts);
        }
    };
    return {
        listIssueComments: (issueNumber, page) => call(async () => {
            const response = await octokit.rest.issues.listComments({ ...repository, issue_number: issueNumber, per_page: 100, page });
            const link = String(response.headers.link ?? '');
            return { comments: response.data.map(comment), hasNext: /rel="next"/.test(link) };
        }),
        createIssueComment: (issueNumber, body) => call(async () => comment((await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body })).data)),
        updateIssueComment: (commentId, body) => call(async () => comment((await octokit.rest.issues.updateComment({ ...repository, comment_id: commentId, body })).data)),
        deleteIssueComment: (commentId) => call(async () => {
            await octokit.rest.issues.deleteComment({ ...repository, comment_id: commentId });
        }),
        setCommentMinimized: (nodeId, minimized) => call(async () => {
            await octokit.graphql(minimized ? MINIMIZE : UNMINIMIZE, { id: nodeId });
        }),
        viewerLogin: () => call(async () => (await octokit.graphql('query { viewer { login } }')).viewer.login),
    };
}


/***/ })

};
