import { describe, expect, it } from 'vitest';
import { explain } from '../../src/cli/explain.js';
import { createStyle } from '../../src/cli/style.js';
import { checkCapture } from '../../src/core/engine.js';
import { RULES } from '../../src/core/rules/index.js';
import type { Rule, RuleFamily } from '../../src/core/rules/rule.js';
import { cliBuilt, runCli } from './run-cli.js';

// The capture family's examples are whole files in one format (an SSE stream, a Claude log):
// `check` covers those. Every other family's examples are messages, what explain is for.
const documented = RULES.filter((rule) => rule.meta.examples && rule.meta.family !== 'capture');
/** Families whose rules judge one message at a time: their bad example alone must trigger them. */
const MESSAGE_FAMILIES: readonly RuleFamily[] = ['envelope', 'catalog', 'errors', 'meta', 'shape'];
const style = createStyle(false);

/** The rule ids explain reports, read from its output lines (`    error   rule-id  message`). */
function reportedRules(output: string): string[] {
  return [...output.matchAll(/^ {4}(?:error|warning|info) +([a-z0-9-]+) {2}/gm)].map((m) => m[1]);
}

/** As the rule's doc page: the example's revision, else the newest revision the rule judges. */
function revisionOf(rule: Rule) {
  return rule.meta.examples!.revision ?? (rule.meta.revisions === 'all' ? 'auto' : rule.meta.revisions[rule.meta.revisions.length - 1]);
}

describe('explain on the rules\' documented examples', () => {
  it('has examples to explain', () => {
    expect(documented.length).toBeGreaterThan(50);
  });
  it.each(documented.map((rule) => [rule.meta.id, rule] as const))('%s: explain shows every finding check makes, with why', async (id, rule) => {
    const revision = revisionOf(rule);
    for (const text of [rule.meta.examples!.bad, rule.meta.examples!.good]) {
      const checked = await checkCapture({ path: 'example.jsonl', text }, { revision });
      const explained = await explain(text, { name: 'example.jsonl', revision, style });
      expect(reportedRules(explained.output).sort(), explained.output).toEqual(checked.findings.map((f) => f.rule).sort());
      for (const finding of checked.findings) expect(explained.output).toContain(finding.message);
    }
    const bad = await explain(rule.meta.examples!.bad, { name: 'example.jsonl', revision, style });
    if (MESSAGE_FAMILIES.includes(rule.meta.family)) {
      expect(reportedRules(bad.output), bad.output).toContain(id);
      expect(bad.output).toContain(`Why: ${rule.meta.why}`);
      const good = await explain(rule.meta.examples!.good, { name: 'example.jsonl', revision, style });
      expect(reportedRules(good.output), good.output).not.toContain(id);
    }
  });
});

describe.skipIf(!cliBuilt)('explain - on a documented example, through the built CLI', () => {
  it('reads the example from standard input and names the rule with what to do instead', () => {
    const rule = documented.find((r) => MESSAGE_FAMILIES.includes(r.meta.family)) ?? documented[0];
    const args = ['explain', '-', '--capture-format', 'jsonl', '--revision', String(revisionOf(rule))];
    const run = runCli(args, { cwd: process.cwd(), input: rule.meta.examples!.bad });
    expect(reportedRules(run.stdout)).toContain(rule.meta.id);
    expect(run.stdout).toContain(`Instead: ${rule.meta.instead}`);
  });
});
