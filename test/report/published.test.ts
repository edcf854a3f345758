import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { buildSarif } from '../../src/report/sarif.js';
import { HOMEPAGE } from '../../src/version.js';
import { fakeResult } from './fake-result.js';

/** What the package publishes about itself: one report schema, one home. */

const root = new URL('../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');
const pkg = JSON.parse(read('package.json')) as { homepage?: string; repository?: { url?: string }; files: string[] };
const SCHEMA = 'schema/report.schema.json';
const schema = JSON.parse(read(SCHEMA));

describe('the JSON report schema', () => {
  it('exists once: the file the docs link to, shipped in the package', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    expect(tracked.filter((path) => /report\.schema\.json$/.test(path) && !path.startsWith('dist/'))).toEqual([SCHEMA]);
    expect(read('docs/cli.md')).toContain(`(../${SCHEMA})`);
    expect(pkg.files).toContain(SCHEMA.split('/')[0]);
  });

  it('says every field of a finding and an expectation entry, and rejects others', () => {
    const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
    const finding = { rule: 'parse-error', severity: 'error', line: 3, column: 1, endLine: 3, message: 'x', expectation: 'new' };
    const file = {
      path: 'captures/a.jsonl',
      format: 'jsonl',
      revision: '2025-06-18',
      revisionSource: 'initialize',
      frames: 4,
      findings: [finding],
      expectations: { path: 'captures/a.jsonl.expected.yaml', new: 1, expected: 0, stale: 1 },
      stale: [{ line: 9, rule: 'parse-error', severity: 'error', expectationLine: 4 }],
    };
    const report = (f: object) => ({
      tool: { name: 'mcp-capture-lint', version: '0.1.0' },
      files: [f],
      summary: { files: 1, frames: 4, errors: 1, warnings: 0, new: 1, stale: 1 },
    });
    expect(validate(report(file)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(report({ ...file, findings: [{ ...finding, col: 1 }] }))).toBe(false);
    expect(validate(report({ ...file, path: './captures/a.jsonl' }))).toBe(false);
  });
});

describe('the project home', () => {
  it('is package.json homepage, its repository, the SARIF informationUri and the schema $id', () => {
    expect(pkg.homepage).toBe(HOMEPAGE);
    expect(pkg.repository?.url).toBe(`git+${HOMEPAGE}.git`);
    const sarif = buildSarif(fakeResult([])) as { runs: { tool: { driver: { informationUri: string } } }[] };
    expect(sarif.runs[0].tool.driver.informationUri).toBe(HOMEPAGE);
    expect(schema.$id).toBe(`${HOMEPAGE}/blob/main/${SCHEMA}`);
  });
});
