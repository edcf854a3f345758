import { capabilityNotDeclared } from './capability/capability-not-declared.js';
import { declaredListNotImplemented } from './capability/declared-list-not-implemented.js';
import { embeddedResourceUndeclared } from './capability/embedded-resource-undeclared.js';
import { promptArgumentMissing } from './shape/prompt-argument-missing.js';
import { sseBufferingHeader } from './session/sse-buffering-header.js';
import { listenEndedWithoutResult } from './session/listen-ended-without-result.js';
import { arrayReading } from './capture/array-reading.js';
import { clientParseFailure } from './capture/client-parse-failure.js';
import { contentLengthFraming } from './capture/content-length-framing.js';
import { emptyCapture } from './capture/empty-capture.js';
import { frameTooLarge } from './capture/frame-too-large.js';
import { invalidJsonDocument } from './capture/invalid-json-document.js';
import { invalidUtf8 } from './capture/invalid-utf8.js';
import { lineTooLong } from './capture/line-too-long.js';
import { messagesSetAside } from './capture/messages-set-aside.js';
import { noMessagesRead } from './capture/no-messages-read.js';
import { nestingTooDeep } from './capture/nesting-too-deep.js';
import { parseError } from './capture/parse-error.js';
import { recordingBlindSpot } from './capture/recording-blind-spot.js';
import { sseUnprefixedJson } from './capture/sse-unprefixed-json.js';
import { sseUnterminatedEvent } from './capture/sse-unterminated-event.js';
import { strayOutput } from './capture/stray-output.js';
import { truncatedFrame } from './capture/truncated-frame.js';
import { customMethod } from './catalog/custom-method.js';
import { methodNotInRevision } from './catalog/method-not-in-revision.js';
import { methodTypo } from './catalog/method-typo.js';
import { unknownMethod } from './catalog/unknown-method.js';
import { wrongDirection } from './catalog/wrong-direction.js';
import { batchEmpty } from './envelope/batch-empty.js';
import { batchInitialize } from './envelope/batch-initialize.js';
import { batchMixed } from './envelope/batch-mixed.js';
import { batchNotAllowed } from './envelope/batch-not-allowed.js';
import { errorObject } from './envelope/error-object.js';
import { idNull } from './envelope/id-null.js';
import { idType } from './envelope/id-type.js';
import { jsonrpcVersion } from './envelope/jsonrpc-version.js';
import { methodType } from './envelope/method-type.js';
import { notificationWithId } from './envelope/notification-with-id.js';
import { paramsType } from './envelope/params-type.js';
import { requestWithoutId } from './envelope/request-without-id.js';
import { responseResultAndError } from './envelope/response-result-and-error.js';
import { responseWithoutId } from './envelope/response-without-id.js';
import { resultNotObject } from './envelope/result-not-object.js';
import { unrecognizedMessage } from './envelope/unrecognized-message.js';
import { errorCodeHint } from './errors/error-code-hint.js';
import { errorCodeImplementationDefined } from './errors/error-code-implementation-defined.js';
import { errorCodeReserved } from './errors/error-code-reserved.js';
import { errorCodeRetired } from './errors/error-code-retired.js';
import { toolErrorAsProtocolError } from './errors/tool-error-as-protocol-error.js';
import { initializeCancelled } from './lifecycle/initialize-cancelled.js';
import { initializeNotFirst } from './lifecycle/initialize-not-first.js';
import { dualEraFallback } from './lifecycle/dual-era-fallback.js';
import { dualEraProbe } from './lifecycle/dual-era-probe.js';
import { initializeRepeated } from './lifecycle/initialize-repeated.js';
import { initializedTooEarly } from './lifecycle/initialized-too-early.js';
import { inputRequiredRetry } from './lifecycle/input-required-retry.js';
import { inputRetryIncompleteError } from './lifecycle/input-retry-incomplete-error.js';
import { initializeErrorWithoutVersions } from './lifecycle/initialize-error-without-versions.js';
import { mcpHeadersMismatch } from './lifecycle/mcp-headers-mismatch.js';
import { metaProtocolVersionMismatch } from './lifecycle/meta-protocol-version-mismatch.js';
import { negotiatedVersionNotProposed } from './lifecycle/negotiated-version-not-proposed.js';
import { protocolVersionHeaderMismatch } from './lifecycle/protocol-version-header-mismatch.js';
import { protocolVersionInvalid } from './lifecycle/protocol-version-invalid.js';
import { requestBeforeInitialized } from './lifecycle/request-before-initialized.js';
import { revisionMismatch } from './lifecycle/revision-mismatch.js';
import { revisionUnknown } from './lifecycle/revision-unknown.js';
import { unsupportedVersionErrorData } from './lifecycle/unsupported-version-error-data.js';
import { metaKeyName } from './meta/meta-key-name.js';
import { metaKeyReserved } from './meta/meta-key-reserved.js';
import { requestMetaRequired } from './meta/request-meta-required.js';
import { resultType } from './meta/result-type.js';
import { cancelledUnknownRequest } from './progress/cancelled-unknown-request.js';
import { progressInvalid } from './progress/progress-invalid.js';
import { serverCancelledInvalid } from './progress/server-cancelled-invalid.js';
import { logBelowSetLevel } from './session/log-below-set-level.js';
import { logLevelNotRequested } from './session/log-level-not-requested.js';
import { messageAfterCancelled } from './session/message-after-cancelled.js';
import { requestIdReused } from './session/request-id-reused.js';
import { requestUnanswered } from './session/request-unanswered.js';
import { responseDuplicate } from './session/response-duplicate.js';
import { responseToNotification } from './session/response-to-notification.js';
import { responseUnpaired } from './session/response-unpaired.js';
import { subscriptionNotificationInvalid } from './session/subscription-notification-invalid.js';
import { paramsShape } from './shape/params-shape.js';
import { resultShape } from './shape/result-shape.js';
import { unknownKeySlip } from './shape/unknown-key-slip.js';
import { toolArgumentsInvalid } from './tools/tool-arguments-invalid.js';
import { toolSchemaInvalid } from './tools/tool-schema-invalid.js';
import { toolSchemaTooComplex } from './tools/tool-schema-too-complex.js';
import { toolStructuredContentInvalid } from './tools/tool-structured-content-invalid.js';
import { toolUnknown } from './tools/tool-unknown.js';
import { cursorNotIssued } from './session/cursor-not-issued.js';
import { discoverNotImplemented } from './lifecycle/discover-not-implemented.js';
import { getStreamResponse } from './session/get-stream-response.js';
import { httpAcceptHeader } from './session/http-accept-header.js';
import { logCredentials } from './session/log-credentials.js';
import { missingMetaNotRejected } from './meta/missing-meta-not-rejected.js';
import { sessionIdInvalid } from './session/session-id-invalid.js';
import { sessionIdNotSent } from './session/session-id-not-sent.js';
import { sseEventIdReused } from './session/sse-event-id-reused.js';
import { requestAfter404 } from './session/request-after-404.js';
import { terminatedSessionServed } from './session/terminated-session-served.js';
import { sseRetryNotRespected } from './session/sse-retry-not-respected.js';
import { logBroadcast } from './session/log-broadcast.js';
import { structuredContentTextCopy } from './tools/structured-content-text-copy.js';
import { toolNames } from './tools/tool-names.js';
import { elicitationCompleteUnknown } from './capability/elicitation-complete-unknown.js';
import { elicitationSensitiveForm } from './capability/elicitation-sensitive-form.js';
import { getNotEventStream } from './session/get-not-event-stream.js';
import { httpEndpointVaries } from './session/http-endpoint-varies.js';
import { httpMethodNotPost } from './session/http-method-not-post.js';
import { httpPostAnswer } from './session/http-post-answer.js';
import { progressTokenReused } from './progress/progress-token-reused.js';
import { taskProgressInvalid } from './progress/task-progress-invalid.js';
import { samplingToolResultMixed } from './tools/sampling-tool-result-mixed.js';
import { samplingToolUseUnanswered } from './tools/sampling-tool-use-unanswered.js';
import { protocolVersionHeaderNotRejected } from './lifecycle/protocol-version-header-not-rejected.js';
import { rootNotFileUri } from './shape/root-not-file-uri.js';
import { urlElicitationRequiredData } from './errors/url-elicitation-required-data.js';
import { xMcpHeaderInvalid } from './tools/x-mcp-header-invalid.js';
import { mcpParamHeaderMismatch } from './session/mcp-param-header-mismatch.js';
import { headerMismatchNotRejected } from './session/header-mismatch-not-rejected.js';
import { headerRejectionStatus } from './session/header-rejection-status.js';
import { missingCapabilityErrorData } from './errors/missing-capability-error-data.js';
import { resourceNotFoundAnswer } from './errors/resource-not-found-answer.js';
import { traceContextInvalid } from './meta/trace-context-invalid.js';
import { extensionIdentifierInvalid } from './capability/extension-identifier-invalid.js';
import { inputRequestKeyDuplicate } from './lifecycle/input-request-key-duplicate.js';
import { methodNotFoundStatus } from './session/method-not-found-status.js';
import { logNotRequestScoped } from './session/log-not-request-scoped.js';
import { cacheScopeVaries } from './session/cache-scope-varies.js';
import { sseNotificationUnrelated } from './session/sse-notification-unrelated.js';
import { sseAfterResponse } from './session/sse-after-response.js';
import { logLevelUnknownServed } from './session/log-level-unknown-served.js';
import { toolOrderVaries } from './tools/tool-order-varies.js';
import { unsupportedVersionRetry } from './lifecycle/unsupported-version-retry.js';
import type { Rule } from './rule.js';

