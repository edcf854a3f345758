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

/**
 * The progress tokens of answered requests, the most recent `capacity` of them, to tell progress
 * after the answer from progress for a token never issued. Appending is the common path (every
 * answered request with a token) and costs no Map write and no object: the token and its facts go
 * into ring columns. A token is looked up only for progress that matched no pending request (a
 * finding either way): the first such look-up builds an index of the ring, kept up to date from
 * then on, so a capture full of late progress stays linear.
 */
export class FinishedTokens {
  // Columns grow by appending up to `capacity` (a capture with a few tokens, among thousands of
  // captures in a run, holds a few slots); then the ring wraps and overwrites the oldest slot.
  private readonly tokens: Token[] = [];
  private readonly methods: (string | undefined)[] = [];
  private readonly ids: (RequestId | undefined)[] = [];
  private readonly lines: number[] = [];
  private readonly answerLines: number[] = [];
  /** Slots written so far; the next one is `written % capacity`. */
  private written = 0;
  /** Token -> its newest slot, once a look-up asked for it. */
  private index: Map<Token, number> | undefined;

  constructor(private readonly capacity: number) {}

  add(token: Token, method: string | undefined, id: RequestId | undefined, line: number, answeredOnLine: number): void {
    const slot = this.written % this.capacity;
    if (this.written >= this.capacity && this.index?.get(this.tokens[slot]) === slot) this.index.delete(this.tokens[slot]);
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
      for (let n = Math.max(0, this.written - this.capacity); n < this.written; n++) this.index.set(this.tokens[n % this.capacity], n % this.capacity);
    }
    const slot = this.index.get(token);
    if (slot === undefined) return undefined;
    return { method: this.methods[slot], id: this.ids[slot], line: this.lines[slot], answeredOnLine: this.answerLines[slot] };
  }
}
