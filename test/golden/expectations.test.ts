import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { diffExpectations, ExpectationFormatError, formatExpectations, MAX_EXPECTATION_CHARS, parseExpectations } from '../../src/golden/expectations.js';
import { BROKEN_CAPTURE, CLEAN_CAPTURE, workspace } from './fixture.js';

const f = (line: number, rule: string, message = 'm') => ({ line, rule, severity: 'error' as const, message, column: 1, endLine: line });

describe('the golden diff', () => {
  it('identifies findings by rule and line, counted, ignoring message and severity', () => {
    const found = [f(3, 'a', 'new wording'), f(3, 'a'), f(3, 'b'), f(5, 'a')];
    const expected = [
      { line: 3, rule: 'a', severity: 'warning' as const, message: 'old wording' },
      { line: 5, rule: 'a', severity: 'error' as const },
      { line: 5, rule: 'a', severity: 'error' as const },
      { line: 8, rule: 'c', severity: 'info' as const },
    ];
    const diff = diffExpectations(found, expected);
    expect(diff.expected).toEqual([found[0], found[3]]);
    expect(diff.new).toEqual([found[1], found[2]]);
    expect(diff.stale).toEqual([expected[2], expected[3]]);
  });

  it('writes the same text for the same findings in any order, and reads it back', () => {
    const a = formatExpectations('x.jsonl', '2025-06-18', [f(9, 'b'), f(2, 'z'), f(2, 'a')]);
    const b = formatExpectations('x.jsonl', '2025-06-18', [f(2, 'a'), f(9, 'b'), f(2, 'z')]);
    expect(a).toBe(b);
    expect(parseExpectations(a).findings.map((e) => `${e.line} ${e.rule}`)).toEqual(['2 a', '2 z', '9 b']);
    expect(a).not.toMatch(/\/work|\/tmp|\d{4}-\d\d-\d\dT/);
  });

  it('rejects files that are not expectation files, saying what is wrong', () => {
    expect(() => parseExpectations('findings: 3')).toThrow(new ExpectationFormatError('`findings` must be a list'));
    expect(() => parseExpectations('findings:\n  - line: 2\n')).toThrow('findings[0].rule must be a rule id');
    expect(() => parseExpectations('findings: [\n')).toThrow(/^not valid YAML/);
    expect(parseExpectations('').findings).toEqual([]);
  });

  it('places each entry on its line, and refuses a file larger than any --update writes before parsing it', () => {
    const text = formatExpectations('a.jsonl', '2025-06-18', [f(2, 'a'), f(9, 'b')]);
    const parsed = parseExpectations(text);
    const textLines = text.split('\n');
    expect(parsed.lines.map((line) => textLines[(line ?? 0) - 1])).toEqual(['  - rule: a', '  - rule: b']);
    const huge = `findings:\n${'  - line: 3\n    rule: stray-output\n'.repeat(300_000)}`;
    expect(huge.length).toBeGreaterThan(MAX_EXPECTATION_CHARS);
    expect(() => parseExpectations(huge)).toThrow(/MiB, more than the 8 MiB an expectation file may be/);
  });
});

describe('expectation files in a separate folder', () => {
  it('reads and writes <folder>/<capture path>.expected.yaml and finds orphans there', async () => {
    const w = workspace({ 'captures/a.jsonl': BROKEN_CAPTURE, 'captures/b.jsonl': CLEAN_CAPTURE, 'golden/captures/gone.jsonl.expected.yaml': 'findings:\n  - line: 1\n    rule: parse-error\n' });
    try {
      const options = { cwd: w.dir, captures: ['captures'], revision: 'auto' as const, failOn: 'error' as const, expectationsDir: 'golden' };
      const check = await runCheck({ ...options, mode: 'check' });
      expect(check.files[0].expectation.path).toBe('golden/captures/a.jsonl.expected.yaml');
      expect(check.orphans).toEqual([{ path: 'golden/captures/gone.jsonl.expected.yaml', capture: 'captures/gone.jsonl', entries: 1 }]);
      const update = await runCheck({ ...options, mode: 'update' });
      expect(update.updated.map((u) => [u.path, u.action])).toEqual([
        ['golden/captures/a.jsonl.expected.yaml', 'created'],
        ['golden/captures/gone.jsonl.expected.yaml', 'deleted'],
      ]);
      expect(readFileSync(join(w.dir, 'golden/captures/a.jsonl.expected.yaml'), 'utf8')).toContain('rule: parse-error');
      expect(existsSync(join(w.dir, 'captures/a.jsonl.expected.yaml'))).toBe(false);
      expect((await runCheck({ ...options, mode: 'check' })).exitCode).toBe(0);
    } finally {
      w.cleanup();
    }
  });
});
