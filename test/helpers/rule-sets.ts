import { RULES } from '../../src/core/rules/index.js';
import type { Rule, RuleFamily } from '../../src/core/rules/rule.js';

/** The rules of some families, in catalog order: the subsets some tests run on their own. */
export function rulesOf(...families: RuleFamily[]): readonly Rule[] {
  return RULES.filter((rule) => families.includes(rule.meta.family));
}

/** Reading the capture. */
export const captureRules = rulesOf('capture');
/** One message at a time: the envelope, the method catalog, error responses and `_meta`. */
export const messageRules = rulesOf('envelope', 'catalog', 'errors', 'meta');
/** Params and results of each method. */
export const shapeRules = rulesOf('shape');
