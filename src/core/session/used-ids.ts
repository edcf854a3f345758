import type { RequestId } from '../message.js';
import { BoundedMap } from './bounded.js';

/** Ring slots at most: a power of two, so that an id's slot is its low bits. */
const RING_SLOTS = 1 << 17;
/** Ring slots at first: a short capture (most are) allocates little; the ring doubles as it fills. */
const FIRST_RING_SLOTS = 64;
/**
 * How many numbers a new id may skip above the highest so far and still extend the ring (ids
 * numbered by twos still do). With at most one number skipped per id, the ring's window of
 * RING_SLOTS numbers holds at least RING_SLOTS / 2 ids.
 */
const MAX_SKIP = 1;
/** Distinct method names kept as one string each (past this, a name is kept as the message spelt it). */
const MAX_METHOD_NAMES = 256;

/**
 * What the session remembers of a request id a side used: what names the request and its first
 * answer in a finding.
 */
export interface UsedId {
  id: RequestId;
  method: string | undefined;
  line: number;
  /** The line of its first answer, 0 while unanswered. */
  answerLine: number;
  answerIsError: boolean;
}

/** A request's entry in UsedIds, to record its first answer with: its id while the ring holds it, else the entry itself. */
export type UsedHandle = number | UsedId;

/**
 * The request ids one side used, remembering at least the `limit` set most recently (with
 * `limit` up to RING_SLOTS / 2).
 *
 * Peers nearly always number their requests upwards (0, 1, 2...), so such ids live in a ring
 * indexed by the id's low bits, as columns of numbers: recording one is a few array stores, with no
 * hashing and no object per request. (An object per request, kept for 100,000 requests and then
 * dropped, is what made a gigabyte capture's memory grow: each one outlived the young generation.)
 * Any other id (a string, a number not above the highest so far, not a whole number below 2^32)
 * gets an entry object in a BoundedMap, and empties its ring slot if it had one. When the numbering
 * jumps ahead, the ring starts over at the new id and its ids move to a second BoundedMap, lowest
 * (hence oldest) first: moved there, they cannot push out of the first map ids set after them. An
 * id set again once in the second map is updated there too. A look-up tries the ring, the first
 * map, then the second.
 */
export class UsedIds {
  /** The ring holds ids in [start, end), each at slot `id & mask`; a slot whose line is 0 is empty. */
  private start = 0;
  private end = 0;
  private mask = FIRST_RING_SLOTS - 1;
  private lines = new Float64Array(FIRST_RING_SLOTS);
  /** The first answer's line, negative when it was an error; 0 while unanswered. */
  private answers = new Float64Array(FIRST_RING_SLOTS);
  private methods: (string | undefined)[] = new Array<string | undefined>(FIRST_RING_SLOTS).fill(undefined);
  private readonly methodNames = new Map<string, string>();
  private readonly others: BoundedMap<RequestId, UsedId>;
  private readonly left: BoundedMap<RequestId, UsedId>;

  constructor(limit: number) {
    if (limit > RING_SLOTS / 2) throw new RangeError(`UsedIds remembers at most ${RING_SLOTS / 2} ids in order`);
    this.others = new BoundedMap(limit);
    this.left = new BoundedMap(limit);
  }

  has(id: RequestId): boolean {
    if (this.inRing(id) && this.lines[id & this.mask] !== 0) return true;
    return this.others.get(id) !== undefined || this.left.get(id) !== undefined;
  }

  /** The entry of an id (a copy, for an id the ring holds). */
  get(id: RequestId): UsedId | undefined {
    if (this.inRing(id)) {
      const entry = this.ringEntry(id);
      if (entry) return entry;
    }
    return this.others.get(id) ?? this.left.get(id);
  }

