import type { Rule } from '../rule.js';


/** The session rules; each lives in its own file in this folder. */
export const sessionRules: readonly Rule[] = [];
