import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { REVISIONS } from '../../src/core/revisions.js';
import { expectationPathFor, findingKey, formatExpectations, parseExpectations } from '../../src/golden/expectations.js';
import { captureFiles, compareWithExpectations, corpusRevision, repoRoot } from '../helpers/corpus.js';
import { runLines } from './tester.js';

const folders = REVISIONS.map((revision) => join(repoRoot, 'corpus', revision, 'message'));
const files = folders.flatMap((folder) => captureFiles(folder));
/** Captures with `>` / `<` direction marks live in `direction/` folders. */
const isMarked = (file: string) => file.includes('/direction/');
/** `corpus/2025-06-18/message/id-null.ok.jsonl` -> `id-null`: the rule the capture is about. */
const ruleOf = (file: string) => basename(file).replace(/\.ok\.jsonl$|\.jsonl$/, '');
const isNearMiss = (file: string) => file.endsWith('.ok.jsonl');

let readerKnowsMarks = false;
beforeAll(async () => {
  const probe = await checkCapture({ path: 'probe.jsonl', text: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n' }, { revision: '2025-06-18', format: 'jsonl' });
  readerKnowsMarks = probe.findings.every((f) => f.rule !== 'parse-error');
});

describe('the message-rule corpus: every capture gives exactly the findings its expectation file lists', () => {
  it('has captures for every revision', () => {
    for (const folder of folders) expect(captureFiles(folder).length, folder).toBeGreaterThan(0);
  });
  for (const file of files.filter((f) => !isMarked(f))) {
    it(relative(repoRoot, file), async () => {
      const { result, unexpected, missing } = await compareWithExpectations(file);
      expect(result.error).toBeUndefined();
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
      const rules = result.findings.map((f) => f.rule);
      if (isNearMiss(file)) expect(rules).not.toContain(ruleOf(file));
      else expect(rules).toContain(ruleOf(file));
    });
  }
  for (const file of files.filter(isMarked)) {
    it(`${relative(repoRoot, file)} (direction marks, through the rules directly)`, () => {
      const revision = corpusRevision(file);
      if (revision === 'auto') throw new Error('direction captures sit in a dated folder');
      const found = runLines(readFileSync(file, 'utf8'), revision);
      const expectationFile = expectationPathFor(file);
      if (process.env.UPDATE_CORPUS === '1' && found.length > 0 && !readerKnowsMarks) {
        writeFileSync(expectationFile, formatExpectations(basename(file), revision, found.map((f) => ({ ...f, column: 1, endLine: f.line }))));
      }
      const expected = existsSync(expectationFile) ? parseExpectations(readFileSync(expectationFile, 'utf8')).findings : [];
      expect(found.map(findingKey).sort()).toEqual(expected.map(findingKey).sort());
      if (isNearMiss(file)) expect(found.map((f) => f.rule)).not.toContain(ruleOf(file));
      else expect(found.map((f) => f.rule)).toContain(ruleOf(file));
    });
    it(`${relative(repoRoot, file)} (through the engine, once the JSONL reader reads direction marks)`, async (ctx) => {
      if (!readerKnowsMarks) ctx.skip();
      const { unexpected, missing } = await compareWithExpectations(file);
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
    });
  }
});
