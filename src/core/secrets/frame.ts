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
  redactor.scanHeaders(frame.transport?.headers);
  if (frame.transport?.url) redactor.scanText(frame.transport.url);
  // A parsed frame is scanned structurally (credential names at any depth); its raw text adds
  // nothing that `redact` would not mask by shape anyway, and scanning it costs a regex pass
  // over every byte of the capture. Only a frame that did not parse is scanned as text.
  if (frame.value !== undefined) redactor.scanValue(frame.value);
  else redactor.scanText(frame.raw);
}

/** The part of a check result that can carry capture text to a reader. */
export interface RedactableResult {
  path: string;
  findings: Finding[];
  error?: string;
}

/**
 * A copy of a finished result with every string that came from the capture masked: finding
 * messages, the error, the session summary (peer names, versions). The path is the user's own
 * file name and stays as it is, so annotations still land on the file.
 */
export function redactResult<T extends RedactableResult>(redactor: Redactor, result: T): T {
  return { ...redactor.redactDeep(result), path: result.path };
}
