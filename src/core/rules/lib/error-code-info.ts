import { isPlainObject, type Message } from '../../message.js';
import { getModel } from '../../protocol/index.js';
import type { ErrorRange, RevisionModel } from '../../protocol/model.js';
import { REVISIONS } from '../../revisions.js';

/** The integer code of an error response, when it has one. */
export function errorCodeOf(message: Message): number | undefined {
  if (message.kind !== 'error') return undefined;
  const error = (message.value as Record<string, unknown>).error;
  if (!isPlainObject(error)) return undefined;
  const code = error.code;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

/** The error message text of an error response, shortened for a finding. */
export function errorTextOf(message: Message): string {
  const error = (message.value as Record<string, unknown>).error;
  const text = isPlainObject(error) && typeof error.message === 'string' ? error.message : '';
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** The range a code not defined by the revision falls in, if any. */
export function rangeOf(model: RevisionModel, code: number): ErrorRange | undefined {
  for (const range of model.errorRanges) if (code >= range.from && code <= range.to) return range;
  return undefined;
}

/** What other revisions (or common SDKs) mean by a code, for codes a revision leaves undefined. */
export function meaningElsewhere(code: number): string | undefined {
  for (const revision of REVISIONS) {
    const info = getModel(revision).errorCodes.get(code);
    if (info && info.origin === 'mcp') return `${revision} defines ${code} as "${info.name}"`;
  }
  return SDK_CODES.get(code);
}

const SDK_CODES = new Map<number, string>([
  [-32000, 'the TypeScript SDK uses -32000 for "Connection closed"'],
  [-32001, 'the TypeScript SDK uses -32001 for "Request timeout"'],
]);
