// The Action speaks the runner's protocol itself (src/action/runner.ts) instead of loading
// @actions/core and @actions/github at start-up: it must write exactly what they write.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { appendSummary, readInput, readRunnerContext, runnerCommands, workflowCommand } from '../../src/action/runner.js';

const dir = mkdtempSync(join(tmpdir(), 'mcl-runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

/** What @actions/core writes to stdout while `act` runs. */
function coreStdout(act: () => void): string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    act();
  } finally {
    vi.restoreAllMocks();
  }
  return out;
}

/** A fresh @actions/github context, read from the environment as it is now. */
const Context = github.context.constructor as new () => typeof github.context;

const TRICKY = ['plain', 'two\nlines', 'percent 100% done', 'carriage\r\nreturn', 'colons: a, b', ''];

describe('the runner protocol, as @actions/core speaks it', () => {
  it('writes the same warning, debug, error, add-mask and info lines', () => {
    for (const text of TRICKY) {
      let ours = '';
      const runner = runnerCommands({}, (t) => void (ours += t));
      runner.warning(text);
      runner.debug(text);
      runner.error(text);
      runner.setSecret(text);
      runner.info(text);
      const theirs = coreStdout(() => {
        core.warning(text);
        core.debug(text);
        core.error(text);
        core.setSecret(text);
        core.info(text);
      });
      expect(ours, JSON.stringify(text)).toBe(theirs);
    }
  });

  it('escapes command properties as @actions/core does', () => {
    expect(workflowCommand('set-output', 'a%b\nc', { name: 'x:y,z' })).toBe('::set-output name=x%3Ay%2Cz::a%25b%0Ac\n');
    expect(workflowCommand('warning', 'w', { file: '' })).toBe('::warning::w\n');
  });

  it('reads inputs as core.getInput does: INPUT_ with spaces as _, upper case, trimmed', () => {
    process.env['INPUT_FAIL-ON'] = '  warning \n';
    process.env.INPUT_MY_INPUT = 'value';
    for (const name of ['fail-on', 'my input', 'missing']) expect(readInput(process.env, name), name).toBe(core.getInput(name));
    expect(readInput(process.env, 'fail-on')).toBe('warning');
  });

  it('writes outputs to GITHUB_OUTPUT as @actions/core does, and the old command without that file', () => {
    const ours = join(dir, 'ours-output');
    const theirs = join(dir, 'theirs-output');
    writeFileSync(ours, '');
    writeFileSync(theirs, '');
    const runner = runnerCommands({ GITHUB_OUTPUT: ours }, () => undefined);
    process.env.GITHUB_OUTPUT = theirs;
    for (const [name, value] of [['errors', 3], ['report-file', ''], ['failed', 'multi\nline']] as const) {
      runner.setOutput(name, value);
      core.setOutput(name, value);
    }
    const withoutDelimiters = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]+/g, 'DELIMITER');
    expect(withoutDelimiters(readFileSync(ours, 'utf8'))).toBe(withoutDelimiters(readFileSync(theirs, 'utf8')));
    expect(readFileSync(ours, 'utf8')).toMatch(/^errors<<ghadelimiter_[0-9a-f-]{36}\n3\nghadelimiter_/);

    let printed = '';
    runnerCommands({}, (t) => void (printed += t)).setOutput('files', 2);
    delete process.env.GITHUB_OUTPUT;
    expect(printed).toBe(coreStdout(() => core.setOutput('files', 2)));
  });

  it('appends to the job summary as core.summary does, and refuses a file it cannot write', async () => {
    const ours = join(dir, 'ours-summary');
    const theirs = join(dir, 'theirs-summary');
    writeFileSync(ours, '# before\n');
    writeFileSync(theirs, '# before\n');
    appendSummary(ours, '### one\n');
    appendSummary(ours, '### two\n');
    process.env.GITHUB_STEP_SUMMARY = theirs;
    await core.summary.addRaw('### one\n').write();
    await core.summary.addRaw('### two\n').write();
    expect(readFileSync(ours, 'utf8')).toBe(readFileSync(theirs, 'utf8'));
    expect(() => appendSummary(join(dir, 'missing', 'summary'), 'x')).toThrow(/Unable to access summary file/);
  });

  it('reads the event as @actions/github context does', () => {
    const event = join(dir, 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 42, head: { sha: 'abc' } } }));
    const env = {
      GITHUB_EVENT_PATH: event,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_SHA: 'f'.repeat(40),
      GITHUB_JOB: 'lint',
      GITHUB_RUN_ID: '7000001',
      GITHUB_SERVER_URL: 'https://ghes.example.com',
      GITHUB_REPOSITORY: 'octo-org/mcp-server',
    };
    Object.assign(process.env, env);
    const theirs = new Context();
    const ours = readRunnerContext(env, () => undefined);
    expect(ours).toEqual({
      eventName: theirs.eventName,
      payload: theirs.payload,
      sha: theirs.sha,
      job: theirs.job,
      runId: theirs.runId,
      serverUrl: theirs.serverUrl,
      repository: theirs.repo,
    });
    expect(readRunnerContext({}, () => undefined)).toMatchObject({ payload: {}, serverUrl: 'https://github.com', repository: undefined });
    let said = '';
    readRunnerContext({ GITHUB_EVENT_PATH: join(dir, 'nope.json') }, (t) => void (said += t));
    expect(said).toBe(`GITHUB_EVENT_PATH ${join(dir, 'nope.json')} does not exist\n`);
  });
});
