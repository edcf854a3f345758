// The requirement coverage of a capture (src/core/requirement-coverage): what it violated, what it exercised
// and held, what it never put to the test, in the engine's result, the JSON report (against the
// shipped schema), the markdown and the CLI's --coverage table.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { runCheckCommand } from '../../src/cli/check.js';
import { checkCapture, type FileCheckResult } from '../../src/core/engine.js';
import type { CaptureCoverage, CoverageStatus } from '../../src/core/requirement-coverage/coverage.js';
import { formatJunit } from '../../src/report/junit.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { formatSarif } from '../../src/report/sarif.js';
import { workdir } from '../cli/run-cli.js';

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const INIT = '> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = '< {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}';
const INITIALIZED = '> {"jsonrpc":"2.0","method":"notifications/initialized"}';
const LIST = '> {"jsonrpc":"2.0","id":2,"method":"tools/list"}';
const STATS_TOOL = '{"name":"stats","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"mean":{"type":"number"}},"required":["mean"]}}';
const CALL = '> {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"stats","arguments":{}}}';

function session(...lines: string[]): string {
  return `${[INIT, INIT_RESULT, INITIALIZED, ...lines].join('\n')}\n`;
}

/** A capture calling a tool that declares an outputSchema, answered with `structured`. */
function structuredCall(structured: string): string {
  return session(LIST, `< {"jsonrpc":"2.0","id":2,"result":{"tools":[${STATS_TOOL}]}}`, CALL, `< {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"${structured.replace(/"/g, '\\"')}"}],"structuredContent":${structured}}}`);
}

async function check(text: string, path = 'capture.jsonl'): Promise<FileCheckResult> {
  return checkCapture({ path, text }, { revision: 'auto' });
}

function coverageOf(result: FileCheckResult): CaptureCoverage {
  expect(result.coverageNotComputed).toBeUndefined();
  expect(result.coverage).toHaveLength(1);
  return result.coverage![0];
}

function statusOf(coverage: CaptureCoverage, id: string): CoverageStatus | undefined {
  return coverage.requirements.find((r) => r.id === id)?.status;
}

describe('requirement coverage of one capture', () => {
  it('a tools/call for a tool with an outputSchema, answered as it says, exercises and holds that requirement', async () => {
    const result = await check(structuredCall('{"mean":2.5}'));
    const coverage = coverageOf(result);
    expect(coverage.revision).toBe('2025-11-25');
    expect(statusOf(coverage, 'tools.structured-content-conforms')).toBe('held');
    expect(result.findings).toEqual([]);
    expect(coverage.violated).toBe(0);
    expect(coverage.exercised).toBe(coverage.held);
    expect(coverage.observable).toBe(coverage.requirements.length);
    expect(coverage.held + coverage.violated + coverage.notObserved + coverage.notApplicable + coverage.notJudged).toBe(coverage.observable);
  });

  it('a structuredContent breaking the outputSchema shows the requirement violated, with the finding that shows it', async () => {
    const result = await check(structuredCall('{"mean":"high"}'));
    const entry = coverageOf(result).requirements.find((r) => r.id === 'tools.structured-content-conforms')!;
    expect(entry.status).toBe('violated');
    expect(entry.ambiguous).toBeUndefined();
    expect(entry.findings!.map((i) => result.findings[i].rule)).toEqual(['tool-structured-content-invalid']);
  });

  it('a tools/call for a tool without an outputSchema leaves that requirement not observed', async () => {
    const result = await check(session(LIST, '< {"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"stats","inputSchema":{"type":"object"}}]}}', CALL, '< {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"2.5"}]}}'));
    const coverage = coverageOf(result);
    expect(statusOf(coverage, 'tools.structured-content-conforms')).toBe('not-observed');
    expect(statusOf(coverage, 'tools.input-schema-valid')).toBe('held');
  });

  it('a ping-only capture leaves most requirements not observed, and keeps them apart from held', async () => {
    const pings = session('> {"jsonrpc":"2.0","id":2,"method":"ping"}', '< {"jsonrpc":"2.0","id":2,"result":{}}');
    const coverage = coverageOf(await check(pings));
    expect(coverage.violated).toBe(0);
    expect(coverage.notObserved).toBeGreaterThan(coverage.held);
    for (const id of ['tools.structured-content-conforms', 'tools.declare-capability', 'resources.binary-encoded', 'elicitation.declare-capability', 'progress.value-increases']) {
      expect([id, statusOf(coverage, id)]).toEqual([id, 'not-observed']);
    }
    // What a ping exchange does test.
    expect(statusOf(coverage, 'messages.request-id-type')).toBe('held');
    expect(statusOf(coverage, 'lifecycle.initialize-first')).toBe('held');
    // A JSONL capture is no Streamable HTTP exchange.
    expect(statusOf(coverage, 'http.post-accept')).toBe('not-observed');
  });

  it('requirements that bind a side that sent nothing are not applicable', async () => {
    const serverOnly = '< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"up"}}\n';
    const result = await checkCapture({ path: 'server.jsonl', text: serverOnly }, { revision: '2025-11-25' });
    const coverage = coverageOf(result);
    expect(statusOf(coverage, 'lifecycle.client-sends-initialize')).toBe('not-applicable');
    expect(statusOf(coverage, 'roots.declare-capability')).toBe('not-applicable');
    expect(statusOf(coverage, 'logging.declare-capability')).not.toBe('not-applicable');
  });

  it('a capture that names no revision gets no coverage, saying why', async () => {
    const result = await check('{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n');
    expect(result.coverage).toBeUndefined();
    expect(result.coverageNotComputed).toMatch(/^the capture names no revision/);
  });

  it('a capability finding is filed under the requirement it breaks, not under every one its rule judges', async () => {
    const result = await check(session('> {"jsonrpc":"2.0","id":2,"method":"prompts/list"}', '< {"jsonrpc":"2.0","id":2,"result":{"prompts":[]}}'));
    const coverage = coverageOf(result);
    const violated = coverage.requirements.filter((r) => r.status === 'violated');
    expect(violated.map((r) => [r.id, r.ambiguous ?? false])).toEqual([['lifecycle.use-negotiated-capabilities', false]]);
    expect(statusOf(coverage, 'tools.declare-capability')).not.toBe('violated');
  });
});

