// Two revisions side by side (issue 20): `--revision 2025-11-25,2026-07-28` holds the captures to
// the first and shows, per other revision, the findings that differ, in every report.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction, type ActionIo, type ConfigLoader } from '../../src/action/action.js';
import { readInputs } from '../../src/action/inputs.js';
import { checkReport } from '../../src/app/report-schema.js';
import { runCheck, type RunOptions } from '../../src/app/run.js';
import { parseRevisionList } from '../../src/cli/values.js';
import { loadConfig } from '../../src/config/config.js';
import { parseRevisionChoice } from '../../src/core/revisions.js';
import { formatHtml } from '../../src/report/html-report.js';
import { formatJson } from '../../src/report/json-report.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatText } from '../../src/report/text.js';
import { CLI, runCli } from '../cli/run-cli.js';

const INIT = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}';
const SESSION = [
  INIT,
  INIT_RESULT,
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
].join('\n');

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-revisions-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const options = (cwd: string, extra: Partial<RunOptions> = {}): RunOptions => ({
  cwd,
  captures: ['captures'],
  revision: '2025-11-25',
  compareWith: ['2026-07-28'],
  mode: 'check',
  failOn: 'error',
  jobs: 1,
  ...extra,
});

describe('revision lists', () => {
  it('reads a list, all, and all after the one held to; refuses auto in a list and unknown names', () => {
    expect(parseRevisionChoice('2025-11-25,2026-07-28')).toEqual({ revision: '2025-11-25', compareWith: ['2026-07-28'] });
    expect(parseRevisionChoice('all')).toEqual({ revision: '2024-11-05', compareWith: ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] });
    expect(parseRevisionChoice('2025-11-25, all')).toEqual({ revision: '2025-11-25', compareWith: ['2024-11-05', '2025-03-26', '2025-06-18', '2026-07-28'] });
    expect(parseRevisionChoice(['2025-06-18', '2025-06-18'])).toEqual({ revision: '2025-06-18' });
    expect(parseRevisionChoice('auto')).toEqual({ revision: 'auto' });
    expect(parseRevisionChoice('auto,2026-07-28')).toMatchObject({ item: 'auto' });
    expect(() => parseRevisionList('2025-11-25,2026-07-82')).toThrow(/--revision must be auto, .* not "2025-11-25,2026-07-82": "2026-07-82" is not a dated revision\..*Did you mean "2026-07-28"/);
  });

  it('the config takes a YAML list and the Action a comma-separated input', async () => {
    const dir = folder({ '.mcp-capture-lint.yml': 'revision:\n  - 2025-11-25\n  - 2026-07-28\n' });
    const loaded = await loadConfig(dir);
    expect(loaded.config).toMatchObject({ revision: '2025-11-25', compareWith: ['2026-07-28'] });
    const inputs = readInputs({ getInput: (name) => (name === 'revision' ? '2025-11-25,2026-07-28' : ''), getMultilineInput: () => [] });
    expect(inputs).toMatchObject({ revision: '2025-11-25', compareWith: ['2026-07-28'] });
    expect(() => readInputs({ getInput: (name) => (name === 'revision' ? '2025-11-25,latest' : ''), getMultilineInput: () => [] })).toThrow(/Input `revision` must be auto, .*"latest" is not a dated revision/);
  });
});