  /** Records a request (a request reusing an id replaces the entry of the one before). */
  add(id: RequestId, method: string | undefined, line: number): UsedHandle {
    if (typeof id !== 'number' || id >>> 0 !== id || (id < this.end && this.start !== this.end)) {
      // An id set again, or filled in below the highest: the ring holds only ids in the order they
      // came (so that moving them to `left` keeps the latest), so its slot is emptied.
      if (typeof id === 'number' && id >>> 0 === id && id >= this.start) this.lines[id & this.mask] = 0;
      const entry: UsedId = { id, method, line, answerLine: 0, answerIsError: false };
      this.others.set(id, entry);
      // The first map may forget it before the second does: the second must not then answer with an older entry.
      if (this.left.has(id)) this.left.set(id, entry);
      return entry;
    }
    if (id > this.end + MAX_SKIP || this.start === this.end) {
      this.restartAt(id);
    } else {
      if (id + 1 - this.start > this.mask + 1 && this.mask + 1 < RING_SLOTS) this.grow();
      // The slot of a skipped id may still hold an id a whole ring below: empty it.
      for (let skipped = this.end; skipped < id; skipped++) this.lines[skipped & this.mask] = 0;
    }
    const slot = id & this.mask;
    this.lines[slot] = line;
    this.answers[slot] = 0;
    this.methods[slot] = this.methodName(method);
    this.end = id + 1;
    if (this.end - this.start > this.mask + 1) this.start = this.end - (this.mask + 1);
    return id;
  }

  /** Records the first answer of the request `handle` (recorded on `requestLine`) names; later answers change nothing. */
  answer(handle: UsedHandle, requestLine: number, line: number, isError: boolean): void {
    if (typeof handle !== 'number') {
      if (handle.answerLine === 0) {
        handle.answerLine = line;
        handle.answerIsError = isError;
      }
      return;
    }
    if (this.inRing(handle)) {
      const slot = handle & this.mask;
      if (this.lines[slot] === requestLine && this.answers[slot] === 0) this.answers[slot] = isError ? -line : line;
      return;
    }
    // The ring moved on while the request was pending: its entry went to `left`, as an object.
    const entry = this.others.get(handle) ?? this.left.get(handle);
    if (entry && entry.line === requestLine && entry.answerLine === 0) {
      entry.answerLine = line;
      entry.answerIsError = isError;
    }
  }

  private inRing(id: RequestId): id is number {
    return typeof id === 'number' && id >= this.start && id < this.end && id >>> 0 === id;
  }

  private ringEntry(id: number): UsedId | undefined {
    const slot = id & this.mask;
    const line = this.lines[slot];
    if (line === 0) return undefined;
    const answer = this.answers[slot];
    return { id, method: this.methods[slot], line, answerLine: Math.abs(answer), answerIsError: answer < 0 };
  }

  /** Doubles the ring, each held id moving to its slot in the larger one. */
  private grow(): void {
    const size = (this.mask + 1) * 2;
    const mask = size - 1;
    const lines = new Float64Array(size);
    const answers = new Float64Array(size);
    const methods = new Array<string | undefined>(size).fill(undefined);
    for (let held = this.start; held < this.end; held++) {
      const from = held & this.mask;
      lines[held & mask] = this.lines[from];
      answers[held & mask] = this.answers[from];
      methods[held & mask] = this.methods[from];
    }
    this.lines = lines;
    this.answers = answers;
    this.methods = methods;
    this.mask = mask;
  }

  /** Moves the ring's ids to `left` (lowest first: the latest are kept) and starts the ring at `id`. */
  private restartAt(id: number): void {
    for (let held = this.start; held < this.end; held++) {
      const entry = this.ringEntry(held);
      if (entry) this.left.set(held, entry);
      this.lines[held & this.mask] = 0;
      this.methods[held & this.mask] = undefined;
    }
    this.start = id;
    this.end = id;
  }

  /**
   * One string per method name: a long name parsed from JSON is a string of its own in every
   * message, and the ring would otherwise keep one per request.
   */
  private methodName(method: string | undefined): string | undefined {
    if (method === undefined) return undefined;
    const known = this.methodNames.get(method);
    if (known !== undefined) return known;
    if (this.methodNames.size < MAX_METHOD_NAMES) this.methodNames.set(method, method);
    return method;
  }
}
