import type { Rule } from '../rule.js';
import { cancelledUnknownRequest } from './cancelled-unknown-request.js';
import { capabilityNotDeclared } from './capability-not-declared.js';
import { initializeCancelled } from './initialize-cancelled.js';
import { initializeNotFirst } from './initialize-not-first.js';
import { initializeRepeated } from './initialize-repeated.js';
import { initializedTooEarly } from './initialized-too-early.js';
import { inputRequiredRetry } from './input-required-retry.js';
import { logBelowSetLevel } from './log-below-set-level.js';
import { logLevelNotRequested } from './log-level-not-requested.js';
import { mcpHeaders } from './mcp-headers.js';
import { messageAfterCancelled } from './message-after-cancelled.js';
import { metaProtocolVersion } from './meta-protocol-version.js';
import { negotiatedVersionNotProposed } from './negotiated-version-not-proposed.js';
import { progressNotification } from './progress-notification.js';
import { protocolVersionFormat } from './protocol-version-format.js';
import { protocolVersionHeader } from './protocol-version-header.js';
import { requestBeforeInitialized } from './request-before-initialized.js';
import { requestIdReused } from './request-id-reused.js';
import { requestUnanswered } from './request-unanswered.js';
import { responseDuplicate } from './response-duplicate.js';
import { responseUnpaired } from './response-unpaired.js';
import { revisionMismatch } from './revision-mismatch.js';
import { revisionUnknown } from './revision-unknown.js';
import { serverCancelledInvalid } from './server-cancelled-invalid.js';
import { subscriptionNotification } from './subscription-notification.js';
import { toolArgumentsInvalid } from './tool-arguments-invalid.js';
import { toolSchemaInvalid } from './tool-schema-invalid.js';
import { toolSchemaTooComplex } from './tool-schema-too-complex.js';
import { toolStructuredContent } from './tool-structured-content.js';
import { toolUnknown } from './tool-unknown.js';
import { unsupportedVersionError } from './unsupported-version-error.js';

/** The session rules; each lives in its own file in this folder. */
export const sessionRules: readonly Rule[] = [
  responseUnpaired,
  responseDuplicate,
  requestUnanswered,
  requestIdReused,
  initializeNotFirst,
  requestBeforeInitialized,
  initializedTooEarly,
  initializeRepeated,
  initializeCancelled,
  protocolVersionFormat,
  negotiatedVersionNotProposed,
  revisionMismatch,
  revisionUnknown,
  protocolVersionHeader,
  metaProtocolVersion,
  unsupportedVersionError,
  inputRequiredRetry,
  capabilityNotDeclared,
  toolUnknown,
  toolArgumentsInvalid,
  toolSchemaInvalid,
  toolSchemaTooComplex,
  toolStructuredContent,
  progressNotification,
  cancelledUnknownRequest,
  serverCancelledInvalid,
  subscriptionNotification,
  logLevelNotRequested,
  logBelowSetLevel,
  messageAfterCancelled,
  mcpHeaders,
];
