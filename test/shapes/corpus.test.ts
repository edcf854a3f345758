import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../../src/core/revisions.js';
import { captureFiles, compareWithExpectations, repoRoot } from '../helpers/corpus.js';

describe('shape corpus: findings match the committed expectations', () => {
  for (const revision of REVISIONS) {
    const files = captureFiles(join(repoRoot, 'corpus', revision, 'shape'));
    it(`${revision} has captures`, () => {
      expect(files.length).toBeGreaterThanOrEqual(3);
    });
    for (const file of files) {
      it(`${revision}/shape/${file.split('/').pop()}`, async () => {
        const { unexpected, missing, result } = await compareWithExpectations(file);
        expect(result.error).toBeUndefined();
        expect(unexpected).toEqual([]);
        expect(missing).toEqual([]);
      });
    }
  }
});
