import type { Rule } from '../rule.js';
import { parseError } from './parse-error.js';

/** The capture rules; each lives in its own file in this folder. */
export const captureRules: readonly Rule[] = [parseError];
