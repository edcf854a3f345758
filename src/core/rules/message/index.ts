import type { Rule } from '../rule.js';
import { batchEmpty } from './batch-empty.js';
import { batchInitialize } from './batch-initialize.js';
import { batchMixed } from './batch-mixed.js';
import { batchNotAllowed } from './batch-not-allowed.js';
import { customMethod } from './custom-method.js';
import { errorCodeHint } from './error-code-hint.js';
import { errorCodeImplementationDefined } from './error-code-implementation-defined.js';
import { errorCodeReserved } from './error-code-reserved.js';
import { errorCodeRetired } from './error-code-retired.js';
import { errorObject } from './error-object.js';
import { idNull } from './id-null.js';
import { idType } from './id-type.js';
import { jsonrpcVersion } from './jsonrpc-version.js';
import { metaKeyName } from './meta-key-name.js';
import { metaKeyReserved } from './meta-key-reserved.js';
import { methodNotInRevision } from './method-not-in-revision.js';
import { methodType } from './method-type.js';
import { methodTypo } from './method-typo.js';
import { notificationWithId } from './notification-with-id.js';
import { paramsType } from './params-type.js';
import { requestMetaRequired } from './request-meta-required.js';
import { requestWithoutId } from './request-without-id.js';
import { responseResultAndError } from './response-result-and-error.js';
import { responseWithoutId } from './response-without-id.js';
import { resultNotObject } from './result-not-object.js';
import { resultType } from './result-type.js';
import { toolErrorAsProtocolError } from './tool-error-as-protocol-error.js';
import { unknownMethod } from './unknown-method.js';
import { unrecognizedMessage } from './unrecognized-message.js';
import { wrongDirection } from './wrong-direction.js';

/** The message rules; each lives in its own file in this folder. */
export const messageRules: readonly Rule[] = [
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
];
