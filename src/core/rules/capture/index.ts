import type { Rule } from '../rule.js';
import { clientParseFailure } from './client-parse-failure.js';
import { contentLengthFraming } from './content-length-framing.js';
import { emptyCapture } from './empty-capture.js';
import { frameTooLarge } from './frame-too-large.js';
import { invalidJsonDocument } from './invalid-json-document.js';
import { invalidUtf8 } from './invalid-utf8.js';
import { lineTooLong } from './line-too-long.js';
import { messagesSetAside } from './messages-set-aside.js';
import { nestingTooDeep } from './nesting-too-deep.js';
import { parseError } from './parse-error.js';
import { sseUnprefixedJson } from './sse-unprefixed-json.js';
import { sseUnterminatedEvent } from './sse-unterminated-event.js';
import { strayOutput } from './stray-output.js';
import { truncatedFrame } from './truncated-frame.js';

/** The capture rules; each lives in its own file in this folder. */
export const captureRules: readonly Rule[] = [
  parseError,
  strayOutput,
  invalidUtf8,
  lineTooLong,
  truncatedFrame,
  nestingTooDeep,
  contentLengthFraming,
  emptyCapture,
  sseUnterminatedEvent,
  sseUnprefixedJson,
  invalidJsonDocument,
  clientParseFailure,
  frameTooLarge,
  messagesSetAside,
];
