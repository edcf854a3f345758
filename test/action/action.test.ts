import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { commentMarker, runAction, type ActionContext, type ActionIo, type ConfigLoader } from '../../src/action/action.js';
import type { GitHubPort } from '../../src/action/github.js';
import { readInputs, type InputReader } from '../../src/action/inputs.js';
import { formatWorkflowCommand } from '../../src/report/github-commands.js';
import { BROKEN_CAPTURE, workspace } from '../golden/fixture.js';

const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8'));

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Inputs as @actions/core reads them: the given value, else action.yml's default. */
function reader(inputs: Record<string, string>): InputReader {
  const getInput = (name: string) => (inputs[name] ?? (actionYml.inputs[name]?.default === '${{ github.token }}' ? 'token' : String(actionYml.inputs[name]?.default ?? ''))).trim();
  return { getInput, getMultilineInput: (name) => getInput(name).split('\n').filter((line) => line !== '') };
}

function fakeIo(inputs: Record<string, string>) {
  const log: string[] = [];
  const outputs: Record<string, string> = {};
  const io: ActionIo = {
    ...reader(inputs),
    annotate: (a) => log.push(`annotate ${formatWorkflowCommand(a)}`),
    info: (m) => log.push(`info ${m}`),
    warning: (m) => log.push(`warning ${m}`),
    debug: () => {},
    setOutput: (n, v) => void (outputs[n] = String(v)),
    setSecret: (v) => log.push(`secret ${v}`),
    setFailed: (m) => log.push(`failed ${m}`),
    writeSummary: async (md) => void log.push(`summary ${md.length}`),
  };
  return { io, log, outputs };
}

const noConfig: ConfigLoader = async () => ({ config: {} });
const unusedGitHub = (): GitHubPort => {
  throw new Error('no API call expected');
};

function context(dir: string, eventName = 'push'): ActionContext {
  return { workspace: dir, eventName, payload: {}, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' };
}

describe('action.yml', () => {
  it('declares every input the Action reads, each with a description and a default, and every output it sets', async () => {
    const read: string[] = [];
    readInputs({
      getInput: (name) => (read.push(name), ''),
      getMultilineInput: (name) => (read.push(name), []),
    });
    expect(Object.keys(actionYml.inputs).sort()).toEqual([...new Set(read)].sort());
    for (const [name, input] of Object.entries<{ description?: string; default?: unknown }>(actionYml.inputs)) {
      expect(input.description, name).toMatch(/\w{3,}/);
      expect(input.default, name).not.toBeUndefined();
    }
    expect(actionYml.inputs['github-token'].default).toBe('${{ github.token }}');
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(actionYml.branding).toMatchObject({ icon: expect.any(String), color: expect.any(String) });

    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const { io, outputs } = fakeIo({ captures: 'captures' });
    await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig });
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(actionYml.outputs).sort());
  });
});

