import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/app/run.js';
import { isRevision } from '../../src/core/revisions.js';
import { repoRoot } from '../helpers/corpus.js';

const corpus = join(repoRoot, 'corpus');
const folders = existsSync(corpus) ? readdirSync(corpus).filter((name) => !name.includes('.')) : [];

/**
 * What the CI job does with `uses: ./` on corpus/: every folder, dated ones pinned to their
 * revision, matches its expectation files (no new findings at error level, nothing stale, no orphan).
 */
describe('runCheck on the project corpus', () => {
  it('has its folders (a checkout without corpus/ fails here rather than passing with nothing run)', () => {
    expect(folders.length).toBeGreaterThan(0);
  });
  it.each(folders)('corpus/%s matches its expectations', async (folder) => {
    const result = await runCheck({ cwd: repoRoot, captures: [`corpus/${folder}`], revision: isRevision(folder) ? folder : 'auto', mode: 'check', failOn: 'error' });
    expect(result.failures).toEqual([]);
    expect(result.orphans).toEqual([]);
    expect(result.report.summary.stale).toBe(0);
    expect(result.files.length).toBeGreaterThan(0);
  });
});
