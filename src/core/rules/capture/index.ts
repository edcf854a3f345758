import type { Rule } from '../rule.js';
import { clientParseFailure } from './client-parse-failure.js';
import { frameTooLarge } from './frame-too-large.js';
import { invalidJsonDocument } from './invalid-json-document.js';
import { parseError } from './parse-error.js';
import { sseUnprefixedJson } from './sse-unprefixed-json.js';
import { sseUnterminatedEvent } from './sse-unterminated-event.js';

/** The capture rules; each lives in its own file in this folder. */
export const captureRules: readonly Rule[] = [parseError, sseUnterminatedEvent, sseUnprefixedJson, invalidJsonDocument, clientParseFailure, frameTooLarge];
