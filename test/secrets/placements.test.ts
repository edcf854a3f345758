import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, type ActionContext, type ActionIo } from '../../src/action/action.js';
import type { GitHubPort } from '../../src/action/github.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { explain } from '../../src/cli/explain.js';
import { createStyle } from '../../src/cli/style.js';
import { Redactor, worthRegistering } from '../../src/core/secrets/index.js';
import { formatGithubCommands, formatHtml, formatJson, formatMarkdown, formatSarif, formatText } from '../../src/report/index.js';
import { captures, chars, initialize, leaked, message, placements, token } from './placements.js';

/**
 * Issue 24, in process: every placement of ./placements.ts through every output the CLI and the
 * Action write (test/security/secrets-dist.test.ts runs the same through the built dist/). Prints,
 * per output, how many placements were masked out of those tried, and requires all of them.
 */

const dir = mkdtempSync(join(tmpdir(), 'mcl-placements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const [file, lines] of captures) writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
const files = [...captures.keys()];

const options = (extra: Partial<RunOptions> = {}): RunOptions => ({ cwd: dir, captures: files, revision: 'auto', mode: 'check', failOn: 'error', timeline: true, ...extra });

describe(`secrets in every shape and position (${placements.length} placements)`, () => {
  const table: { output: string; masked: string; leaked: string }[] = [];
  const check = (output: string, text: string) => {
    const found = leaked(text);
    if (process.env.MCL_SHOW_LEAKS) for (const p of found.slice(0, 40)) { const hidden = p.secret.length > 16 ? p.secret.slice(0, -4) : p.secret; let at = -1; for (let i = 0; at < 0 && i + 10 <= hidden.length; i += 3) at = text.indexOf(hidden.slice(i, i + 10)); for (const f of p.forms ?? []) if (at < 0) at = text.indexOf(f); console.log(output, '|', p.name, '|', JSON.stringify(text.slice(Math.max(0, at - 60), at + 80))); }
    table.push({ output, masked: `${placements.length - found.length} of ${placements.length}`, leaked: found.slice(0, 3).map((p) => p.name).join('; ') });
    return found.map((p) => p.name);
  };

  it('plants a few hundred placements, and the run learns and quotes them', async () => {
    expect(placements.length).toBeGreaterThan(250);
    const result = await runCheck(options());
    expect(result.files.flatMap((f) => f.findings).length).toBeGreaterThan(20);
  });

  it('every report the CLI and the Action write', async () => {
    const result = await runCheck(options());
    const leaks = [
      ...check('text', formatText(result)),
      ...check('json', formatJson(result)),
      ...check('sarif', formatSarif(result)),
      ...check('markdown comment', formatMarkdown(result, { target: 'comment' })),
      ...check('markdown summary', formatMarkdown(result, { target: 'summary' })),
      ...check('annotations', formatGithubCommands(result, { maxAnnotations: 1000 })),
      ...check('html', formatHtml(result)),
    ];
    expect(leaks).toEqual([]);
  });

  it('expectation files written by update mode', async () => {
    const updateDir = mkdtempSync(join(tmpdir(), 'mcl-placements-update-'));
    try {
      for (const [file, lines] of captures) writeFileSync(join(updateDir, file), `${lines.join('\n')}\n`);
      const result = await runCheck(options({ cwd: updateDir, mode: 'update' }));
      expect(result.updated.length).toBeGreaterThan(5);
      const written = readdirSync(updateDir).filter((name) => name.endsWith('.expected.yaml'));
      expect(check('expectation files', written.map((name) => readFileSync(join(updateDir, name), 'utf8')).join('\n'))).toEqual([]);
    } finally {
      rmSync(updateDir, { recursive: true, force: true });
    }
  });

  it('explain, capture by capture', async () => {
    const plain = createStyle(false);
    const outputs: string[] = [];
    for (const [file, lines] of captures) outputs.push((await explain(`${lines.join('\n')}\n`, { name: file, revision: 'auto', style: plain })).output);
    expect(check('explain', outputs.join('\n'))).toEqual([]);
  });

  it('the Action in process: its log, annotations, summary and pull request comment', async () => {
    const log: string[] = [];
    const comments: string[] = [];
    const inputs: Record<string, string> = { captures: files.join('\n'), revision: 'auto', mode: 'check', 'fail-on': 'error', comment: 'always', 'github-token': 'x', 'max-annotations': '50', 'working-directory': '.' };
    const io: ActionIo = {
      getInput: (name: string) => inputs[name] ?? '',
      getMultilineInput: (name: string) => (inputs[name] ?? '').split('\n'),
      annotate: (a) => log.push(JSON.stringify(a)),
      info: (m) => log.push(m),
      warning: (m) => log.push(m),
      debug: (m) => log.push(m),
      setOutput: (n, v) => log.push(`${n}=${v}`),
      setSecret: () => undefined,
      setFailed: (m) => log.push(m),
      writeSummary: async (md) => void log.push(md),
    };
    const author = { login: 'github-actions[bot]', type: 'Bot' };
    const github = (): GitHubPort => ({
      listIssueComments: async () => ({ comments: [], hasNext: false }),
      createIssueComment: async (_n, body) => (comments.push(body), { id: 1, body, author }),
      updateIssueComment: async (id, body) => (comments.push(body), { id, body, author }),
      deleteIssueComment: async () => undefined,
      setCommentMinimized: async () => undefined,
      viewerLogin: async () => 'github-actions',
    });
    const context: ActionContext = { workspace: dir, eventName: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'abc' } } }, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' };
    await runAction({ io, context, github, loadConfig: async () => ({ config: {} }) });
    expect(comments.length).toBeGreaterThan(0);
    expect(check('action log, annotations and summary', log.join('\n'))).toEqual([]);
    expect(check('action comment', comments.join('\n'))).toEqual([]);
  });

  it('prints the table: masked placements out of those tried, per output', () => {
    console.table(table);
    expect(table.length).toBeGreaterThanOrEqual(11);
    expect(table.every((row) => row.leaked === '')).toBe(true);
  });
});

