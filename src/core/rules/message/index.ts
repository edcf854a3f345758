import type { Rule } from '../rule.js';


/** The message rules; each lives in its own file in this folder. */
export const messageRules: readonly Rule[] = [];
