import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { RULES } from '../../src/core/rules/index.js';
import { repoRoot } from '../helpers/corpus.js';

const captureDir = join(repoRoot, 'src/core/capture');
const readers = readdirSync(captureDir).filter((name) => name.endsWith('.ts'));

/** Issue 18: the readers raise rules through the rule's own typed call; the wording lives with the rule. */
describe('reader issues', () => {
  it('no reader writes a rule id or a finding text itself', () => {
    expect(readers.length).toBeGreaterThan(10);
    const offenders = readers.flatMap((name) => {
      const source = readFileSync(join(captureDir, name), 'utf8');
      return [...source.matchAll(/\b(rule|message):\s*['`"]/g)].map((match) => `${name}: ${match[0]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every rule a reader raises is in the catalog, with the severity its rule file gives', async () => {
    const ids = new Set(RULES.map((rule) => rule.meta.id));
    const text = ['[boot] starting', '{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"res'].join('\n');
    const { findings } = await checkCapture({ path: 'x.jsonl', text }, { revision: '2025-06-18' });
    expect(findings.map((f) => `${f.rule} ${f.severity}`)).toEqual(['stray-output error', 'truncated-frame warning']);
    for (const finding of findings) expect(ids.has(finding.rule)).toBe(true);
    const mixed = await checkCapture({ path: 'x.jsonl', text }, { revision: '2025-06-18', mixedOutput: true });
    expect(mixed.findings[0]).toMatchObject({ rule: 'stray-output', severity: 'info', anchor: 'line "[boot] starting"' });
    expect(mixed.findings[0].message).toMatch(/^This line is not a JSON-RPC message \("\[boot\] starting"\); it was set aside/);
  });
});
