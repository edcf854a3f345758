import type { Severity } from '../findings/finding.js';
import type { Message } from '../message.js';
import type { MessageRef } from './view.js';
import { revisionsWhere } from '../protocol/index.js';
import { REVISION_SHAPES } from '../protocol/shapes/index.js';
import { compareRevisions, REVISIONS, type Revision } from '../revisions.js';

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

// The revision sets rules are judged under, asked of the protocol model (never listed by date): a
// new revision joins each by what its model says.
/** The revisions with the initialize handshake, whose lifecycle rules are about it. */
export const LEGACY: readonly Revision[] = revisionsWhere((model) => model.methods.has('initialize'));
/** The stateless revisions: no handshake, every request carries its version and capabilities in `_meta`. */
export const MODERN: readonly Revision[] = revisionsWhere((model) => model.stateless);
/** The revisions whose tools may declare an `outputSchema`, answered by a result's `structuredContent`. */
export const WITH_STRUCTURED_TOOL_OUTPUT: readonly Revision[] = REVISIONS.filter((revision) => {
  const tool = REVISION_SHAPES[revision].definitions.Tool;
  return tool?.kind === 'object' && 'outputSchema' in tool.properties;
});

/** MCP's log levels (RFC 5424 severities), least severe first: a level ranks by its index. */
export const LOG_LEVELS: readonly string[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
