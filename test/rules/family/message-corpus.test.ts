import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { REVISIONS } from '../../../src/core/revisions.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../../helpers/corpus.js';

const folders = REVISIONS.map((revision) => join(repoRoot, 'corpus', revision, 'message'));
const files = folders.flatMap((folder) => captureFiles(folder));
/** `corpus/2025-06-18/message/id-null.ok.jsonl` -> `id-null`: the rule the capture is about. */
const ruleOf = (file: string) => basename(file).replace(/\.ok\.jsonl$|\.jsonl$/, '');
const isNearMiss = (file: string) => file.endsWith('.ok.jsonl');

describe('the message-rule corpus: every capture gives exactly the findings its expectation file lists', () => {
  it('has captures for every revision', () => {
    for (const folder of folders) expect(captureFiles(folder).length, folder).toBeGreaterThan(0);
  });
  it('the JSONL reader reads `>` and `<` direction marks (the captures in direction/ have them)', async () => {
    const probe = await checkCapture({ path: 'probe.jsonl', text: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n' }, { revision: '2025-06-18', format: 'jsonl' });
    expect(probe.findings.map((f) => f.rule)).not.toContain('parse-error');
    expect(probe.findings.map((f) => f.rule)).not.toContain('stray-output');
    expect(files.filter((file) => file.includes('/direction/')).length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(relative(repoRoot, file), async () => {
      const { result, unexpected, missing } = await compareWithExpectations(file);
      expect(result.error).toBeUndefined();
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
      // A capture is named after the rule it shows; a near miss (`.ok`) after the rule it must not trip.
      const rules = result.findings.map((f) => f.rule);
      if (isNearMiss(file)) expect(rules).not.toContain(ruleOf(file));
      else expect(rules).toContain(ruleOf(file));
    });
  }
});