describe('runAction', () => {
  it('on a push: annotates, summarises, sets outputs, fails, and makes no API call', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const { io, log, outputs } = fakeIo({ captures: 'captures' });
    const outcome = await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig });
    expect(outcome.exitCode).toBe(1);
    expect(log[0]).toMatch(/^annotate ::error file=captures\/a\.jsonl,line=6,/);
    expect(log.some((l) => l.startsWith('summary '))).toBe(true);
    expect(log.at(-1)).toMatch(/^failed mcp-capture-lint: captures\/a\.jsonl has 1 new error/);
    expect(outputs).toMatchObject({ errors: '1', new: '1', files: '1', failed: 'true' });
    // One capture, one error: in the singular.
    expect(log).toContainEqual(expect.stringMatching(/^info mcp-capture-lint: 1 capture, \d+ frames: 1 error, 0 warnings, /));
  });

  it('stops before checking when the config cannot be used', async () => {
    const w = workspace({});
    cleanup = w.cleanup;
    const { io, log } = fakeIo({});
    const outcome = await runAction({
      io,
      context: context(w.dir),
      github: unusedGitHub,
      loadConfig: async () => {
        const problem = { file: '.mcp-capture-lint.yml', line: 3, column: 11, message: 'revision must be auto or a dated revision; did you mean 2025-06-18?' };
        throw Object.assign(new Error(`${problem.file}:3:11: ${problem.message}`), { problems: [problem] });
      },
    });
    expect(outcome).toEqual({ exitCode: 1 });
    expect(log).toEqual([
      'annotate ::error file=.mcp-capture-lint.yml,line=3,col=11,title=mcp-capture-lint config::revision must be auto or a dated revision; did you mean 2025-06-18?\n',
      'failed mcp-capture-lint: the config cannot be used, nothing was checked:\n.mcp-capture-lint.yml:3:11: revision must be auto or a dated revision; did you mean 2025-06-18?',
    ]);
  });

  it('fails plainly, without a stack, when the captures cannot be found', async () => {
    const w = workspace({});
    cleanup = w.cleanup;
    const { io, log } = fakeIo({ captures: 'captures' });
    const problems = ['captures: no such file or directory'];
    const outcome = await runAction({
      io,
      context: context(w.dir),
      github: unusedGitHub,
      loadConfig: noConfig,
      runCheck: async () => {
        throw Object.assign(new Error(problems.join('\n')), { problems });
      },
    });
    expect(outcome).toEqual({ exitCode: 1 });
    expect(log).toEqual(['failed mcp-capture-lint: nothing was checked:\ncaptures: no such file or directory']);
  });

  it('keeps the verdict when the summary cannot be written', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const { io, log } = fakeIo({ captures: 'captures', 'fail-on': 'never' });
    io.writeSummary = async () => {
      throw new Error('EACCES');
    };
    expect((await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig })).exitCode).toBe(0);
    expect(log).toContain('warning Could not write the job summary: EACCES');
  });

  it('keys the comment marker by the workflow and job names, or by comment-key, whatever the other inputs', () => {
    const lint = { workflow: 'CI', job: 'lint' };
    expect(commentMarker(lint, undefined)).toMatch(/^<!-- mcp-capture-lint:sticky key=[0-9a-f]{16} -->$/);
    // Changing captures, revision or config does not change the key: the same comment is updated.
    expect(readInputs(reader({ captures: 'a/**' })).commentKey).toBeUndefined();
    expect(commentMarker(lint, undefined)).toBe(commentMarker({ workflow: 'CI', job: 'lint' }, undefined));
    expect(commentMarker(lint, undefined)).not.toBe(commentMarker({ workflow: 'CI', job: 'other-job' }, undefined));
    expect(commentMarker(lint, undefined)).not.toBe(commentMarker({ workflow: 'Nightly', job: 'lint' }, undefined));
    expect(commentMarker(lint, 'servers')).not.toBe(commentMarker(lint, 'clients'));
    expect(commentMarker(lint, 'servers')).toBe(commentMarker({ workflow: 'Other', job: 'x' }, 'servers'));
    // Whatever a key holds, it cannot end the HTML comment.
    expect(commentMarker(lint, '--> @octocat <!--')).toMatch(/^<!-- mcp-capture-lint:sticky key=[0-9a-f]{16} -->$/);
  });

  it('hands the annotations to the runner as data: level, message, and the properties core.error/warning/notice take', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const { io } = fakeIo({ captures: 'captures', 'max-annotations': '1' });
    const annotations: Parameters<ActionIo['annotate']>[0][] = [];
    io.annotate = (a) => void annotations.push(a);
    await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig });
    // One slot: the closing notice takes it, and says where the finding can be read.
    expect(annotations).toEqual([{ level: 'notice', message: expect.stringMatching(/^1 more finding is not annotated .*: see the job summary/), properties: { title: 'mcp-capture-lint' } }]);
    annotations.length = 0;
    io.getInput = reader({ captures: 'captures' }).getInput;
    await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig });
    expect(annotations[0]).toEqual({
      level: 'error',
      message: expect.stringContaining('not valid JSON'),
      properties: { file: 'captures/a.jsonl', startLine: 6, endLine: 6, startColumn: 1, title: 'parse-error' },
    });
  });

  it('refuses max-annotations above what GitHub shows (50), and a working-directory that is not a directory', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    expect(() => readInputs(reader({ 'max-annotations': '51' }))).toThrow('Input `max-annotations` must be a whole number from 0 to 50; got "51".');
    expect(readInputs(reader({ 'max-annotations': '0' })).maxAnnotations).toBe(0);
    expect(readInputs(reader({ 'max-annotations': '50' })).maxAnnotations).toBe(50);
    for (const [dir, why] of [['missing', 'does not exist'], ['captures/a.jsonl', 'is a file']]) {
      const { io, log, outputs } = fakeIo({ captures: 'captures', 'working-directory': dir });
      expect(await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig })).toEqual({ exitCode: 1 });
      expect(log).toEqual([`failed Input \`working-directory\` must be a directory of the workspace; "${dir}" ${why}.`]);
      expect(outputs).toEqual({});
    }
  });

  it('fails the step on a captures line that matches no file, naming it and the folder; a warning with allow-no-captures', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE });
    cleanup = w.cleanup;
    const inputs = { captures: 'captures\nlogs/*.jsonl', 'fail-on': 'never' };
    const strict = fakeIo(inputs);
    expect((await runAction({ io: strict.io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig })).exitCode).toBe(1);
    expect(strict.log.at(-1)).toBe(
      `failed mcp-capture-lint: No capture file matched "logs/*.jsonl" in ${w.dir} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count). Fix the pattern, or allow it with --no-error-on-unmatched-pattern (Action input \`allow-no-captures: true\`).`,
    );
    // The config's captures are held to it as well.
    const configured = fakeIo({ 'fail-on': 'never' });
    const fromConfig = await runAction({ io: configured.io, context: context(w.dir), github: unusedGitHub, loadConfig: async () => ({ config: { captures: ['captures/*.jsnol'] } }) });
    expect(fromConfig.exitCode).toBe(1);
    expect(configured.log.at(-1)).toMatch(/^failed mcp-capture-lint: No capture file matched "captures\/\*\.jsnol" in /);
    const lenient = fakeIo({ ...inputs, 'allow-no-captures': 'true' });
    expect((await runAction({ io: lenient.io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig })).exitCode).toBe(0);
    expect(lenient.log).toContain(`warning No capture file matched "logs/*.jsonl" in ${w.dir} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count).`);
    expect(() => readInputs(reader({ 'allow-no-captures': 'yes' }))).toThrow('Input `allow-no-captures` must be one of true, false; got "yes".');
  });

  it('mode: prune removes stale entries, records nothing new, says what it changed, and fails on the new finding', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/a.jsonl.expected.yaml': 'findings:\n  - line: 2\n    rule: parse-error\n' });
    cleanup = w.cleanup;
    const { io, log, outputs } = fakeIo({ captures: 'captures', mode: 'prune' });
    expect((await runAction({ io, context: context(w.dir), github: unusedGitHub, loadConfig: noConfig })).exitCode).toBe(1);
    expect(log).toContain('info captures/a.jsonl.expected.yaml: deleted (+0 -1)');
    expect(outputs).toMatchObject({ updated: '1', new: '1', stale: '0', failed: 'true' });
    expect(log.at(-1)).toMatch(/^failed mcp-capture-lint: captures\/a\.jsonl has 1 new error and it has no expectation file/);
  });

  it('reads captures and merge-reports line by line, without blank lines and # comments', () => {
    const inputs = readInputs(reader({ captures: 'a/**\n\n  # old ones\n  b/*.jsonl  \n' }));
    expect(inputs.captures).toEqual(['a/**', 'b/*.jsonl']);
    expect(readInputs(reader({ 'merge-reports': '# shards\nreports/*.json' })).mergeReports).toEqual(['reports/*.json']);
  });
});
