/**
 * A Map that forgets old entries so it stays bounded: it remembers at least the `limit` keys set
 * most recently (and at most twice as many). It writes into a current generation and, once that
 * holds `limit` keys, keeps it whole as the previous one and starts a new one, dropping the
 * generation before. Each `set` is one Map write: an exact oldest-first eviction costs an order
 * queue beside the map and a delete per insertion, on every message of a long capture.
 * Values are never `undefined` (a lookup tells "absent" by it).
 */
export class BoundedMap<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  constructor(private readonly limit: number) {
    // One rotation of the empty generations now: the JIT then sees the fields a rotation rewrites as
    // variable from the start, and the rotation as code that has run, so the first real rotation,
    // thousands of entries in, does not throw away the optimized code of every caller (V8 folds a
    // field never rewritten into its readers as a constant).
    this.rotate();
  }

  /** Entries held (a key rewritten after a new generation began counts twice): 0 exactly when empty. */
  get size(): number {
    return this.current.size + this.previous.size;
  }

  get(key: K): V | undefined {
    const value = this.current.get(key);
    return value !== undefined ? value : this.previous.get(key);
  }

  has(key: K): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  /** Sets the value; the key then counts as one of the most recent. */
  set(key: K, value: V): void {
    this.current.set(key, value);
    if (this.current.size >= this.limit) this.rotate();
  }

  /** Keeps the current generation whole as the previous one, and drops the one before. */
  private rotate(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}