/**
 * The rule catalog, in the order findings of one frame are reported. Each rule lives in
 * `<family>/<rule-id>.ts`; helpers the rules share are in `lib/`.
 */
export const RULES: readonly Rule[] = [
  parseError,
  strayOutput,
  invalidUtf8,
  lineTooLong,
  truncatedFrame,
  nestingTooDeep,
  contentLengthFraming,
  emptyCapture,
  noMessagesRead,
  sseUnterminatedEvent,
  sseUnprefixedJson,
  invalidJsonDocument,
  clientParseFailure,
  frameTooLarge,
  messagesSetAside,
  arrayReading,
  recordingBlindSpot,
  // The JSON-RPC envelope as MCP restricts it.
  jsonrpcVersion,
  idType,
  idNull,
  methodType,
  paramsType,
  responseResultAndError,
  resultNotObject,
  errorObject,
  unrecognizedMessage,
  requestWithoutId,
  notificationWithId,
  responseWithoutId,
  batchNotAllowed,
  batchEmpty,
  batchInitialize,
  batchMixed,
  // The method catalog and direction.
  methodTypo,
  methodNotInRevision,
  unknownMethod,
  customMethod,
  wrongDirection,
  // Error responses.
  errorCodeRetired,
  errorCodeReserved,
  errorCodeImplementationDefined,
  errorCodeHint,
  toolErrorAsProtocolError,
  // _meta and 2026-07-28 per-message requirements.
  requestMetaRequired,
  resultType,
  metaKeyName,
  metaKeyReserved,
  paramsShape,
  promptArgumentMissing,
  resultShape,
  unknownKeySlip,
  responseUnpaired,
  responseToNotification,
  responseDuplicate,
  requestUnanswered,
  requestIdReused,
  initializeNotFirst,
  requestBeforeInitialized,
  initializedTooEarly,
  initializeRepeated,
  initializeCancelled,
  dualEraFallback,
  dualEraProbe,
  protocolVersionInvalid,
  negotiatedVersionNotProposed,
  revisionMismatch,
  revisionUnknown,
  protocolVersionHeaderMismatch,
  metaProtocolVersionMismatch,
  unsupportedVersionErrorData,
  initializeErrorWithoutVersions,
  inputRequiredRetry,
  inputRetryIncompleteError,
  capabilityNotDeclared,
  declaredListNotImplemented,
  embeddedResourceUndeclared,
  toolUnknown,
  toolArgumentsInvalid,
  toolSchemaInvalid,
  toolSchemaTooComplex,
  toolStructuredContentInvalid,
  progressInvalid,
  cancelledUnknownRequest,
  serverCancelledInvalid,
  subscriptionNotificationInvalid,
  logLevelNotRequested,
  logBelowSetLevel,
  messageAfterCancelled,
  mcpHeadersMismatch,
  xMcpHeaderInvalid,
  mcpParamHeaderMismatch,
  headerMismatchNotRejected,
  headerRejectionStatus,
  // The server's side of the spec's MUSTs, Streamable HTTP and the features (issue 22).
  missingMetaNotRejected,
  discoverNotImplemented,
  httpAcceptHeader,
  sessionIdInvalid,
  sessionIdNotSent,
  sseEventIdReused,
  requestAfter404,
  terminatedSessionServed,
  sseRetryNotRespected,
  logBroadcast,
  getStreamResponse,
  cursorNotIssued,
  logCredentials,
  toolNames,
  structuredContentTextCopy,
  httpMethodNotPost,
  httpPostAnswer,
  httpEndpointVaries,
  getNotEventStream,
  sseBufferingHeader,
  listenEndedWithoutResult,
  protocolVersionHeaderNotRejected,
  progressTokenReused,
  taskProgressInvalid,
  samplingToolResultMixed,
  samplingToolUseUnanswered,
  rootNotFileUri,
  elicitationSensitiveForm,
  elicitationCompleteUnknown,
  urlElicitationRequiredData,
  // The other 2026-07-28 requirement gaps (issue 22).
  missingCapabilityErrorData,
  traceContextInvalid,
  extensionIdentifierInvalid,
  inputRequestKeyDuplicate,
  methodNotFoundStatus,
  logNotRequestScoped,
  cacheScopeVaries,
  resourceNotFoundAnswer,
  sseNotificationUnrelated,
  sseAfterResponse,
  logLevelUnknownServed,
  toolOrderVaries,
  unsupportedVersionRetry,
];

export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.meta.id === id);
}
