import { editDistance } from '../../text/edit-distance.js';

/**
 * Misspelt keys: an unknown key that is almost certainly a slip of a known one (`args` for
 * `arguments`). The hot path (generated `test`) and the cold path (`explain`) both ask, through
 * one judge per object shape.
 */

const normalizeKey = (key: string): string => key.toLowerCase().replace(/[-_]/g, '');

/** `args` for `arguments`: an abbreviation that keeps the first three letters and the order of the rest. */
function isAbbreviation(short: string, long: string): boolean {
  if (short.length < 3 || short.length >= long.length || short.slice(0, 3) !== long.slice(0, 3)) return false;
  let j = 3;
  for (let i = 3; i < short.length; i++) {
    j = long.indexOf(short[i], j);
    if (j < 0) return false;
    j++;
  }
  return true;
}

/** The known key `key` most likely stands for, if it is almost certainly a slip. */
export function likelyIntended(key: string, known: readonly string[]): string | undefined {
  const k = normalizeKey(key);
  if (k.length < 3) return undefined;
  for (const candidate of known) if (normalizeKey(candidate) === k) return candidate;
  for (const candidate of known) {
    const c = normalizeKey(candidate);
    // Three letters allow one change (`url` for `uri`); longer keys one, from eight letters two.
    if (c.length < 3 || (c.length === 3 && k.length !== 3)) continue;
    const limit = c.length >= 8 ? 2 : 1;
    if (editDistance(k, c, limit) <= limit) return candidate;
  }
  for (const candidate of known) if (isAbbreviation(k, normalizeKey(candidate))) return candidate;
  return undefined;
}

/** For one object shape: the known key an unknown key is a slip of, or null. */
export type SlipJudge = (key: string) => string | null;

/**
 * A judge for an object shape with these known keys. A pure memo of `likelyIntended` (its answer
 * depends on the key and the known keys only), so the order keys arrive in never changes a verdict.
 */
export function slipJudge(keys: readonly string[]): SlipJudge {
  // Keys repeat a lot across messages, so each is judged once. Bounded so odd traffic cannot grow it forever.
  const cache = new Map<string, string | null>();
  return (key) => {
    let intended = cache.get(key);
    if (intended === undefined) {
      intended = likelyIntended(key, keys) ?? null;
      if (cache.size < 1000) cache.set(key, intended);
    }
    return intended;
  };
}
