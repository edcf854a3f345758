import type { Rule } from './rule.js';
import { parseError } from './parse-error.js';

/** The rule catalog. Every rule id a reader issue or a finding names is listed here. */
export const RULES: readonly Rule[] = [parseError];

export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.meta.id === id);
}
