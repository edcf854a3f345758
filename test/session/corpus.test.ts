import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';
import { readerAvailable, readerForCorpusFile } from './readers.js';

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
  for (const file of files) {
    const reader = readerForCorpusFile(file);
    const available = readerAvailable(reader);
    it.skipIf(!available)(`${relative(corpus, file)}${available ? '' : ` (skipped: the ${reader} reader is not in this checkout yet)`}`, async () => {
      const { unexpected, missing } = await compareWithExpectations(file);
      expect({ unexpected, missing }).toEqual({ unexpected: [], missing: [] });
    });
  }
});
