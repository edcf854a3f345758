import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { FormatName } from '../../src/core/capture/reader.js';
import { checkCapture } from '../../src/core/engine.js';
import { isRevision } from '../../src/core/revisions.js';
import { describeShared, realCapturesDir as dir, sharedEntries } from '../helpers/shared.js';

/**
 * The sixteen real captures in ../shared/real-captures, each with the verdict a correct checker
 * reaches (expect.json): every required error line is reported as an error, and no error lands
 * on a line that is neither required nor tolerated. Warnings and infos are not compared.
 */

interface Expectation {
  format: string;
  revision: string | null;
  errors: { line: number; category: string; why: string }[];
  tolerated_lines?: number[];
}

/** The reader each capture needs, by the capture's layout (expect.json names the layout, not our reader). */
function readerFor(name: string, file: string): FormatName {
  if (name.endsWith('-txtar')) return 'txtar';
  if (name.includes('claude-log') || name.includes('claude-desktop')) return 'claude-log';
  if (name.includes('cassette')) return 'cassette';
  if (file.endsWith('.sse')) return 'sse';
  return 'http';
}

/** The captures, from the folder listing alone: their verdicts are read in the tests, not while collecting. */
const cases = sharedEntries(dir)
  .filter((name) => existsSync(join(dir, name, 'expect.json')))
  .map((name) => {
    const file = readdirSync(join(dir, name)).find((f) => f.startsWith('capture.'))!;
    const format = readerFor(name, file);
    return { name, path: join(dir, name, file), format };
  });

describeShared('real-captures', 'real captures', () => {
  it('finds the sixteen captures', () => {
    expect(cases.length).toBe(16);
  });
  for (const c of cases) {
    const title = `${c.name}: every error of its verdict (expect.json) is found, and no other`;
    // Every capture runs: a format without its reader fails here, it is not skipped.
    it(title, async () => {
      const expectation = JSON.parse(readFileSync(join(dir, c.name, 'expect.json'), 'utf8')) as Expectation;
      const revision = isRevision(expectation.revision) ? expectation.revision : 'auto';
      const result = await checkCapture({ path: c.name, file: c.path }, { revision, format: c.format });
      expect(result.error).toBeUndefined();
      const errors = result.findings.filter((f) => f.severity === 'error');
      const required = new Set(expectation.errors.map((e) => e.line));
      const tolerated = new Set(expectation.tolerated_lines ?? []);
      // The verdicts name the line a frame starts on; a finding about a key of a pretty-printed frame stands on the key's line.
      const inFrameAt = (line: number, f: { line: number; endLine: number }) => f.line === line || (line < f.line && f.line <= f.endLine);
      const missing = expectation.errors.filter((e) => !errors.some((f) => inFrameAt(e.line, f))).map((e) => `${e.line} ${e.category}: ${e.why}`);
      const unexpected = errors.filter((f) => ![...required, ...tolerated].some((line) => inFrameAt(line, f))).map((f) => `${f.line} ${f.rule}: ${f.message}`);
      expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    });
  }
});
