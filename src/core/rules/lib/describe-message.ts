import { formatId, isPlainObject, type Message } from '../../message.js';
import { REVISIONS, type Revision } from '../../revisions.js';

/** The revisions as a list, for rules that need a known revision (and its model) to judge. */
export const EVERY_REVISION: readonly Revision[] = REVISIONS;

export const SPEC_BASE = 'https://modelcontextprotocol.io/specification';

/** A link to a page of the spec for one revision: `specUrl('2025-11-25', 'basic#requests')`. */
export function specUrl(revision: Revision, page: string): string {
  return `${SPEC_BASE}/${revision}/${page}`;
}

/**
 * What the message is, for the start of a finding: `The client's tools/call request (id 7)`,
 * `The notifications/initialized notification`, `The error response (id 3) to tools/call`.
 */
export function describeMessage(message: Message): string {
  const who = message.sender && !message.senderInferred ? `The ${message.sender}'s ` : 'The ';
  const id = message.hasId && message.id !== undefined ? ` (id ${formatId(message.id)})` : '';
  switch (message.kind) {
    case 'request':
      return `${who}${message.method} request${id}`;
    case 'notification':
      return `${who}${message.method} notification`;
    case 'result':
    case 'error': {
      const what = message.kind === 'result' ? 'result' : 'error response';
      const to = message.answers?.method ? ` to ${message.answers.method}` : '';
      return `${who}${what}${id}${to}`;
    }
    default:
      return isPlainObject(message.value) ? `${who}message` : 'This frame';
  }
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

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
