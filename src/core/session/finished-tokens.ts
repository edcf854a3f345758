import type { RequestId } from '../message.js';

/** A progress token as the protocol compares them: a string or a number (`1` and `"1"` differ, as Map keys do). */
export type Token = string | number;

/** What a finding says of a finished token: the request that carried it and the line of its answer. */
export interface FinishedToken {
  method: string | undefined;
  id: RequestId | undefined;
  /** The request's line. */
  line: number;
  answeredOnLine: number;
}

/** Slots of a new ring's columns, before they double. */
const INITIAL_SLOTS = 64;

/**
 * The progress tokens of answered requests, the most recent `capacity` of them, to tell progress
 * after the answer from progress for a token never issued. Appending is the common path (every
 * answered request with a token) and costs no Map write and no object: the token and its facts go
 * into ring columns. A token is looked up only for progress that matched no pending request (a
 * finding either way): the first such look-up builds an index of the ring, kept up to date from
 * then on, so a capture full of late progress stays linear.
 */
export class FinishedTokens {
  // Columns start small and double up to `capacity` (a capture with a few tokens, among thousands
  // of captures in a run, holds a few slots), then the ring wraps.
  private tokens: (Token | undefined)[] = [];
  private methods: (string | undefined)[] = [];
  private ids: (RequestId | undefined)[] = [];
  private lines: Float64Array;
  private answerLines: Float64Array;
  /** Slots written so far; the next one is `written % size` once the ring is full. */
  private written = 0;
  /** Token -> its newest slot, once a look-up asked for it. */
  private index: Map<Token, number> | undefined;

  constructor(private readonly capacity: number) {
    this.lines = new Float64Array(Math.min(INITIAL_SLOTS, capacity));
    this.answerLines = new Float64Array(this.lines.length);
  }

  add(token: Token, method: string | undefined, id: RequestId | undefined, line: number, answeredOnLine: number): void {
    if (this.written === this.lines.length && this.lines.length < this.capacity) this.grow();
    const size = this.lines.length;
    const slot = this.written % size;
    if (this.written >= size) {
      const evicted = this.tokens[slot];
      if (this.index && evicted !== undefined && this.index.get(evicted) === slot) this.index.delete(evicted);
    }
    this.tokens[slot] = token;
    this.methods[slot] = method;
    this.ids[slot] = id;
    this.lines[slot] = line;
    this.answerLines[slot] = answeredOnLine;
    this.written += 1;
    this.index?.set(token, slot);
  }

  /** The newest finished entry of the token, among the last `capacity` answered. */
  find(token: Token): FinishedToken | undefined {
    if (!this.index) {
      this.index = new Map();
      const size = this.lines.length;
      for (let n = Math.max(0, this.written - size); n < this.written; n++) this.index.set(this.tokens[n % size]!, n % size);
    }
    const slot = this.index.get(token);
    if (slot === undefined) return undefined;
    return { method: this.methods[slot], id: this.ids[slot], line: this.lines[slot], answeredOnLine: this.answerLines[slot] };
  }

  /** Doubles the columns (only before the ring first wraps, so slots keep their numbers). */
  private grow(): void {
    const size = Math.min(this.capacity, this.lines.length * 2);
    const lines = new Float64Array(size);
    lines.set(this.lines);
    this.lines = lines;
    const answerLines = new Float64Array(size);
    answerLines.set(this.answerLines);
    this.answerLines = answerLines;
  }
}

