// A rule that judges several requirements of a revision should say, per finding, which one it
// found broken (`RuleReport.requirement`); a finding that does not is filed under every one of the
// rule's requirements and marked ambiguous in the coverage. This lists the rules whose doc example
// still does that: the backlog, kept honest (a rule fixed leaves the list, a new one joins it).
import { describe, expect, it } from 'vitest';
import { REGISTERED_REVISIONS, requirementsOf } from '../../src/core/protocol/requirements/index.js';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule } from '../../src/core/rules/rule.js';
import type { Revision } from '../../src/core/revisions.js';
import { exampleCapture, exampleRevision, runCase } from '../rules/tester.js';

/** The registered revisions the rule runs under in which it judges more than one observable requirement. */
function severalIn(rule: Rule): Revision[] {
  const ids = rule.meta.requirements ?? [];
  return REGISTERED_REVISIONS.filter(
    (revision) => (rule.meta.revisions === 'all' || rule.meta.revisions.includes(revision)) && requirementsOf(revision)!.filter((r) => r.observable !== 'no' && ids.includes(r.id)).length > 1,
  );
}

/** Whether the rule's bad example, checked as its doc page checks it, leaves a finding of the rule filed ambiguously. */
async function ambiguousOnItsExample(rule: Rule, revisions: readonly Revision[]): Promise<boolean> {
  const bad = rule.meta.examples!.bad;
  const own = exampleRevision(rule, bad);
  // A capture that names no revision gets no coverage: hold it to the newest revision where the rule judges several.
  const revision = own === 'auto' || !revisions.includes(own) ? revisions[revisions.length - 1] : own;
  const { result } = await runCase(rule, { capture: exampleCapture(bad), revision });
  const coverage = result.coverage?.find((c) => c.revision === revision);
  expect(coverage, `${rule.meta.id}: its example held to ${revision} gets a coverage`).toBeDefined();
  return coverage!.requirements.some((r) => r.ambiguous && r.findings!.some((i) => result.findings[i].rule === rule.meta.id));
}

/** Rules that judge several requirements and do not yet say which one a finding breaks. */
const STILL_AMBIGUOUS = [
  'cursor-not-issued',
  'elicitation-sensitive-form',
  'error-code-reserved',
  'error-object',
  'http-method-not-post',
  'id-null',
  'message-after-cancelled',
  'meta-key-name',
  'missing-meta-not-rejected',
  'negotiated-version-not-proposed',
  'parse-error',
  'protocol-version-header-mismatch',
  'protocol-version-invalid',
  'request-meta-required',
  'request-unanswered',
  'response-result-and-error',
  'response-unpaired',
  'response-without-id',
  'stray-output',
  'tool-schema-invalid',
  'unrecognized-message',
  'unsupported-version-error-data',
  'url-elicitation-required-data',
  'wrong-direction',
];

describe('rules that judge several requirements name the one a finding breaks', () => {
  it('lists the rules whose findings are still filed under all their requirements', async () => {
    const ambiguous: string[] = [];
    for (const rule of RULES) {
      const revisions = severalIn(rule);
      if (revisions.length === 0 || !rule.meta.examples) continue;
      if (await ambiguousOnItsExample(rule, revisions)) ambiguous.push(rule.meta.id);
    }
    expect(ambiguous.sort()).toEqual(STILL_AMBIGUOUS);
  });
});
