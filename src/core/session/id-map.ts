import type { RequestId } from '../message.js';
import { BoundedMap } from './bounded.js';

/** Ring slots: a power of two, so that an id's slot is its low bits. */
const RING_SLOTS = 1 << 17;
const RING_MASK = RING_SLOTS - 1;
/**
 * How many numbers a new id may skip above the highest so far and still extend the ring (ids
 * numbered by twos still do). With at most one number skipped per id, the ring's window of
 * RING_SLOTS numbers holds at least RING_SLOTS / 2 ids.
 */
const MAX_SKIP = 1;

/**
 * A map from request ids to what a tracker keeps of each, remembering at least the `limit` ids
 * set most recently (as BoundedMap does, with `limit` up to RING_SLOTS / 2).
 *
 * Peers nearly always number their requests upwards (0, 1, 2...), so such ids live in a ring
 * indexed by the id's low bits: setting one is an array store, with no hashing, no growth of a
 * large hash table and no generation to rotate, on every request of a long capture. Any other id
 * (a string, a number not above the highest so far, not a whole number below 2^32) goes to a
 * BoundedMap, and empties its ring slot if it had one. When the numbering jumps ahead, the ring
 * starts over at the new id and its ids move to a second BoundedMap, lowest (hence oldest) first:
 * moved there, they cannot push out of the first map ids set after them. An id set again once in
 * the second map is updated there too. A look-up tries the ring, the first map, then the second.
 */
export class IdMap<V> {
  private readonly ring: (V | undefined)[] = [];
  /** The ring holds ids in [start, end): each at slot `id & RING_MASK`, empty where no request used it. */
  private start = 0;
  private end = 0;
  private readonly others: BoundedMap<RequestId, V>;
  /** The ids of rings the numbering jumped away from. */
  private readonly left: BoundedMap<RequestId, V>;

  constructor(limit: number) {
    if (limit > RING_SLOTS / 2) throw new RangeError(`IdMap remembers at most ${RING_SLOTS / 2} ids in order`);
    this.others = new BoundedMap(limit);
    this.left = new BoundedMap(limit);
  }

  get(id: RequestId): V | undefined {
    if (typeof id === 'number' && id >= this.start && id < this.end && id >>> 0 === id) {
      const value = this.ring[id & RING_MASK];
      if (value !== undefined) return value;
    }
    return this.others.get(id) ?? this.left.get(id);
  }

  has(id: RequestId): boolean {
    return this.get(id) !== undefined;
  }

  /** Sets the record of an id (a request reusing an id replaces the record of the one before). */
  set(id: RequestId, value: V): void {
    if (typeof id !== 'number' || id >>> 0 !== id || (id < this.end && this.start !== this.end)) {
      // An id set again, or filled in below the highest: the ring holds only ids in the order they
      // came (so that moving them to `left` keeps the latest), so its slot is emptied.
      if (typeof id === 'number' && id >>> 0 === id && id >= this.start) this.ring[id & RING_MASK] = undefined;
      this.others.set(id, value);
      // The first map may forget it before the second does: the second must not then answer with an older record.
      if (this.left.has(id)) this.left.set(id, value);
      return;
    }
    if (id > this.end + MAX_SKIP || this.start === this.end) {
      this.restartAt(id);
    } else {
      // The slot of a skipped id may still hold an id a whole ring below: empty it.
      for (let skipped = this.end; skipped < id; skipped++) this.ring[skipped & RING_MASK] = undefined;
    }
    this.ring[id & RING_MASK] = value;
    this.end = id + 1;
    if (this.end - this.start > RING_SLOTS) this.start = this.end - RING_SLOTS;
  }

  /** Moves the ring's ids to `left` (lowest first: the latest are kept) and starts the ring at `id`. */
  private restartAt(id: number): void {
    for (let held = this.start; held < this.end; held++) {
      const value = this.ring[held & RING_MASK];
      if (value !== undefined) this.left.set(held, value);
      this.ring[held & RING_MASK] = undefined;
    }
    this.start = id;
    this.end = id;
  }
}
