import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rules/index.js';
import { buildSarif, FINGERPRINT_KEY, formatSarif } from '../../src/report/sarif.js';
import { fakeResult } from './fake-result.js';

const schema = JSON.parse(readFileSync(new URL('./sarif-2.1.0-subset.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validate = ajv.compile(schema);

type Sarif = { runs: { tool: { driver: { rules: { id: string; help: { text: string } }[] } }; results: Record<string, any>[] }[] };

describe('SARIF 2.1.0', () => {
  const result = fakeResult([
    {
      path: 'captures/odd name (1).jsonl',
      findings: [
        { line: 3, column: 2, endLine: 4, message: 'A new problem.' },
        { line: 9, severity: 'warning', expectation: 'expected', message: 'A known one.' },
        { line: 12, rule: 'not-in-catalog', severity: 'info', message: 'From a reader.' },
      ],
    },
  ]);

  it('validates against the schema, with rules that carry help text', () => {
    const log = buildSarif(result, { pathPrefix: 'server' });
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const driver = (log as Sarif).runs[0].tool.driver;
    expect(driver.rules.map((r) => r.id)).toEqual([...RULES.map((r) => r.meta.id), 'not-in-catalog']);
    const parseError = driver.rules.find((r) => r.id === 'parse-error')!;
    expect(parseError.help.text).toContain('Why: A peer that receives it answers -32700');
    expect(parseError.help.text).toContain('Instead: Write each message as one complete JSON text');
  });

  it('places results on the capture line, relative to the repository root, with levels and baseline state', () => {
    const [run] = (buildSarif(result, { pathPrefix: 'server' }) as Sarif).runs;
    expect(run.results.map((r) => [r.ruleId, r.level, r.baselineState, r.suppressions?.[0]?.kind])).toEqual([
      ['parse-error', 'error', 'new', undefined],
      ['parse-error', 'warning', 'unchanged', 'external'],
      ['not-in-catalog', 'note', 'new', undefined],
    ]);
    expect(run.results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'server/captures/odd%20name%20%281%29.jsonl', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3, startColumn: 2, endLine: 4 },
    });
  });

  it('keeps a finding’s fingerprint when its frame moves to another line', () => {
    const at = (line: number) =>
      (buildSarif(fakeResult([{ path: 'a.jsonl', findings: [{ line, message: 'Same frame.' }] }])) as Sarif).runs[0].results[0].partialFingerprints[FINGERPRINT_KEY];
    expect(at(3)).toMatch(/^[0-9a-f]{32}$/);
    expect(at(40)).toBe(at(3));
    const twice = (buildSarif(fakeResult([{ path: 'a.jsonl', findings: [{ line: 1, message: 'Same.' }, { line: 2, message: 'Same.' }] }])) as Sarif).runs[0].results;
    expect(twice[0].partialFingerprints[FINGERPRINT_KEY]).not.toBe(twice[1].partialFingerprints[FINGERPRINT_KEY]);
  });

  it('is the same text for the same input', () => {
    expect(formatSarif(result)).toBe(formatSarif(result));
  });

  it('rejects what code scanning would reject (the schema is not a rubber stamp)', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] })).toBe(false);
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: {}, locations: [{ physicalLocation: { artifactLocation: { uri: 'a' }, region: { startLine: 0 } } }] }] }] })).toBe(false);
  });
});
