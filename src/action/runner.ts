// The runner's side of the Action, spoken directly: inputs from INPUT_* variables, workflow commands
// on stdout, outputs and the job summary through the files the runner names, and the event
// (GITHUB_EVENT_PATH and GITHUB_* variables). It writes what @actions/core and @actions/github's
// context do, without loading them: @actions/core pulls in an HTTP client (undici, 0.9 MB of
// bundle) for OIDC tokens this Action never asks for, and that cost every run ~60 ms of start-up.
// The Octokit client is loaded only when a comment is posted (main.ts).
import { randomUUID } from 'node:crypto';
import { accessSync, appendFileSync, constants, existsSync, readFileSync } from 'node:fs';
import { EOL } from 'node:os';
import { escapeCommandData, escapeCommandProperty } from '../report/github-commands.js';

export type Env = Record<string, string | undefined>;
type Write = (text: string) => void;

/** An input as `core.getInput` reads it: `INPUT_<NAME>` (spaces as `_`, upper case), trimmed. */
export function readInput(env: Env, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** `::name key=value,...::message`, escaped as the runner expects. */
export function workflowCommand(name: string, message: string, properties: Record<string, string> = {}): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeCommandProperty(value)}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeCommandData(message)}${EOL}`;
}

/** The runner's I/O: what main.ts hands to runAction as ActionIo. */
export function runnerCommands(env: Env, write: Write) {
  return {
    getInput: (name: string) => readInput(env, name),
    info: (message: string) => write(`${message}${EOL}`),
    warning: (message: string) => write(workflowCommand('warning', message)),
    debug: (message: string) => write(workflowCommand('debug', message)),
    error: (message: string) => write(workflowCommand('error', message)),
    setSecret: (secret: string) => write(workflowCommand('add-mask', secret)),
    /** Into GITHUB_OUTPUT as `name<<delimiter` lines; without that file, the old `set-output` command. */
    setOutput: (name: string, value: string | number) => {
      const text = String(value);
      const file = env.GITHUB_OUTPUT;
      if (!file) {
        write(EOL);
        write(workflowCommand('set-output', text, { name }));
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      if (name.includes(delimiter) || text.includes(delimiter)) throw new Error(`Unexpected input: the output ${name} contains the delimiter "${delimiter}"`);
      if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
      appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
    },
  };
}

/** Appends markdown to the job summary file (GITHUB_STEP_SUMMARY), which must exist and be writable. */
export function appendSummary(path: string, markdown: string): void {
  try {
    accessSync(path, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${path}'. Check if the file has correct read/write permissions.`);
  }
  appendFileSync(path, markdown, { encoding: 'utf8' });
}

/** The workflow run's event, as @actions/github's `context` reads it. */
export interface RunnerContext {
  eventName: string;
  payload: Record<string, unknown>;
  sha: string;
  job: string;
  runId: number;
  serverUrl: string;
  /** From GITHUB_REPOSITORY (`owner/repo`); absent when that is not set. */
  repository?: { owner: string; repo: string };
}

export function readRunnerContext(env: Env, write: Write): RunnerContext {
  let payload: Record<string, unknown> = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    if (existsSync(eventPath)) payload = JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, unknown>;
    else write(`GITHUB_EVENT_PATH ${eventPath} does not exist${EOL}`);
  }
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    eventName: env.GITHUB_EVENT_NAME as string,
    payload,
    sha: env.GITHUB_SHA as string,
    job: env.GITHUB_JOB as string,
    runId: Number.parseInt(env.GITHUB_RUN_ID as string, 10),
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    repository: env.GITHUB_REPOSITORY?.includes('/') ? { owner, repo } : undefined,
  };
}
