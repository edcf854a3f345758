/**
 * A Map that forgets its oldest entries (in insertion order, as a Map orders them) beyond `limit`.
 * It keeps the order in a queue of its own instead of evicting through `map.keys().next()`: a Map
 * leaves a hole where an entry was deleted until it next rehashes, and every fresh iterator walks
 * the holes again, so evicting one entry per insertion that way costs time in the thousands of
 * holes per message. Entries are only added and evicted (no delete), so the queue holds exactly
 * the keys of the map, oldest first.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  private order: (K | undefined)[] = [];
  private head = 0;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Sets the value; a new key goes last in the order, an existing one keeps its place (as Map.set). */
  set(key: K, value: V): void {
    if (!this.map.has(key)) this.order.push(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.evictOldest();
  }

  private evictOldest(): void {
    const key = this.order[this.head] as K;
    this.order[this.head] = undefined;
    this.head += 1;
    if (this.head >= 1024 && this.head * 2 >= this.order.length) {
      this.order = this.order.slice(this.head);
      this.head = 0;
    }
    this.map.delete(key);
  }
}
