/** Shannon entropy of a string, in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  const length = [...text].length;
  for (const count of counts.values()) {
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Shortest string `looksRandom` considers. */
export const MIN_RANDOM_LENGTH = 20;
/** Entropy a random-looking string must reach, per alphabet (hex strings have only 16 symbols). */
export const ENTROPY_THRESHOLD = 3.5;
export const HEX_ENTROPY_THRESHOLD = 3.0;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL or a path (`https://…`, `/home/runner`, `./x`, `~/x`): never a credential by itself. */
export function isUrlOrPath(value: string): boolean {
  return value.includes('://') || /^[/.~]/.test(value);
}

/**
 * True for a string that looks like a generated credential: at least 20 characters, no spaces,
 * letters mixed with digits or cases, high entropy; not a UUID, URL, path, date or version.
 * Used only for values in credential positions (a header or key that suggests one).
 */
export function looksRandom(value: string): boolean {
  if (value.length < MIN_RANDOM_LENGTH || /\s/.test(value)) return false;
  if (UUID.test(value) || isUrlOrPath(value) || value.includes('\\')) return false;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  if (classes < 2) return false;
  const threshold = /^[0-9a-f]+$/i.test(value) ? HEX_ENTROPY_THRESHOLD : ENTROPY_THRESHOLD;
  return shannonEntropy(value) >= threshold;
}
