import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, type ActionContext, type ActionIo } from '../../src/action/action.js';
import type { GitHubPort } from '../../src/action/github.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { explain } from '../../src/cli/explain.js';
import { createStyle } from '../../src/cli/style.js';
import { formatGithubCommands, formatHtml, formatJson, formatMarkdown, formatSarif, formatText } from '../../src/report/index.js';
import { secretCaptures } from '../helpers/secrets-corpus.js';

/**
 * The promise of issue 8, end to end: a capture full of credentials (synthetic tokens of every
 * shape, in every format and position) goes through every output a user or a reader of the pull
 * request can see (text, json, sarif, markdown comment and summary, annotations, html, explain,
 * expectation files, the Action's log, summary and comment), and no secret value comes out.
 */
const captures = secretCaptures();
const planted = [...new Set(captures.flatMap((c) => c.planted))];
const dir = mkdtempSync(join(tmpdir(), 'mcl-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const capture of captures) writeFileSync(join(dir, capture.fileName), capture.text);
const files = captures.map((c) => c.fileName);

/** Every planted secret found in `text`, as written or JSON-escaped. */
function leaksIn(text: string): string[] {
  return planted.filter((secret) => text.includes(secret) || text.includes(JSON.stringify(secret).slice(1, -1)));
}

const options = (extra: Partial<RunOptions> = {}): RunOptions => ({
  cwd: dir,
  captures: files,
  revision: 'auto',
  mode: 'check',
  failOn: 'error',
  timeline: true,
  ...extra,
});

describe('no secret reaches any output (synthetic secrets corpus, every format and position)', () => {
  const outputs = new Map<string, string>();
  let leaks = 0;
  const record = (name: string, text: string) => {
    outputs.set(name, text);
    const found = leaksIn(text);
    leaks += found.length;
    return found;
  };

  it('the corpus plants secrets where findings quote the capture (so masking is exercised)', async () => {
    expect(planted.length).toBeGreaterThan(20);
    const result = await runCheck(options());
    const quoting = result.files.flatMap((f) => f.findings).filter((f) => /stray|parse|not a JSON-RPC|not valid JSON/i.test(f.message));
    expect(quoting.length).toBeGreaterThan(5);
    expect(result.secrets.length).toBeGreaterThan(10);
  });

  it('text, json, sarif, markdown (comment and summary), annotations and html', async () => {
    const result = await runCheck(options());
    expect(record('text', formatText(result))).toEqual([]);
    expect(record('json', formatJson(result))).toEqual([]);
    expect(record('sarif', formatSarif(result))).toEqual([]);
    expect(record('markdown comment', formatMarkdown(result, { target: 'comment' }))).toEqual([]);
    expect(record('markdown summary', formatMarkdown(result, { target: 'summary' }))).toEqual([]);
    expect(record('annotations', formatGithubCommands(result, { maxAnnotations: 50 }))).toEqual([]);
    expect(record('html', formatHtml(result))).toEqual([]);
  });

  it('expectation files written by update mode', async () => {
    const updateDir = mkdtempSync(join(tmpdir(), 'mcl-secrets-update-'));
    try {
      for (const capture of captures) writeFileSync(join(updateDir, capture.fileName), capture.text);
      const result = await runCheck(options({ cwd: updateDir, mode: 'update' }));
      expect(result.updated.length).toBeGreaterThan(0);
      const written = readdirSync(updateDir).filter((name) => name.endsWith('.expected.yaml'));
      for (const name of written) {
        const text = readFileSync(join(updateDir, name), 'utf8');
        parse(text);
        expect(record(`expectations ${name}`, text)).toEqual([]);
      }
    } finally {
      rmSync(updateDir, { recursive: true, force: true });
    }
  });

  it('explain, capture by capture', async () => {
    const plain = createStyle(false);
    for (const capture of captures) {
      const out = await explain(capture.text, { name: capture.fileName, revision: 'auto', style: plain });
      expect(record(`explain ${capture.name}`, out.output)).toEqual([]);
    }
  });

  it("the Action: its log, annotations, summary, PR comment, and the secrets it registers with the runner", async () => {
    const log: string[] = [];
    const registered: string[] = [];
    const comments: string[] = [];
    const io: ActionIo = {
      getInput: (name) => ({ captures: files.join('\n'), revision: 'auto', mode: 'check', 'fail-on': 'error', comment: 'always', 'github-token': 'x', 'max-annotations': '50', 'working-directory': '.' })[name] ?? '',
      getMultilineInput: (name) => (name === 'captures' ? files : []),
      annotate: (annotation) => log.push(JSON.stringify(annotation)),
      info: (m) => log.push(m),
      warning: (m) => log.push(m),
      debug: (m) => log.push(m),
      setOutput: (n, v) => log.push(`${n}=${v}`),
      setSecret: (v) => registered.push(v),
      setFailed: (m) => log.push(m),
      writeSummary: async (md) => void log.push(md),
    };
    const github = (): GitHubPort => ({
      listIssueComments: async () => ({ comments: [], hasNext: false }),
      createIssueComment: async (_n, body) => (comments.push(body), { id: 1, body, author: { login: 'github-actions[bot]', type: 'Bot' } }),
      updateIssueComment: async (id, body) => (comments.push(body), { id, body, author: { login: 'github-actions[bot]', type: 'Bot' } }),
      deleteIssueComment: async () => undefined,
      setCommentMinimized: async () => undefined,
      viewerLogin: async () => 'github-actions',
    });
    const context: ActionContext = {
      workspace: dir,
      eventName: 'pull_request',
      payload: { pull_request: { number: 7, head: { sha: 'abc' } } },
      repository: { owner: 'o', repo: 'r' },
      sha: 'abc',
      serverUrl: 'https://github.com',
      job: 'lint',
    };
    await runAction({ io, context, github, loadConfig: async () => ({ config: {} }) });
    expect(comments).toHaveLength(1);
    expect(record('action log and summary', log.join('\n'))).toEqual([]);
    expect(record('action comment', comments.join('\n'))).toEqual([]);
    // Everything learned is registered with the runner, which masks it in the raw log too.
    expect(registered.length).toBeGreaterThan(10);
  });

  it('counts 0 leaks over every output', () => {
    expect(outputs.size).toBeGreaterThan(8 + captures.length);
    expect(leaks).toBe(0);
  });
});
