import { editDistance as coreEditDistance } from '../core/text/edit-distance.js';

/** Edit distance between two strings, for "did you mean" (the core's measure, without a limit). */
export function editDistance(a: string, b: string): number {
  return coreEditDistance(a, b, Infinity);
}

/**
 * The candidate closest to `input`, when it is close enough to be a plausible typo: at most a
 * third of the longer string differs. Ties go to the first candidate, so results are stable.
 */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(needle, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.ceil(Math.max(input.length, best.length) / 3));
  return bestDistance <= limit ? best : undefined;
}

/** ` Did you mean "x"?` or an empty string. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const match = closest(input, candidates);
  return match === undefined ? '' : ` Did you mean "${match}"?`;
}
