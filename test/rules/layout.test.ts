import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule } from '../../src/core/rules/rule.js';
import { repoRoot } from '../helpers/corpus.js';

// The rule is the unit of the tree, as in ESLint and typescript-eslint: each rule lives in
// src/core/rules/<family>/<rule-id>.ts, has its page docs/rules/<rule-id>.md, and nothing else
// lives in a family folder (helpers the rules share are in lib/).
const rulesDir = join(repoRoot, 'src', 'core', 'rules');
const testsDir = join(repoRoot, 'test', 'rules');
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

describe('the rule tests: test/rules/<family>/<rule-id>.test.ts, mirroring the rule tree', () => {
  it('every rule of the catalog has its test file, which runs it through the RuleTester', () => {
    const missing = RULES.filter((rule) => !existsSync(join(testsDir, rule.meta.family, `${rule.meta.id}.test.ts`))).map((rule) => `${rule.meta.family}/${rule.meta.id}`);
    expect(missing).toEqual([]);
    for (const rule of RULES) {
      const camel = rule.meta.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
      const text = readFileSync(join(testsDir, rule.meta.family, `${rule.meta.id}.test.ts`), 'utf8');
      expect(text, `${rule.meta.id}.test.ts`).toContain(`ruleTester.run(${camel},`);
    }
  });

  it('a family folder of test/rules holds only the tests of its rules', () => {
    const strays = families.flatMap((family) =>
      existsSync(join(testsDir, family))
        ? readdirSync(join(testsDir, family))
            .filter((name) => !RULES.some((rule) => rule.meta.family === family && name === `${rule.meta.id}.test.ts`))
            .map((name) => `${family}/${name}`)
        : [],
    );
    expect(strays).toEqual([]);
  });

  // Rules whose bad capture cannot be shown as text on a doc page; their test files build the
  // capture instead (bytes, or a generated value past the limit).
  const NO_TEXT_EXAMPLE: Record<string, string> = {
    'invalid-utf8': 'the bad capture is bytes that are not UTF-8',
    'line-too-long': 'the bad capture is a line over the reader limit (megabytes)',
    'frame-too-large': 'the bad capture is a frame over the size limit (megabytes)',
    'nesting-too-deep': 'the bad capture nests more than 1,000 levels',
  };

  it('every rule has doc examples, a bad and a good capture, which its RuleTester runs', () => {
    const undocumented = RULES.filter((rule) => !(rule.meta.id in NO_TEXT_EXAMPLE) && (!rule.meta.examples?.bad || !rule.meta.examples?.good)).map((rule) => rule.meta.id);
    expect(undocumented).toEqual([]);
  });

  it('the rules exempt from text examples exist and really have none', () => {
    for (const id of Object.keys(NO_TEXT_EXAMPLE)) {
      const rule = RULES.find((candidate) => candidate.meta.id === id);
      expect(rule, id).toBeDefined();
      expect(rule!.meta.examples, id).toBeUndefined();
    }
  });

  it('every rule id in the catalog is unique and kebab-case', () => {
    const ids = RULES.map((rule) => rule.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });
});
