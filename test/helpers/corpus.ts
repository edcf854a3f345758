import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { checkCapture, type CheckOptions, type FileCheckResult } from '../../src/core/engine.js';
import { isRevision, type Revision } from '../../src/core/revisions.js';
import { diffExpectations, expectationPathFor, findingKey, formatExpectations, isExpectationFile, parseExpectations } from '../../src/golden/expectations.js';

export const repoRoot = new URL('../..', import.meta.url).pathname;

/** Every capture file below `dir` (not expectation files, not READMEs). */
export function captureFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return captureFiles(full);
      if (isExpectationFile(name) || name.endsWith('.md')) return [];
      return [full];
    });
}

/** The revision a corpus capture is held to: the dated folder it sits in, else auto. */
export function corpusRevision(file: string): Revision | 'auto' {
  const folder = relative(join(repoRoot, 'corpus'), file).split('/').find((part) => isRevision(part));
  return folder && isRevision(folder) ? folder : 'auto';
}

export interface CorpusComparison {
  result: FileCheckResult;
  /** `line rule` entries found but not expected, and expected but not found. */
  unexpected: string[];
  missing: string[];
}

/**
 * Checks one corpus capture and compares its findings (by rule and line) with its expectation
 * file; a capture without one expects no findings at all. With UPDATE_CORPUS=1 the expectation
 * file is rewritten from what was found (review the diff before committing).
 */
export async function compareWithExpectations(file: string, options: Partial<CheckOptions> = {}): Promise<CorpusComparison> {
  const path = relative(repoRoot, file);
  const result = await checkCapture({ path, file }, { revision: corpusRevision(file), ...options });
  const expectationFile = expectationPathFor(file);
  if (process.env.UPDATE_CORPUS === '1') {
    if (result.findings.length > 0) writeFileSync(expectationFile, formatExpectations(basename(file), result.revision, result.findings));
  }
  const expected = existsSync(expectationFile) ? parseExpectations(readFileSync(expectationFile, 'utf8')).findings : [];
  const remaining = new Map<string, number>();
  for (const f of expected) remaining.set(findingKey(f), (remaining.get(findingKey(f)) ?? 0) + 1);
  const unexpected: string[] = [];
  for (const f of result.findings) {
    const k = findingKey(f);
    const left = remaining.get(k) ?? 0;
    if (left > 0) remaining.set(k, left - 1);
    else unexpected.push(`${f.line} ${f.rule} (${f.severity}): ${f.message}`);
  }
  const missing = [...remaining.entries()].flatMap(([k, n]) => Array.from({ length: n }, () => k.replace('\u0000', ' ')));
  // The corpus holds lines exactly (above) and anchors too: an anchor that drifts (a reader or rule
  // that words its subject differently) would make users' expectation files stale.
  const byAnchor = diffExpectations(result.findings, expected);
  for (const f of byAnchor.new) unexpected.push(`${f.line} ${f.rule} [anchor ${f.anchor ?? 'none'}]`);
  for (const e of byAnchor.stale) missing.push(`${e.line} ${e.rule} [anchor ${e.anchor ?? 'none'}]`);
  return { result, unexpected, missing };
}
