/**
 * In items sorted by a number (rows by their first line, shifts by where they start), the index of
 * the last item whose number is at or before `value`; -1 when every item comes after it.
 */
export function lastAtOrBefore<T>(items: readonly T[], value: number, keyOf: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (keyOf(items[mid]) <= value) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
