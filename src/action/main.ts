import { existsSync, writeFileSync } from 'node:fs';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { runAction, type ActionContext, type ActionIo } from './action.js';
import { loadActionConfig } from './config.js';
import { createOctokitPort } from './octokit.js';

/** Appends to the job summary, creating the file first (`core.summary.write()` throws when it is missing). */
export function ensureSummaryFile(path: string | undefined): boolean {
  if (!path) return false;
  if (!existsSync(path)) writeFileSync(path, '');
  return true;
}

/** The entry point: wires @actions/core and @actions/github to the logic. */
export async function run(): Promise<void> {
  try {
    const ctx = github.context;
    const summaryPath = process.env.GITHUB_STEP_SUMMARY;
    const io: ActionIo = {
      getInput: (name) => core.getInput(name),
      stdout: (text) => {
        if (text) process.stdout.write(text);
      },
      info: (m) => core.info(m),
      warning: (m) => core.warning(m),
      debug: (m) => core.debug(m),
      setOutput: (n, v) => core.setOutput(n, v),
      setSecret: (v) => core.setSecret(v),
      setFailed: (m) => core.setFailed(m),
      writeSummary: summaryPath
        ? async (markdown) => {
            ensureSummaryFile(summaryPath);
            await core.summary.addRaw(markdown).write();
          }
        : undefined,
    };
    const repository = process.env.GITHUB_REPOSITORY?.includes('/') ? ctx.repo : undefined;
    await runAction({
      io,
      context: {
        workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(),
        eventName: ctx.eventName,
        payload: ctx.payload as ActionContext['payload'],
        repository,
        sha: ctx.sha,
        serverUrl: ctx.serverUrl,
        job: ctx.job,
        runId: ctx.runId,
      },
      github: (token) => createOctokitPort(token, repository ?? { owner: '', repo: '' }),
      loadConfig: loadActionConfig,
    });
  } catch (error) {
    core.setFailed(`mcp-capture-lint: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

