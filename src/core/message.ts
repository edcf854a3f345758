import type { Frame, Sender } from './capture/frame.js';
import { nestingAt } from './capture/json-scan.js';

/**
 * What a JSON value found in a frame is, read the way MCP peers read it:
 * - `request`: has `method` and a non-null `id` key.
 * - `notification`: has `method` and no `id`, or `"id": null` (common server parsers treat a
 *   null id as absent, so such a message is never answered; the envelope rules flag the id).
 * - `result` / `error`: has `result` / `error` and no `method`.
 * - `invalid`: none of these (not an object, or an object with neither method nor result/error).
 */
export type MessageKind = 'request' | 'notification' | 'result' | 'error' | 'invalid';

export type RequestId = string | number;

export interface Message {
  frame: Frame;
  /** The JSON value of this message (a batch member's own value for batch members). */
  value: unknown;
  kind: MessageKind;
  /** Whether the object has an `id` key at all (it may still be null or of a wrong type). */
  hasId: boolean;
  /** The `id` value when it is a string or a number. */
  id?: RequestId;
  method?: string;
  params?: unknown;
  /** Who sent it: from the capture when known, else inferred by the session engine. */
  sender?: Sender;
  senderInferred?: boolean;
  /** Position within a batch array, when the frame was a batch. */
  batch?: { index: number; size: number };
  /** For results and errors: the request it answers, once the session engine paired it. */
  answers?: Message;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function classifyMessage(frame: Frame, value: unknown, batch?: Message['batch']): Message {
  // Every field in one literal, in one order: every message then has the same hidden class, and
  // the rules that read them all stay monomorphic (fields added later made one class per mix).
  const message: Message = {
    frame,
    value,
    kind: 'invalid',
    hasId: false,
    id: undefined,
    method: undefined,
    params: undefined,
    sender: frame.sender,
    // A reader that guessed the side says so; rules that judge direction trust only known sides.
    senderInferred: frame.sender !== undefined && frame.senderSource === 'inferred' ? true : undefined,
    batch,
    answers: undefined,
  };
  if (!isPlainObject(value)) return message;
  message.hasId = 'id' in value;
  const id = value.id;
  if (typeof id === 'string' || typeof id === 'number') message.id = id;
  if (typeof value.method === 'string') {
    message.method = value.method;
    message.params = value.params;
    message.kind = message.hasId && id !== null ? 'request' : 'notification';
  } else if ('method' in value) {
    message.kind = 'invalid';
  } else if ('error' in value) {
    message.kind = 'error';
  } else if ('result' in value) {
    message.kind = 'result';
  }
  return message;
}

/**
 * A response's text from its `"result":` member on: a cheap identity for its result, since two
 * responses whose texts agree from there on carry equal results. The first `"result":` in the text
 * must be that member, directly inside the message's object: one nested in an earlier member or
 * in the result itself (when the member is spelt `"result" :`) gives undefined, as does a batch
 * member (its frame holds other messages too).
 */
export function resultTextOf(message: Message): string | undefined {
  if (message.kind !== 'result' || message.batch !== undefined) return undefined;
  const raw = message.frame.raw;
  const at = raw.indexOf('"result":');
  return at !== -1 && nestingAt(raw, at) === 1 ? raw.slice(at) : undefined;
}

/** `"abc"` or `7`, as the id is written in JSON, for messages. */
export function formatId(id: RequestId | undefined | null): string {
  return id === undefined ? 'none' : JSON.stringify(id);
}
