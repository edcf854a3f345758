import type { Frame } from '../capture/frame.js';
import type { Finding } from '../findings/finding.js';
import type { Redactor } from './redactor.js';

/**
 * Learns the secrets one frame holds: values under credential names in its parsed JSON, its
 * HTTP headers, the request URL's query, and anything shaped like a credential in its raw text
 * (the only place to look when the frame did not parse). Call it for every frame, in file order,
 * before any finding is printed.
 */
export function scanFrame(redactor: Redactor, frame: Frame): void {
  if (frame.value !== undefined) redactor.scanValue(frame.value);
  redactor.scanHeaders(frame.transport?.headers);
  if (frame.transport?.url) redactor.scanText(frame.transport.url);
  redactor.scanText(frame.raw);
}

/** The part of a check result that can carry capture text to a reader. */
export interface RedactableResult {
  findings: Finding[];
  error?: string;
}

/** A copy of a finished result with every finding message (and the error) masked. */
export function redactResult<T extends RedactableResult>(redactor: Redactor, result: T): T {
  const copy: T = { ...result, findings: result.findings.map((finding) => ({ ...finding, message: redactor.redact(finding.message) })) };
  if (result.error !== undefined) copy.error = redactor.redact(result.error);
  return copy;
}
