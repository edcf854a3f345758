import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormatName } from '../../src/core/capture/reader.js';
import { checkCapture, type CheckOptions, type FileCheckResult } from '../../src/core/engine.js';
import type { Finding, Severity } from '../../src/core/findings/finding.js';
import { REVISIONS, type Revision } from '../../src/core/revisions.js';
import { exampleFormat } from '../../src/core/rules/rule-docs.js';
import type { Rule } from '../../src/core/rules/rule.js';

/**
 * One capture the rule is run on, through the real engine (`checkCapture`): the reader of its
 * format, the session tracker, the dispatch by `frames`, `kinds` and `methods`, and `end()`.
 * JSONL lines may carry `>` (client) and `<` (server) direction marks.
 */
export interface CaptureCase {
  /** The test's title; the capture's first line when absent. */
  name?: string;
  /** The capture's text, or its bytes (read from a file, as the CLI reads one: for bytes a string cannot hold). */
  capture: string | Uint8Array;
  /** The revision the capture is held to, as `--revision` takes it. */
  revision: Revision | 'auto';
  /** Force a reader (`--capture-format`); detected from the text when absent. */
  format?: FormatName;
  /** The name the capture is read under (some readers look at it); `capture.<format>` when absent. */
  path?: string;
  /** Further engine options: `mixedOutput`, per-rule `rules` settings. */
  options?: Pick<CheckOptions, 'mixedOutput' | 'rules'>;
}

/** One finding the rule must give. Only what is named is compared (the line always). */
export interface ExpectedFinding {
  line: number;
  severity?: Severity;
  /** The JSON path inside the message; `undefined` here does not compare it. */
  path?: string;
  /** A substring the text must hold, or a pattern it must match: the part of the text that carries meaning. */
  message?: string | RegExp;
}

export interface InvalidCase extends CaptureCase {
  /** Every finding of the rule, in the order the engine reports them (by line): no more, no fewer. */
  errors: readonly ExpectedFinding[];
}

export interface RuleTests {
  /** Captures on which the rule finds nothing. */
  valid: readonly CaptureCase[];
  /** Captures on which the rule finds exactly `errors`. */
  invalid: readonly InvalidCase[];
  /**
   * Rules run alongside the one under test, for a rule whose findings depend on another's work.
   * Their findings are not compared.
   */
  alongside?: readonly Rule[];
}

/** `# checked with --revision <revision>` opening an example: the revision that side is checked under. */
const CHECKED_WITH = /^# checked with --revision (\S+)\n/;

/**
 * The revision a rule's doc example is checked under, as its doc page and `explain` take it: a
 * `# checked with --revision` line of its own, else the examples' revision, else the newest the
 * rule judges ('auto' for a rule of every revision).
 */
export function exampleRevision(rule: Rule, text: string): Revision | 'auto' {
  const own = CHECKED_WITH.exec(text)?.[1];
  if (own !== undefined) {
    if (own !== 'auto' && !(REVISIONS as readonly string[]).includes(own)) throw new Error(`${rule.meta.id}: its example names an unknown revision ${own}`);
    return own as Revision | 'auto';
  }
  const { examples, revisions } = rule.meta;
  return examples?.revision ?? (revisions === 'all' ? 'auto' : revisions[revisions.length - 1]);
}

/** The example as a capture: without the `# checked with` note, which is for the reader of the doc page. */
export function exampleCapture(text: string): string {
  return `${text.replace(CHECKED_WITH, '')}\n`;
}

/** Runs one case through the engine with the rule (and those it needs) as the rule set. */
export async function runCase(rule: Rule, test: CaptureCase, alongside: readonly Rule[] = []): Promise<{ result: FileCheckResult; findings: Finding[] }> {
  const path = test.path ?? `capture.${test.format ?? 'jsonl'}`;
  const options: CheckOptions = { revision: test.revision, format: test.format, ruleSet: [rule, ...alongside], ...test.options };
  let result: FileCheckResult;
  if (typeof test.capture === 'string') {
    result = await checkCapture({ path, text: test.capture }, options);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'rule-tester-'));
    try {
      const file = join(dir, 'capture');
      writeFileSync(file, test.capture);
      result = await checkCapture({ path, file }, options);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { result, findings: result.findings.filter((f) => f.rule === rule.meta.id) };
}

