import { describe, expect, it } from 'vitest';
import { messageRules } from '../helpers/rule-sets.js';
import { RULES } from '../../src/core/rules/index.js';
import { runLines } from './tester.js';

describe('every message rule: its documented bad example triggers it, its good example does not', () => {
  for (const rule of messageRules) {
    it(rule.meta.id, () => {
      const { bad, good, revision } = rule.meta.examples!;
      const badFindings = runLines(bad, revision);
      expect(badFindings.map((f) => f.rule)).toContain(rule.meta.id);
      const goodFindings = runLines(good, revision);
      expect(goodFindings.filter((f) => f.rule === rule.meta.id || f.severity === 'error')).toEqual([]);
    });
  }
  it('every rule id in the catalog is unique and kebab-case', () => {
    const ids = RULES.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });
});