describe('requirement coverage in the reports', () => {
  it('the JSON report carries it per capture and per run, and matches the schema', async () => {
    const cwd = workdir({ 'captures/good.jsonl': structuredCall('{"mean":2.5}'), 'captures/bad.jsonl': structuredCall('{"mean":"high"}') });
    const run = await runCheck({ cwd, captures: ['captures'], revision: 'auto', failOn: 'error', mode: 'check', jobs: 1 });
    expect(validate(run.report), JSON.stringify(validate.errors)).toBe(true);
    const bad = run.report.files.find((f) => f.path === 'captures/bad.jsonl')!;
    const violated = bad.coverage![0].requirements.violated.find((r) => r.id === 'tools.structured-content-conforms')!;
    expect(violated.findings.map((i) => bad.findings[i].rule)).toEqual(['tool-structured-content-invalid']);
    const [total] = run.report.coverage!;
    expect(total).toMatchObject({ revision: '2025-11-25', captures: 2 });
    expect(total.requirements.violated).toContainEqual({ id: 'tools.structured-content-conforms', captures: 1 });
    expect(total.requirements.held).toContainEqual({ id: 'tools.input-schema-valid', captures: 2 });

    const markdown = formatMarkdown(run, { target: 'summary' });
    expect(markdown).toContain(`<details><summary>2025-11-25: ${total.exercised} of ${total.observable} observable requirements exercised, ${total.violated} violated</summary>`);
    expect(markdown).toContain('**violated** (');
    const comment = formatMarkdown(run, { target: 'comment' });
    expect(comment).toContain(`<summary>2025-11-25: ${total.exercised} of ${total.observable} observable requirements exercised, ${total.violated} violated</summary>`);
  });

  it('SARIF carries it in the run\'s properties, JUnit in each capture\'s suite properties', async () => {
    const cwd = workdir({ 'captures/bad.jsonl': structuredCall('{"mean":"high"}') });
    const run = await runCheck({ cwd, captures: ['captures'], revision: 'auto', failOn: 'error', mode: 'check', jobs: 1 });
    const [total] = run.report.coverage!;
    const headline = `2025-11-25: ${total.exercised} of ${total.observable} observable requirements exercised, 1 violated`;
    const sarif = JSON.parse(formatSarif(run)) as { runs: { properties?: { requirementCoverage?: { headline: string; requirements: { violated: { id: string }[] } }[] } }[] };
    const [coverage] = sarif.runs[0].properties!.requirementCoverage!;
    expect(coverage.headline).toBe(headline);
    expect(coverage.requirements.violated).toContainEqual({ id: 'tools.structured-content-conforms', captures: 1 });
    expect(formatJunit(run)).toContain(`<property name="requirement-coverage" value="${headline}"/>`);
  });

  it('a shard report carries the coverage the merge rebuilds the run from, and the schema checks it', async () => {
    const cwd = workdir({ 'captures/bad.jsonl': structuredCall('{"mean":"high"}') });
    const run = await runCheck({ cwd, captures: ['captures'], revision: 'auto', failOn: 'error', mode: 'check', jobs: 1, shard: { index: 1, count: 1 } });
    expect(validate(run.report), JSON.stringify(validate.errors)).toBe(true);
    const copy = JSON.parse(JSON.stringify(run.report)) as { shard: { run: { files: { result: { coverage: { requirements: { status: string }[] }[] } }[] } } };
    copy.shard.run.files[0].result.coverage[0].requirements[0].status = 'passed';
    expect(validate(copy)).toBe(false);
  });

  it('--coverage prints the table after the text report and leaves the exit status as it is', async () => {
    const cwd = workdir({ 'bad.jsonl': structuredCall('{"mean":"high"}'), 'good.jsonl': structuredCall('{"mean":2.5}') });
    const run = async (args: string[]) => {
      let stdout = '';
      const status = await runCheckCommand([...args, '--no-progress', '-j', '1'], { cwd, stdout: (t) => (stdout += t), stderr: () => {} });
      return { status, stdout };
    };
    const plain = await run(['bad.jsonl']);
    const covered = await run(['bad.jsonl', '--coverage']);
    expect(plain.status).toBe(1);
    expect(covered.status).toBe(1);
    expect(plain.stdout).not.toContain('Requirement coverage');
    expect(covered.stdout.startsWith(plain.stdout.replace(/\n$/, ''))).toBe(true);
    expect(covered.stdout).toMatch(/^Requirement coverage \(1 capture\): 2025-11-25: \d+ of \d+ observable requirements exercised, 1 violated\.$/m);
    expect(covered.stdout).toMatch(/^ {2}violated {8}tools\.structured-content-conforms +violated in 1 of 1 capture$/m);
    expect(covered.stdout).toMatch(/^ {2}not observed {4}/m);
    const good = await run(['good.jsonl', '--coverage']);
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^ {2}held {12}tools\.structured-content-conforms +exercised in 1 of 1 capture$/m);
  });
});
