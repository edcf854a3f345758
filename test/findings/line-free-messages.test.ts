import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../src/core/engine.js';
import { captureFiles, corpusRevision, repoRoot } from '../helpers/corpus.js';

const files = captureFiles(`${repoRoot}corpus`);

/**
 * A finding's message is written into expectation files and shown on the PR: if it named the
 * finding's own line, inserting a line above would rewrite it. Other frames it names carry their
 * method and id besides a line.
 */
describe('finding messages over the corpus', () => {
  it('the corpus is there to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no message names the line of its own finding', async () => {
    const offenders: string[] = [];
    let findings = 0;
    for (const file of files) {
      const path = relative(repoRoot, file);
      const result = await checkCapture({ path, file }, { revision: corpusRevision(file) });
      for (const finding of result.findings) {
        findings += 1;
        // Another message named by id and line (`the initialize request (id 0, line 1)`) may share the line, in a batch.
        const ownText = finding.message.replace(/\(id [^()]*, line \d+\)/g, '(…)');
        if (new RegExp(`\\b[Ll]ines? ${finding.line}(?!\\d)`).test(ownText)) offenders.push(`${path}:${finding.line} ${finding.rule}: ${finding.message}`);
      }
    }
    expect(findings).toBeGreaterThan(300);
    expect(offenders).toEqual([]);
  });
});
