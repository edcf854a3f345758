import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { formatJson } from '../../src/report/json-report.js';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, workspace } from '../golden/fixture.js';

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('JSON report', () => {
  it('matches the report schema in check and update mode, and is byte-identical run to run', async () => {
    const w = workspace({
      'captures/a.jsonl': BROKEN_CAPTURE,
      'captures/b.jsonl': CLEAN_CAPTURE,
      'captures/b.jsonl.expected.yaml': 'revision: 2025-06-18\nfindings:\n  - line: 4\n    rule: parse-error\n    severity: error\n',
      'captures/gone.jsonl.expected.yaml': 'findings: []\n',
    });
    cleanup = w.cleanup;
    const options = { cwd: w.dir, captures: ['captures'], revision: 'auto' as const, failOn: 'error' as const, mode: 'check' as const };
    const check = await runCheck(options);
    expect(validate(check.report), JSON.stringify(validate.errors)).toBe(true);
    expect(check.report.files[1]).toMatchObject({
      path: 'captures/b.jsonl',
      format: 'jsonl',
      revision: '2025-06-18',
      revisionSource: 'initialize',
      frames: 5,
      findings: [],
      expectations: { path: 'captures/b.jsonl.expected.yaml', exists: true, new: 0, expected: 0, stale: 1 },
      stale: [{ line: 4, rule: 'parse-error', severity: 'error' }],
    });
    expect(formatJson(await runCheck(options))).toBe(formatJson(check));
    const update = await runCheck({ ...options, mode: 'update' });
    expect(validate(update.report), JSON.stringify(validate.errors)).toBe(true);
    expect(update.report.updated).toEqual([
      { capture: 'captures/a.jsonl', path: 'captures/a.jsonl.expected.yaml', action: 'created', added: 1, removed: 0, moved: 0 },
      { capture: 'captures/b.jsonl', path: 'captures/b.jsonl.expected.yaml', action: 'deleted', added: 0, removed: 1, moved: 0 },
      { capture: 'captures/gone.jsonl', path: 'captures/gone.jsonl.expected.yaml', action: 'deleted', added: 0, removed: 0, moved: 0 },
    ]);
  });

  it('the schema rejects what the interface forbids', () => {
    const report = { tool: { name: 'mcp-capture-lint', version: '0.1.0' }, files: [], summary: { files: 0, frames: 0, errors: 0, warnings: 0, new: 0, stale: 0 } };
    expect(validate(report)).toBe(true);
    const bad = { ...report, files: [{ path: '/abs/a.jsonl', format: null, revision: null, revisionSource: 'none', frames: 0, findings: [], expectations: { path: null, new: 0, expected: 0, stale: 0 } }] };
    expect(validate(bad)).toBe(false);
    expect(validate({ ...bad, files: [{ ...bad.files[0], path: 'captures\\a.jsonl' }] })).toBe(false);
    expect(validate({ ...bad, files: [{ ...bad.files[0], path: 'captures/a.jsonl' }] })).toBe(true);
    expect(validate({ ...report, summary: { ...report.summary, errors: -1 } })).toBe(false);
  });
});
