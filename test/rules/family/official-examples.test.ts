import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { messageRules } from '../../helpers/rule-sets.js';
import { describeShared, specDir } from '../../helpers/shared.js';

const examplesDir = join(specDir, '2026-07-28', 'examples');

/** Every example file (relative paths), listed without reading them: one test each. */
const exampleFiles = existsSync(examplesDir)
  ? readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/** The example as one JSONL line, or undefined when it is not a whole JSON-RPC message (read in the tests, not while collecting). */
function wholeMessage(path: string): { path: string; text: string } | undefined {
  const value = JSON.parse(readFileSync(join(examplesDir, path), 'utf8')) as unknown;
  return typeof value === 'object' && value !== null && 'jsonrpc' in value ? { path, text: `${JSON.stringify(value)}\n` } : undefined;
}

function wholeMessages(): { path: string; text: string }[] {
  return exampleFiles.flatMap((path) => wholeMessage(path) ?? []);
}

describeShared('mcp-spec', 'the official 2026-07-28 examples that are whole JSON-RPC messages', () => {
  it('are all found (the folder holds 129 examples, of which the whole messages are checked here)', () => {
    expect(exampleFiles.length).toBe(129);
    expect(wholeMessages().length).toBeGreaterThanOrEqual(30);
  });
  // One test for all of them (the whole messages are known only once the files are read, which
  // is not done while collecting); each failure names its example.
  it('each whole message: no error-level finding from the whole rule catalog under 2026-07-28, and none at all from the message rules', async () => {
    for (const example of wholeMessages()) {
      const result = await checkCapture({ path: example.path, text: example.text }, { revision: '2026-07-28', format: 'jsonl' });
      expect(result.error, example.path).toBeUndefined();
      expect(result.frames, example.path).toBe(1);
      expect(result.findings.filter((f) => f.severity === 'error').map((f) => `${example.path}: ${f.rule}: ${f.message}`)).toEqual([]);
      const mine = await checkCapture({ path: example.path, text: example.text }, { revision: '2026-07-28', format: 'jsonl', ruleSet: messageRules });
      expect(mine.findings.map((f) => `${example.path}: ${f.rule} (${f.severity}): ${f.message}`), 'the message rules say nothing at all').toEqual([]);
    }
  });
  it('the check can fail: each example request without its _meta, and each result without resultType, is an error', async () => {
    let mutants = 0;
    for (const example of wholeMessages()) {
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
