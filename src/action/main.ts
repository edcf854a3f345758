import { existsSync, writeFileSync } from 'node:fs';
import * as core from '@actions/core';
import { runAction, type ActionContext, type ActionIo } from './action.js';
import { loadActionConfig } from './config.js';
import type { GitHubPort } from './github.js';

/**
 * The GitHub API port, building the Octokit client (and its plugins) on the first call: most runs
 * post no comment (not a pull request, `comment: off`, nothing to say).
 */
export function lazyOctokitPort(token: string, repository: { owner: string; repo: string }): GitHubPort {
  let port: Promise<GitHubPort> | undefined;
  const load = () => (port ??= import('./octokit.js').then((octokit) => octokit.createOctokitPort(token, repository, octokit.apiLimitsFrom(process.env), core.debug)));
  return {
    listIssueComments: async (issueNumber, page) => (await load()).listIssueComments(issueNumber, page),
    createIssueComment: async (issueNumber, body) => (await load()).createIssueComment(issueNumber, body),
    updateIssueComment: async (commentId, body) => (await load()).updateIssueComment(commentId, body),
    deleteIssueComment: async (commentId) => (await load()).deleteIssueComment(commentId),
    setCommentMinimized: async (nodeId, minimized) => (await load()).setCommentMinimized(nodeId, minimized),
    viewerLogin: async () => (await load()).viewerLogin(),
  };
}

/** The runner's side, spoken by @actions/core: inputs, annotations, log, outputs, masks, the job summary. */
export const coreIo: ActionIo = {
  getInput: (name) => core.getInput(name),
  getMultilineInput: (name) => core.getMultilineInput(name),
  annotate: ({ level, message, properties }) => core[level](message, properties),
  info: core.info,
  warning: (message) => core.warning(message),
  debug: core.debug,
  setOutput: core.setOutput,
  setSecret: core.setSecret,
  setFailed: (message) => core.setFailed(message),
  // Without GITHUB_STEP_SUMMARY (not on a runner) there is no summary to write. core.summary appends
  // only to a file that exists: the runner creates it, a runner-like harness may not.
  writeSummary: process.env.GITHUB_STEP_SUMMARY
    ? async (markdown) => {
        const path = process.env.GITHUB_STEP_SUMMARY as string;
        if (!existsSync(path)) writeFileSync(path, '');
        await core.summary.addRaw(markdown).write();
      }
    : undefined,
};

type GitHubContext = (typeof import('@actions/github'))['context'];

/** The repository of the run: GITHUB_REPOSITORY, else the event's; undefined outside a workflow. */
function repositoryOf(context: GitHubContext): ActionContext['repository'] {
  try {
    const { owner, repo } = context.repo;
    return owner && repo ? { owner, repo } : undefined;
  } catch {
    return undefined;
  }
}

/** The entry point: wires @actions/core and @actions/github's context to the logic. */
export async function run(): Promise<void> {
  try {
    // Loaded here, not at the top: reading the event (GITHUB_EVENT_PATH) can fail, and that must end
    // as the one-line internal error below, not as an uncaught exception.
    const { context } = await import('@actions/github');
    const repository = repositoryOf(context);
    await runAction({
      io: coreIo,
      context: {
        workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
        eventName: context.eventName,
        payload: context.payload,
        repository,
        sha: context.sha,
        serverUrl: context.serverUrl,
        // Unset outside a workflow run (the marker of the comment is keyed by them by default).
        workflow: context.workflow ?? '',
        job: context.job ?? '',
        runId: context.runId,
      },
      github: (token) => lazyOctokitPort(token, repository ?? { owner: '', repo: '' }),
      loadConfig: loadActionConfig,
    });
  } catch (error) {
    // A bug, not a bad input: one line for the log, the stack for whoever turns on debug logging.
    if (error instanceof Error && error.stack) core.debug(error.stack);
    core.setFailed(`mcp-capture-lint: internal error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
