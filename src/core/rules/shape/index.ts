import type { Rule } from '../rule.js';


/** The shape rules; each lives in its own file in this folder. */
export const shapeRules: readonly Rule[] = [];
