import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../helpers/corpus.js';

/** The recorded 2026-07-28 SDK sessions (corpus/sdk/2026-07-28): real traffic the rule tests mutate. */
const sdk = join(repoRoot, 'corpus/sdk/2026-07-28');
export const sdkStdio = readFileSync(join(sdk, 'fixture-stdio.jsonl'), 'utf8');
export const sdkHar = readFileSync(join(sdk, 'fixture-streamable-http.har'), 'utf8');

/** `text` with its one `from` replaced, failing if the recording no longer holds it. */
export function replaceOnce(text: string, from: string, to: string): string {
  expect(text.includes(from), `the recording still contains ${from}`).toBe(true);
  return text.replace(from, to);
}

/** The 1-based number of the first line holding `needle`, failing if none does. */
export function lineOf(text: string, needle: string): number {
  const line = text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  expect(line, `the recording still contains ${needle}`).toBeGreaterThan(0);
  return line;
}
