import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/rules/index.js';
import { renderRuleDoc, renderRuleIndex } from '../../src/core/rules/rule-docs.js';
import { parseExpectations } from '../../src/golden/expectations.js';
import { repoRoot } from '../helpers/corpus.js';

const docsDir = join(repoRoot, 'docs', 'rules');
const update = process.env.UPDATE_DOCS === '1';

/** Corpus captures whose expectation files list each rule. */
function corpusByRule(): Map<string, string[]> {
  const byRule = new Map<string, string[]>();
  const corpus = join(repoRoot, 'corpus');
  if (!existsSync(corpus)) return byRule;
  const files = readdirSync(corpus, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.expected.yaml')).sort();
  for (const file of files) {
    const capture = relative(repoRoot, join(corpus, file.replace(/\.expected\.yaml$/, '')));
    for (const rule of new Set(parseExpectations(readFileSync(join(corpus, file), 'utf8')).findings.map((f) => f.rule))) {
      byRule.set(rule, [...(byRule.get(rule) ?? []), capture]);
    }
  }
  return byRule;
}

describe('docs/rules/*.md are in step with the rule catalog (UPDATE_DOCS=1 or `node scripts/rule-docs.mjs` rewrites them)', () => {
  const corpus = corpusByRule();
  const pages = new Map(RULES.map((rule) => [`${rule.meta.id}.md`, renderRuleDoc(rule, { corpus: corpus.get(rule.meta.id) })]));
  pages.set('README.md', renderRuleIndex(RULES));
  if (update) {
    mkdirSync(docsDir, { recursive: true });
    for (const [name, text] of pages) writeFileSync(join(docsDir, name), text);
  }
  for (const [name, text] of pages) {
    it(name, () => {
      expect(existsSync(join(docsDir, name)), `docs/rules/${name} is missing`).toBe(true);
      expect(readFileSync(join(docsDir, name), 'utf8')).toBe(text);
    });
  }
  it('has no page for a rule that no longer exists', () => {
    const stale = existsSync(docsDir) ? readdirSync(docsDir).filter((name) => name.endsWith('.md') && !pages.has(name)) : [];
    expect(stale).toEqual([]);
  });
});
