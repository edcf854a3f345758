import type { Severity } from '../findings/finding.js';
import type { Message } from '../message.js';
import type { MessageRef } from './view.js';
import { compareRevisions, type Revision } from '../revisions.js';

// The one message describer and spec-link helper live with the rules; the session rules import them from here too.
export { describe, specUrl } from '../rules/lib/describe-message.js';

/** The compact reference kept for a message the engine lets go of. */
export function refOf(message: Message): MessageRef {
  return { kind: message.kind, method: message.method, id: message.id, sender: message.sender, line: message.frame.span.line };
}

/** Using what was not negotiated: SHOULD NOT up to 2025-03-26, MUST NOT from 2025-06-18. */
export function negotiationSeverity(revision: Revision | undefined): Severity {
  return revision && compareRevisions(revision, '2025-06-18') >= 0 ? 'error' : 'warning';
}

export const LEGACY: readonly Revision[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
export const MODERN: readonly Revision[] = ['2026-07-28'];
export const FROM_2025_06_18: readonly Revision[] = ['2025-06-18', '2025-11-25', '2026-07-28'];

/** MCP's log levels (RFC 5424 severities), least severe first: a level ranks by its index. */
export const LOG_LEVELS: readonly string[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
