import { advanceBrackets, LinePositions, type ArrayElements, type BracketState, type Position } from './json-scan.js';
import type { LineRecord } from './reader.js';
import { isPlainObject } from '../message.js';

/**
 * How a reader takes a file's JSON array of messages: `auto` decides from its members (see
 * ArrayMembers), `batch` and `transcript` are the `--capture-format json-batch` /
 * `json-transcript` overrides.
 */
export type ArrayReading = 'auto' | 'batch' | 'transcript';

/**
 * What the members of a JSON array say about how it was sent. An array whose members all flow one
 * way (requests and notifications, or only responses) is what a peer sends as one JSON-RPC batch;
 * one that holds a response to a request before it in the same array is a transcript of both
 * sides (no peer batches the answer with the question). An array mixing requests with responses
 * that answer none of them stays a batch: the batch rules say what is wrong with it.
 */
export class ArrayMembers {
  calls = 0;
  responses = 0;
  /** A member answers a request earlier in the array. */
  answered = false;
  private readonly requestIds = new Set<string>();

  add(member: unknown): void {
    if (!isPlainObject(member)) return;
    if (typeof member.method === 'string') {
      this.calls += 1;
      if (typeof member.id === 'string' || typeof member.id === 'number') this.requestIds.add(idKey(member.id));
    } else if ('result' in member || 'error' in member) {
      this.responses += 1;
      if ((typeof member.id === 'string' || typeof member.id === 'number') && this.requestIds.has(idKey(member.id))) this.answered = true;
    }
  }
}

function idKey(id: string | number): string {
  return typeof id === 'number' ? `n${id}` : `s${id}`;
}

/** The members of a parsed array, classified. */
export function membersOf(array: readonly unknown[]): ArrayMembers {
  const members = new ArrayMembers();
  for (const member of array) members.add(member);
  return members;
}

/**
 * Calls `element` with the text and place of each element of the array that opens at `from` on
 * `record` and closes on the same line (as the JSON scanner splits a top-level array).
 */
export function forEachElementOnLine(record: LineRecord, from: number, element: (raw: string, start: Position, end: Position) => void): void {
  const text = record.text;
  const positions = new LinePositions();
  const elements: ArrayElements = {
    elementFrom: -1,
    element(start, end) {
      element(text.slice(start, end), positions.at(record, start), positions.at(record, end));
    },
  };
  const state: BracketState = { depth: 0, inString: false };
  advanceBrackets(text, from, state, elements);
}