describe('the reports, side by side', () => {
  it('text, JSON (valid against the schema) and markdown show what the other revision adds; the verdict is the first one’s', async () => {
    const cwd = folder({ 'captures/session.jsonl': SESSION });
    const result = await runCheck(options(cwd));
    // Clean under 2025-11-25: the run passes whatever 2026-07-28 says.
    expect(result.exitCode).toBe(0);
    expect(result.files[0].findings).toEqual([]);

    const text = formatText(result);
    expect(text).toContain('Beside 2025-11-25 (the revision the captures are held to):');
    expect(text).toMatch(/under 2026-07-28: \d+ more errors than under 2025-11-25, e\.g\. method-not-in-revision \(2\)/);
    // Pinning the other revision is the point: that its rules see a capture of another revision is not news.
    expect(text).not.toContain('revision-mismatch');
    // At the frame's "method" key.
    expect(text).toMatch(/\+ captures\/session\.jsonl:1:25 {2}error {2}.*initialize.*method-not-in-revision/);

    const json = JSON.parse(formatJson(result));
    expect(checkReport(json)).toHaveProperty('report');
    const [comparison] = json.files[0].comparisons;
    expect(comparison.revision).toBe('2026-07-28');
    expect(comparison.gone).toEqual([]);
    expect(comparison.added.map((f: { rule: string }) => f.rule)).toContain('method-not-in-revision');
    expect(comparison.errors).toBe(comparison.added.filter((f: { severity: string }) => f.severity === 'error').length);
    expect(json.summary.comparisons).toEqual([
      { revision: '2026-07-28', files: 1, errors: comparison.errors, warnings: comparison.warnings, info: comparison.info, added: comparison.added.length, gone: 0 },
    ]);
    expect(json.summary.errors).toBe(0);

    const markdown = formatMarkdown(result, { target: 'summary' });
    expect(markdown).toContain('**Other revisions, beside 2025-11-25**');
    expect(markdown).toMatch(new RegExp(`\\| 2026-07-28 \\| ${comparison.errors} \\| ${comparison.warnings} \\| ${comparison.info} \\| ${comparison.added.length} \\| 0 \\|`));
    expect(markdown).toContain(`<summary>Under 2026-07-28: ${comparison.added.length} findings differ</summary>`);
  });

  it('the HTML timeline carries each other revision’s counts and the rules that differ, and what a capture without revision was judged against', async () => {
    const cwd = folder({ 'captures/session.jsonl': SESSION, 'captures/fragment.jsonl': '{"jsonrpc":"2.0","id":1,"method":"tools/List"}\n' });
    const result = await runCheck(options(cwd, { timeline: true, overrides: [{ files: ['captures/fragment.jsonl'], revision: 'auto' }] }));
    const html = formatHtml(result);
    expect(html).toContain('"comparisons":[{"revision":"2026-07-28"');
    expect(html).toMatch(/"rules":\["method-not-in-revision"/);
    expect(html).toContain('"judgedAgainst":{"revisions":["2024-11-05","2025-03-26","2025-06-18","2025-11-25","2026-07-28"],"reasons":[]}');
  });

  it('no list, no section: the reports are as before', async () => {
    const cwd = folder({ 'captures/session.jsonl': SESSION });
    const result = await runCheck(options(cwd, { compareWith: undefined }));
    expect(formatText(result)).not.toContain('Beside');
    expect(JSON.parse(formatJson(result)).files[0]).not.toHaveProperty('comparisons');
    expect(formatMarkdown(result, { target: 'summary' })).not.toContain('Other revisions');
  });

  it('the Action: the summary shows the other revisions, the outputs count the first one only', async () => {
    const cwd = folder({ 'captures/session.jsonl': SESSION });
    const summaries: string[] = [];
    const outputs: Record<string, string> = {};
    const inputs: Record<string, string> = { captures: 'captures', revision: '2025-11-25,2026-07-28', comment: 'off' };
    const io: ActionIo = {
      getInput: (name) => inputs[name] ?? '',
      getMultilineInput: (name) => (inputs[name] ?? '').split('\n').filter(Boolean),
      annotate: () => {},
      info: () => {},
      warning: () => {},
      debug: () => {},
      setOutput: (name, value) => void (outputs[name] = String(value)),
      setSecret: () => {},
      setFailed: (message) => void summaries.push(`failed ${message}`),
      writeSummary: async (markdown) => void summaries.push(markdown),
    };
    const noConfig: ConfigLoader = async () => ({ config: {} });
    const outcome = await runAction({
      io,
      context: { workspace: cwd, eventName: 'push', payload: {}, repository: { owner: 'o', repo: 'r' }, sha: 'abc', serverUrl: 'https://github.com', job: 'lint' },
      github: () => {
        throw new Error('no API call expected');
      },
      loadConfig: noConfig,
    });
    expect(summaries.filter((s) => s.startsWith('failed'))).toEqual([]);
    expect(outcome.exitCode).toBe(0);
    expect(outputs).toMatchObject({ errors: '0', failed: 'false' });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('**Other revisions, beside 2025-11-25**');
    expect(summaries[0]).toMatch(/\| 2026-07-28 \| [1-9]\d* \|/);
  });
});

// The built bin (dist/, committed), as a user runs it.
describe('mcp-capture-lint check --revision a,b', () => {
  it('prints the comparison and exits with the first revision’s verdict; --format json carries it', () => {
    expect(readFileSync(CLI, 'utf8').length).toBeGreaterThan(0);
    const cwd = folder({ 'captures/session.jsonl': SESSION });
    const run = runCli(['check', 'captures', '--revision', '2025-11-25,2026-07-28', '--no-progress'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Beside 2025-11-25 (the revision the captures are held to):');
    expect(run.stdout).toMatch(/under 2026-07-28: \d+ more errors than under 2025-11-25/);
    const json = runCli(['check', 'captures', '--revision', '2025-11-25,2026-07-28', '--format', 'json', '--no-progress'], { cwd });
    expect(JSON.parse(json.stdout).summary.comparisons[0].revision).toBe('2026-07-28');
    const bad = runCli(['check', 'captures', '--revision', '2025-11-25,auto'], { cwd });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('auto cannot be part of a list');
  });
});
