// Issue 24, secrets: every placement of test/secrets/placements.ts (each shape in each position,
// glued, escaped, split, in file names, in Mcp-Session-Id, JWK private members) through every
// output of the built CLI and the built Action, each run as a child process (the Action against a
// loopback GitHub API). Prints, per output, the placements masked out of those tried; requires all.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoopbackGitHub } from '../action/loopback.js';
import { CLI, runEntry, type CliRun as Run } from '../cli/run-cli.js';
import { captures, leaked, placements } from '../secrets/placements.js';

const ACTION = new URL('../../dist/index.js', import.meta.url).pathname;
const built = existsSync(CLI) && existsSync(ACTION);
const BOUND_MS = 60_000;


/** Runs a built entry point with PATH, HOME and `env`, bounded: a run that hangs is killed and fails with status null. */
function run(entry: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  return runEntry(entry, args, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, boundMs: BOUND_MS });
}

/** `::add-mask::<value>` hands a secret to the runner, which never prints that line: it is no leak. */
const withoutMaskCommands = (text: string) => text.split('\n').filter((line) => !line.startsWith('::add-mask::')).join('\n');

const root = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-secrets-dist-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A working directory holding every placement capture under captures/. */
function workspace(name: string): string {
  const work = join(root, name);
  mkdirSync(join(work, 'captures'), { recursive: true });
  for (const [file, lines] of captures) writeFileSync(join(work, 'captures', file), `${lines.join('\n')}\n`);
  return work;
}

const table: { output: string; masked: string; leaked: string }[] = [];
function masked(output: string, text: string): string[] {
  const found = leaked(text);
  table.push({ output, masked: `${placements.length - found.length} of ${placements.length}`, leaked: found.slice(0, 3).map((p) => p.name).join('; ') });
  return found.map((p) => p.name);
}

