import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule } from '../../src/core/rules/rule.js';
import { repoRoot } from '../helpers/corpus.js';

// The rule is the unit of the tree, as in ESLint and typescript-eslint: each rule lives in
// src/core/rules/<family>/<rule-id>.ts, has its page docs/rules/<rule-id>.md, and nothing else
// lives in a family folder (helpers the rules share are in lib/).
const rulesDir = join(repoRoot, 'src', 'core', 'rules');
const NOT_FAMILIES = new Set(['lib']);

const families = readdirSync(rulesDir).filter((name) => statSync(join(rulesDir, name)).isDirectory() && !NOT_FAMILIES.has(name));
const ruleFiles = families.flatMap((family) => readdirSync(join(rulesDir, family)).map((name) => ({ family, name })));

function isRule(value: unknown): value is Rule {
  return typeof value === 'object' && value !== null && 'meta' in value && 'create' in value;
}

describe('the rule tree: src/core/rules/<family>/<rule-id>.ts', () => {
  it('has one folder per family the catalog uses, and no other', () => {
    expect([...families].sort()).toEqual([...new Set(RULES.map((rule) => rule.meta.family))].sort());
  });

  it.each(ruleFiles)('$family/$name holds exactly one rule, whose id is the file name and whose family is the folder', async ({ family, name }) => {
    expect(name).toMatch(/^[a-z0-9-]+\.ts$/);
    const module = (await import(join(rulesDir, family, name))) as Record<string, unknown>;
    const rules = Object.values(module).filter(isRule);
    const id = name.replace(/\.ts$/, '');
    expect(rules.map((rule) => rule.meta.id)).toEqual([id]);
    // Its export is the id in camel case, so `grep progressInvalid` finds the rule `progress-invalid`.
    expect(Object.keys(module).filter((key) => isRule(module[key]))).toEqual([id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())]);
    expect(rules[0].meta.family).toBe(family);
    expect(RULES, 'the catalog lists it').toContain(rules[0]);
  });

  it('every rule of the catalog has its file and its doc page', () => {
    for (const rule of RULES) {
      expect(existsSync(join(rulesDir, rule.meta.family, `${rule.meta.id}.ts`)), rule.meta.id).toBe(true);
      expect(existsSync(join(repoRoot, 'docs', 'rules', `${rule.meta.id}.md`)), rule.meta.id).toBe(true);
    }
    expect(ruleFiles.length).toBe(RULES.length);
  });
});
