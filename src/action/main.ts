import { existsSync, writeFileSync } from 'node:fs';
import { runAction, type ActionContext, type ActionIo } from './action.js';
import { loadActionConfig } from './config.js';
import type { GitHubPort } from './github.js';
import { appendSummary, readRunnerContext, runnerCommands, type Env } from './runner.js';

/** Appends to the job summary, creating the file first (writing to a missing summary file fails). */
export function ensureSummaryFile(path: string | undefined): boolean {
  if (!path) return false;
  if (!existsSync(path)) writeFileSync(path, '');
  return true;
}

/**
 * The GitHub API port, loading Octokit (and its HTTP client) on the first call: most runs post no
 * comment (not a pull request, `comment: off`, nothing to say), and loading it costs start-up.
 */
export function lazyOctokitPort(token: string, repository: { owner: string; repo: string }): GitHubPort {
  let port: Promise<GitHubPort> | undefined;
  const load = () => (port ??= import('./octokit.js').then((octokit) => octokit.createOctokitPort(token, repository)));
  return {
    listIssueComments: async (issueNumber, page) => (await load()).listIssueComments(issueNumber, page),
    createIssueComment: async (issueNumber, body) => (await load()).createIssueComment(issueNumber, body),
    updateIssueComment: async (commentId, body) => (await load()).updateIssueComment(commentId, body),
  };
}

/** The entry point: wires the runner (environment, workflow commands, files) to the logic. */
export async function run(env: Env = process.env): Promise<void> {
  const write = (text: string) => void process.stdout.write(text);
  const runner = runnerCommands(env, write);
  try {
    const ctx = readRunnerContext(env, write);
    const summaryPath = env.GITHUB_STEP_SUMMARY;
    const io: ActionIo = {
      getInput: runner.getInput,
      stdout: (text) => {
        if (text) write(text);
      },
      info: runner.info,
      warning: runner.warning,
      debug: runner.debug,
      setOutput: runner.setOutput,
      setSecret: runner.setSecret,
      setFailed: (message) => {
        process.exitCode = 1;
        runner.error(message);
      },
      writeSummary: summaryPath
        ? async (markdown) => {
            ensureSummaryFile(summaryPath);
            appendSummary(summaryPath, markdown);
          }
        : undefined,
    };
    await runAction({
      io,
      context: {
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
        eventName: ctx.eventName,
        payload: ctx.payload as ActionContext['payload'],
        repository: ctx.repository,
        sha: ctx.sha,
        serverUrl: ctx.serverUrl,
        job: ctx.job,
        runId: ctx.runId,
      },
      github: (token) => lazyOctokitPort(token, ctx.repository ?? { owner: '', repo: '' }),
      loadConfig: loadActionConfig,
    });
  } catch (error) {
    process.exitCode = 1;
    runner.error(`mcp-capture-lint: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
