import { captureRules } from './capture/index.js';
import { messageRules } from './message/index.js';
import type { Rule } from './rule.js';
import { sessionRules } from './session/index.js';
import { shapeRules } from './shape/index.js';

/** The rule catalog. Every rule id a reader issue or a finding names is listed here. */
export const RULES: readonly Rule[] = [...captureRules, ...messageRules, ...shapeRules, ...sessionRules];

export function ruleById(id: string): Rule | undefined {
  return RULES.find((rule) => rule.meta.id === id);
}
