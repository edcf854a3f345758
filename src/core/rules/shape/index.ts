import type { Rule } from '../rule.js';
import { paramsShape } from './params-shape.js';
import { resultShape } from './result-shape.js';
import { unknownKeySlip } from './unknown-key-slip.js';

/** The shape rules; each lives in its own file in this folder. */
export const shapeRules: readonly Rule[] = [paramsShape, resultShape, unknownKeySlip];