describe('registering masks with the runner', () => {
  const PLAIN = ['failed', 'captures', 'warning', 'success', 'github.com', '/home/runner', '2025-06-18', 'refs/heads/main', 'ubuntu-latest', 'mcp-capture-lint', 'initialize'];

  it('registers credentials, never plain words learned under a credential name', () => {
    const redactor = new Redactor();
    for (const word of PLAIN) redactor.scanValue({ password: word });
    const real = `Fake-Pass-${chars(12)}9`;
    redactor.scanValue({ password: real, token: token('gitlab').text });
    expect(redactor.secrets()).toEqual(expect.arrayContaining(PLAIN.filter((w) => w.length >= 6)));
    expect(redactor.registrableSecrets()).toEqual(expect.arrayContaining([real]));
    for (const word of PLAIN) expect(worthRegistering(word), word).toBe(false);
    // Still masked in this tool's own outputs.
    expect(redactor.redact('{"password": "failed"}')).not.toContain('failed');
  });

  it('the built Action (dist) adds masks for a token under `password`, and for none of 11 plain words', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcl-add-mask-'));
    try {
      const workspace = join(root, 'ws');
      mkdirSync(workspace, { recursive: true });
      const real = `Fake-Pass-${chars(16)}7`;
      const lines = [...initialize, message({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x', arguments: { password: real } } })];
      for (const [i, word] of PLAIN.entries()) lines.push(message({ jsonrpc: '2.0', id: i + 2, method: 'tools/call', params: { name: 'x', arguments: { password: word } } }));
      writeFileSync(join(workspace, 'words.jsonl'), `${lines.join('\n')}\n`);
      writeFileSync(join(root, 'event.json'), '{}');
      writeFileSync(join(root, 'output'), '');
      writeFileSync(join(root, 'summary'), '');
      const entry = join(new URL('../..', import.meta.url).pathname, 'dist/index.js');
      expect(existsSync(entry)).toBe(true);
      const child = spawn(process.execPath, [entry], {
        cwd: workspace,
        env: {
          PATH: process.env.PATH ?? '',
          GITHUB_ACTIONS: 'true',
          GITHUB_EVENT_NAME: 'push',
          GITHUB_EVENT_PATH: join(root, 'event.json'),
          GITHUB_WORKSPACE: workspace,
          GITHUB_OUTPUT: join(root, 'output'),
          GITHUB_STEP_SUMMARY: join(root, 'summary'),
          GITHUB_REPOSITORY: 'o/r',
          GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
          GITHUB_JOB: 'lint',
          GITHUB_SERVER_URL: 'https://github.com',
          INPUT_CAPTURES: 'words.jsonl',
          INPUT_COMMENT: 'off',
          'INPUT_FAIL-ON': 'never',
        },
      });
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stdout += d));
      const code = await new Promise((resolve) => child.on('close', resolve));
      if (process.env.MCL_SHOW_LEAKS) console.log(code, stdout);
      const masks = stdout.split('\n').filter((line) => line.startsWith('::add-mask::')).map((line) => line.slice('::add-mask::'.length));
      expect(masks).toContain(real);
      for (const word of PLAIN) expect(masks, word).not.toContain(word);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