describe.skipIf(!built)(`secrets through the built CLI and Action, as child processes (${placements.length} placements)`, () => {
  it('the CLI check reads every capture and quotes them: text, json, sarif, markdown, html, and its log lines', async () => {
    const work = workspace('cli');
    const check = (...args: string[]) => run(CLI, ['check', 'captures', '--revision', 'auto', ...args], work);
    const text = await check('--no-progress');
    expect(text.status).toBe(1);
    const json = await check('--no-progress', '--format', 'json');
    const report = JSON.parse(json.stdout) as { files: { findings: unknown[] }[] };
    // Every capture was read and the findings quote them: masking has work to do.
    expect(report.files).toHaveLength(captures.size);
    expect(report.files.flatMap((f) => f.findings).length).toBeGreaterThan(50);
    const sarif = await check('--no-progress', '--format', 'sarif');
    const markdown = await check('--no-progress', '--format', 'markdown');
    const html = await check('--no-progress', '--format', 'html', '--output', 'report.html');
    // With progress on (CI=true prints it as plain lines): the log lines a workflow's run step shows.
    const progress = await run(CLI, ['check', 'captures', '--revision', 'auto'], work, { CI: 'true' });
    const htmlText = readFileSync(join(work, 'report.html'), 'utf8');
    // The HTML report shows frame bodies: the session id learned from its header is there, masked.
    expect(htmlText.includes('content\\":\\"resumed ')).toBe(true);
    expect([
      ...masked('cli text', text.stdout + text.stderr),
      ...masked('cli json', json.stdout + json.stderr),
      ...masked('cli sarif', sarif.stdout + sarif.stderr),
      ...masked('cli markdown', markdown.stdout + markdown.stderr),
      ...masked('cli html', htmlText + html.stdout + html.stderr),
      ...masked('cli log lines', progress.stdout + progress.stderr),
    ]).toEqual([]);
  });

  it('the CLI check --update: the expectation files it writes and what it prints', async () => {
    const work = workspace('update');
    const update = await run(CLI, ['check', 'captures', '--revision', 'auto', '--update', '--no-progress'], work);
    const written = readdirSync(join(work, 'captures')).filter((name) => name.endsWith('.expected.yaml'));
    expect(written.length).toBeGreaterThan(10);
    const files = written.map((name) => readFileSync(join(work, 'captures', name), 'utf8')).join('\n');
    expect([...masked('expectation files', files), ...masked('cli --update output', update.stdout + update.stderr)]).toEqual([]);
  });

  it('the CLI explain, capture by capture', { timeout: 180_000 }, async () => {
    const work = workspace('explain');
    let out = '';
    let explained = 0;
    for (const file of captures.keys()) {
      const result = await run(CLI, ['explain', join('captures', file)], work);
      if (result.status === 0 || result.status === 1) explained += 1;
      out += `${result.stdout}${result.stderr}\n`;
    }
    expect(explained).toBe(captures.size);
    expect(out.includes('"content":"resumed ')).toBe(true);
    expect(masked('explain', out)).toEqual([]);
  });

  describe('the built Action, GitHub API on a loopback server', () => {
    const api = new LoopbackGitHub();
    beforeAll(() => api.start());
    afterAll(() => api.stop());

    async function action(work: string, inputs: Record<string, string>) {
      const runner = join(work, '..', `${work.split('/').pop()}-runner`);
      mkdirSync(runner, { recursive: true });
      const event = join(runner, 'event.json');
      writeFileSync(event, JSON.stringify({ number: 42, pull_request: { number: 42, head: { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' } }, repository: { name: 'mcp-server', owner: { login: 'octo-org' } } }));
      for (const file of ['output', 'summary']) writeFileSync(join(runner, file), '');
      const result = await run(ACTION, [], work, {
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_WORKSPACE: work,
        GITHUB_STEP_SUMMARY: join(runner, 'summary'),
        GITHUB_OUTPUT: join(runner, 'output'),
        GITHUB_REPOSITORY: 'octo-org/mcp-server',
        GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
        GITHUB_JOB: 'lint-captures',
        GITHUB_RUN_ID: '7000001',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_API_URL: api.url,
        'INPUT_GITHUB-TOKEN': 'ghs_loopbacktesttoken',
        INPUT_REVISION: 'auto',
        ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      });
      return { ...result, summary: readFileSync(join(runner, 'summary'), 'utf8'), outputs: readFileSync(join(runner, 'output'), 'utf8') };
    }

    it('mode: check: its log and annotations, summary, outputs, PR comment, SARIF, JSON and HTML reports', async () => {
      const work = workspace('action');
      const result = await action(work, { captures: 'captures', comment: 'always', 'sarif-file': 'out/mcp.sarif', 'report-file': 'out/report.json', 'html-report': 'out/report.html', 'max-annotations': '50' });
      expect(result.status).toBe(1);
      expect(api.comments.length).toBe(1);
      const report = JSON.parse(readFileSync(join(work, 'out/report.json'), 'utf8')) as { files: unknown[] };
      expect(report.files).toHaveLength(captures.size);
      const file = (name: string) => readFileSync(join(work, 'out', name), 'utf8');
      expect([
        ...masked('action log and annotations', withoutMaskCommands(result.stdout + result.stderr)),
        ...masked('action summary and outputs', result.summary + result.outputs),
        ...masked('action comment', api.comments.map((c) => c.body).join('\n')),
        ...masked('action sarif-file', file('mcp.sarif')),
        ...masked('action report-file', file('report.json')),
        ...masked('action html-report', file('report.html')),
      ]).toEqual([]);
    });

    it('mode: update: the expectation files it writes and its log', async () => {
      const work = workspace('action-update');
      const result = await action(work, { captures: 'captures', comment: 'off', mode: 'update' });
      const written = readdirSync(join(work, 'captures')).filter((name) => name.endsWith('.expected.yaml'));
      expect(written.length).toBeGreaterThan(10);
      const files = written.map((name) => readFileSync(join(work, 'captures', name), 'utf8')).join('\n');
      expect([...masked('action update: expectation files', files), ...masked('action update: log', withoutMaskCommands(result.stdout + result.stderr) + result.summary)]).toEqual([]);
    });
  });

  it('prints the table: masked placements out of those tried, per output', () => {
    console.table(table);
    expect(table.length).toBeGreaterThanOrEqual(15);
    expect(table.filter((row) => row.leaked !== '')).toEqual([]);
  });
});

