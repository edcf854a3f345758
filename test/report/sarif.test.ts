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

  it('fingerprints by anchor and occurrence: a re-recorded message (another id) keeps its alert; another anchor does not', () => {
    const print = (findings: Parameters<typeof fakeResult>[0][0]['findings']) =>
      (buildSarif(fakeResult([{ path: 'a.jsonl', findings }])) as Sarif).runs[0].results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    const anchor = 'request tools/call from client at params.args';
    const [first] = print([{ line: 3, anchor, message: 'tools/call request (id 3): ...' }]);
    expect(FINGERPRINT_KEY).toBe('mcpCaptureLint/v2');
    expect(print([{ line: 8, anchor, message: 'tools/call request (id 41): ...' }])).toEqual([first]);
    expect(print([{ line: 3, anchor: 'request tools/list from client', message: 'tools/call request (id 3): ...' }])).not.toEqual([first]);
    // Two of one anchor are told apart by their occurrence, in line order; the first keeps the first's print.
    const two = print([{ line: 9, anchor, message: 'b' }, { line: 3, anchor, message: 'a' }]);
    expect(two[1]).toBe(first);
    expect(two[0]).not.toBe(first);
  });

  it('says where an expected finding moved, in its suppression and properties', () => {
    const moved = fakeResult([{ path: 'a.jsonl', findings: [{ line: 7, anchor: 'capture', expectation: 'expected', movedFrom: 5 }] }]);
    const [r] = (buildSarif(moved) as Sarif).runs[0].results;
    expect(r.suppressions[0].justification).toBe('Expected in a.jsonl.expected.yaml (moved from line 5 to 7).');
    expect(r.properties).toEqual({ expectation: 'expected', anchor: 'capture', occurrence: 1, movedFrom: 5 });
  });

  it('is the same text for the same input', () => {
    expect(formatSarif(result)).toBe(formatSarif(result));
  });

  it('rejects what code scanning would reject (the schema is not a rubber stamp)', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] })).toBe(false);
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: {}, locations: [{ physicalLocation: { artifactLocation: { uri: 'a' }, region: { startLine: 0 } } }] }] }] })).toBe(false);
  });
});
