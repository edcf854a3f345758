import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRequirementsDoc } from '../../src/core/protocol/requirements/render.js';
import { RULES } from '../../src/core/rules/index.js';
import { repoRoot } from '../helpers/corpus.js';

const page = join(repoRoot, 'docs', 'requirements.md');

describe('docs/requirements.md is in step with the registry and the rules (UPDATE_DOCS=1 or `node scripts/requirements-docs.mjs` rewrites it)', () => {
  const text = renderRequirementsDoc(RULES);
  if (process.env.UPDATE_DOCS === '1') writeFileSync(page, text);
  it('requirements.md', () => {
    expect(existsSync(page), 'docs/requirements.md is missing').toBe(true);
    expect(readFileSync(page, 'utf8')).toBe(text);
  });
  it('links every rule it names to the rule\'s page', () => {
    for (const [, id] of text.matchAll(/\]\(rules\/([a-z0-9-]+)\.md\)/g)) expect(existsSync(join(repoRoot, 'docs', 'rules', `${id}.md`)), id).toBe(true);
  });
});
