import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { messageRules } from '../../src/core/rules/message/index.js';

const examplesDir = new URL('../../../shared/mcp-spec/2026-07-28/examples/', import.meta.url).pathname;
const haveExamples = existsSync(examplesDir);

function wholeMessages(): { path: string; text: string }[] {
  const files = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files
    .map((name) => ({ path: name, value: JSON.parse(readFileSync(join(examplesDir, name), 'utf8')) as unknown }))
    .filter(({ value }) => typeof value === 'object' && value !== null && 'jsonrpc' in value)
    .map(({ path, value }) => ({ path, text: `${JSON.stringify(value)}\n` }));
}

describe.skipIf(!haveExamples)('the official 2026-07-28 examples that are whole JSON-RPC messages (skipped without ../shared/mcp-spec)', () => {
  const examples = haveExamples ? wholeMessages() : [];
  it('are all found (the folder holds 129 examples, of which the whole messages are checked here)', () => {
    const total = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.json')).length;
    expect(total).toBe(129);
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });
  for (const example of examples) {
    it(`${example.path}: no error-level finding from the whole rule catalog under 2026-07-28`, async () => {
      const result = await checkCapture({ path: example.path, text: example.text }, { revision: '2026-07-28', format: 'jsonl' });
      expect(result.error).toBeUndefined();
      expect(result.frames).toBe(1);
      expect(result.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
      const mine = await checkCapture({ path: example.path, text: example.text }, { revision: '2026-07-28', format: 'jsonl', ruleSet: messageRules });
      expect(mine.findings.map((f) => `${f.rule} (${f.severity}): ${f.message}`), 'the message rules say nothing at all').toEqual([]);
    });
  }
  it('the check can fail: each example request without its _meta, and each result without resultType, is an error', async () => {
    let mutants = 0;
    for (const example of examples) {
      const value = JSON.parse(example.text) as Record<string, any>;
      let rule: string;
      if (typeof value.method === 'string' && 'id' in value) {
        delete value.params._meta;
        rule = 'request-meta-required';
      } else if (value.result) {
        delete value.result.resultType;
        rule = 'result-type';
      } else continue;
      mutants++;
      const result = await checkCapture({ path: example.path, text: `${JSON.stringify(value)}\n` }, { revision: '2026-07-28', format: 'jsonl' });
      expect(result.findings.filter((f) => f.severity === 'error').map((f) => f.rule), example.path).toContain(rule);
    }
    expect(mutants).toBeGreaterThanOrEqual(20);
  });
});
