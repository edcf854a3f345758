/** Edit distance between two strings (insertions, deletions, substitutions), for "did you mean". */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
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
