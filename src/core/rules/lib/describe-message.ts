import { formatId, isPlainObject, type Message } from '../../message.js';
import { REVISIONS, type Revision } from '../../revisions.js';
import type { MessageRef } from '../../session/view.js';

/** The revisions as a list, for rules that need a known revision (and its model) to judge. */
export const EVERY_REVISION: readonly Revision[] = REVISIONS;

export const SPEC_BASE = 'https://modelcontextprotocol.io/specification';

/** The revision a link goes to when the capture's is unknown. */
const DEFAULT_SPEC_REVISION: Revision = '2025-11-25';

/** A link to a page of the spec for one revision: `specUrl('2025-11-25', 'basic#requests')`. */
export function specUrl(revision: Revision | undefined, page: string): string {
  return `${SPEC_BASE}/${revision ?? DEFAULT_SPEC_REVISION}/${page}`;
}

/**
 * How every finding names a message: `the client's tools/call request (id 3)`, `the
 * notifications/initialized notification`, `the server's error response (id 3) to tools/call`,
 * `this frame` (a value that is not an object). With `withLine` the line too, for a message
 * other than the finding's own: `the client's initialize request (id 1, line 3)`.
 */
export function describe(message: Message | MessageRef, withLine = false): string {
  const who = message.sender ? `the ${message.sender}'s ` : 'the ';
  const line = withLine ? `line ${'frame' in message ? message.frame.span.line : message.line}` : '';
  // A request whose null id makes it read as a notification is named by that id.
  const nullId = message.kind === 'notification' && 'hasId' in message && message.hasId;
  const id = nullId ? '"id": null' : message.id !== undefined && message.kind !== 'notification' ? `id ${formatId(message.id)}` : '';
  const inParens = [id, line].filter(Boolean).join(', ');
  const where = inParens ? ` (${inParens})` : '';
  switch (message.kind) {
    case 'request':
      return `${who}${message.method} request${where}`;
    case 'notification':
      return `${who}${message.method} ${nullId ? 'message' : 'notification'}${where}`;
    case 'result':
    case 'error': {
      const what = message.kind === 'result' ? 'result' : 'error response';
      const answered = 'answers' in message ? message.answers?.method : undefined;
      return `${who}${what}${where}${answered ? ` to ${answered}` : ''}`;
    }
    default:
      return 'value' in message && !isPlainObject(message.value) ? 'this frame' : `${who}message${where}`;
  }
}

/** The message as `describe` names it, opening a sentence: `The client's tools/call request (id 7)`. */
export function describeMessage(message: Message): string {
  const text = describe(message);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A short JSON rendering of a value for a finding (`1.5`, `null`, `{…}`). */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : '[…]';
  if (isPlainObject(value)) return Object.keys(value).length === 0 ? '{}' : '{…}';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** `a string`, `an array`, `null`: the JSON type of a value, with its article. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(value) ? 'an integer' : 'a fractional number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

