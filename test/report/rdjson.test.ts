import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formatRdjson } from '../../src/report/rdjson.js';
import { fakeResult } from './fake-result.js';

const schema = JSON.parse(readFileSync(new URL('./fixtures/rdjson.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ allErrors: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validate = ajv.compile(schema);

describe('rdjson (reviewdog)', () => {
  const result = fakeResult([
    { path: 'caps/a.jsonl', findings: [{ line: 6, column: 4, endLine: 6, message: 'Not JSON.' }, { line: 8, endLine: 10, rule: 'id-type', severity: 'warning', message: 'Spans.' }, { line: 2, expectation: 'expected' }] },
    { path: 'caps/b.jsonl', stale: [{ line: 4, rule: 'parse-error', severity: 'error', expectationLine: 7 }] },
  ]);

  it('matches reviewdog\'s DiagnosticResult schema', () => {
    const doc = JSON.parse(formatRdjson(result));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ diagnostics: [{ message: 'x', location: { path: 'a', range: { start: { line: 0 } } }, severity: 'ERROR' }] })).toBe(false);
  });

  it('gives each new finding its file, line, column, severity, rule code and documentation URL; expected ones are left out', () => {
    const { source, diagnostics } = JSON.parse(formatRdjson(result, { pathPrefix: 'sub' }));
    expect(source).toEqual({ name: 'mcp-capture-lint', url: 'https://github.com/mcp-capture-lint/mcp-capture-lint' });
    expect(diagnostics).toEqual([
      { message: 'Not JSON.', location: { path: 'sub/caps/a.jsonl', range: { start: { line: 6, column: 4 } } }, severity: 'ERROR', code: { value: 'parse-error', url: 'https://github.com/mcp-capture-lint/mcp-capture-lint/blob/main/docs/rules/parse-error.md' } },
      { message: 'Spans.', location: { path: 'sub/caps/a.jsonl', range: { start: { line: 8 }, end: { line: 10 } } }, severity: 'WARNING', code: { value: 'id-type', url: 'https://github.com/mcp-capture-lint/mcp-capture-lint/blob/main/docs/rules/id-type.md' } },
      {
        message: 'caps/b.jsonl: parse-error was expected on line 4 and is no longer found. Remove the entry: --update=prune records nothing new.',
        location: { path: 'sub/caps/b.jsonl.expected.yaml', range: { start: { line: 7 } } },
        severity: 'ERROR',
        code: { value: 'stale-expectation' },
      },
    ]);
  });
});