function titleOf(test: CaptureCase): string {
  if (test.name) return test.name;
  const text = typeof test.capture === 'string' ? test.capture : Buffer.from(test.capture).toString('utf8');
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '(empty capture)';
  return `${test.revision}: ${first.length > 100 ? `${first.slice(0, 100)}...` : first}`;
}

/** A finding as the comparison shows it when a case fails. */
function shown(finding: Finding) {
  return { line: finding.line, severity: finding.severity, path: finding.path, message: finding.message };
}

function matcherOf(expected: ExpectedFinding) {
  const matcher: Record<string, unknown> = { line: expected.line };
  if (expected.severity !== undefined) matcher.severity = expected.severity;
  if (expected.path !== undefined) matcher.path = expected.path;
  if (expected.message !== undefined) {
    matcher.message = typeof expected.message === 'string' ? expect.stringContaining(expected.message) : expect.stringMatching(expected.message);
  }
  return matcher;
}

/** Fails unless `findings` are exactly `expected`, in order: no finding more, none fewer, each as described. */
export function expectFindings(findings: readonly Finding[], expected: readonly ExpectedFinding[]): void {
  expect(findings.map(shown)).toMatchObject(expected.map(matcherOf));
}

/**
 * A RuleTester on the real engine, after ESLint's: `ruleTester.run(rule, { valid, invalid })`
 * makes one test per case, and one per side of the rule's doc examples (`meta.examples`: the bad
 * one gives at least one finding of the rule, the good one none), so what a rule's doc page
 * shows is tested where the rule is.
 */
export const ruleTester = {
  run(rule: Rule, tests: RuleTests): void {
    const { id } = rule.meta;
    const alongside = tests.alongside ?? [];
    describe(id, () => {
      // That every rule has examples is test/rules/layout.test.ts's assertion.
      const examples = rule.meta.examples;
      if (examples) describe('doc examples', () => {
        const format = exampleFormat(examples);
        it(`the bad example (${format}) is flagged`, async () => {
          const { result, findings } = await runCase(rule, { capture: exampleCapture(examples.bad), revision: exampleRevision(rule, examples.bad), format }, alongside);
          expect(result.error).toBeUndefined();
          expect(findings.map(shown), 'findings of the rule on the bad example').not.toEqual([]);
        });
        it(`the good example (${format}) is not flagged`, async () => {
          const good = { capture: exampleCapture(examples.good), revision: exampleRevision(rule, examples.good), format };
          const { result, findings } = await runCase(rule, good, alongside);
          expect(result.error).toBeUndefined();
          expect(findings.map(shown), 'findings of the rule on the good example').toEqual([]);
        });
        it(`the good example (${format}) is clean: no rule of the catalog finds an error in it`, async () => {
          const good = await checkCapture({ path: `example.${format}`, text: exampleCapture(examples.good) }, { revision: exampleRevision(rule, examples.good), format });
          expect(good.findings.filter((f) => f.severity === 'error').map((f) => `${f.line} ${f.rule}: ${f.message}`)).toEqual([]);
        });
      });
      if (tests.valid.length > 0) describe('valid', () => {
        for (const test of tests.valid) {
          it(titleOf(test), async () => {
            const { result, findings } = await runCase(rule, test, alongside);
            expect(result.error).toBeUndefined();
            expectFindings(findings, []);
          });
        }
      });
      if (tests.invalid.length > 0) describe('invalid', () => {
        for (const test of tests.invalid) {
          it(titleOf(test), async () => {
            if (test.errors.length === 0) throw new Error('an invalid case lists at least one finding (a capture with none is a valid case)');
            const { result, findings } = await runCase(rule, test, alongside);
            expect(result.error).toBeUndefined();
            expectFindings(findings, test.errors);
          });
        }
      });
    });
  },
};

/** JSONL lines of a capture: each value serialized, or a string taken as the line itself (for marks and broken lines). */
export function jsonl(...lines: readonly unknown[]): string {
  return `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`;
}
