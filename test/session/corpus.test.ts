import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';

/** The session corpus: corpus/<revision>/session/ and the recorded SDK sessions in corpus/sdk/. */
const corpus = join(repoRoot, 'corpus');
const folders = existsSync(corpus)
  ? [
      ...readdirSync(corpus)
        .map((rev) => join(corpus, rev, 'session'))
        .filter((dir) => existsSync(dir)),
      join(corpus, 'sdk'),
    ]
  : [];
const files = folders.flatMap((dir) => captureFiles(dir));

describe('session corpus', () => {
  it('has captures', () => {
    expect(files.length).toBeGreaterThan(40);
  });
  // Every capture runs: a format without its reader fails here, it is not skipped.
  for (const file of files) {
    it(relative(corpus, file), async () => {
      const { result, unexpected, missing } = await compareWithExpectations(file);
      expect(result.error).toBeUndefined();
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
    });
  }
});
