import type { FileOutcome, OutcomeFinding, RunResult, StaleExpectation } from '../app/outcome.js';
import { coverageHeadline } from '../core/requirement-coverage/coverage.js';
import { RULES } from '../core/rules/index.js';
import { appliesTo, type Rule } from '../core/rules/rule.js';

/**
 * The JUnit XML report (`--format junit`, the Action's `junit-file`), as dorny/test-reporter,
 * EnricoMi/publish-unit-test-result-action, Jenkins and GitLab read it: a test suite per capture,
 * a test case per rule that ran on it. A new finding that fails the run is a failure (its message,
 * file and line in the text); expected (accepted) findings pass, listed in the case's system-out,
 * as do new findings below fail-on; each stale expectation is a failing case of its own; a capture
 * or expectation file that could not be read is an error. So a run passes in the test reporter
 * exactly when it passes here.
 */
interface JunitOptions {
  /** The rule catalog (defaults to every rule). */
  rules?: readonly Rule[];
}

interface Case {
  name: string;
  failure?: { type: string; message: string; text: string };
  error?: { type: string; message: string; text: string };
  out: string[];
}

/** Code points XML 1.0 forbids (a capture can hold any of them): shown as `\u0001` instead. */
// eslint-disable-next-line no-control-regex -- matching the controls XML forbids is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function visible(text: string): string {
  return text.replace(NOT_XML, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function xmlText(text: string): string {
  return visible(text).replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;'));
}

/** An attribute value: line breaks and tabs as character references (a parser would fold them to spaces). */
function xmlAttribute(text: string): string {
  return xmlText(text).replace(/["\r\n\t]/g, (ch) => (ch === '"' ? '&quot;' : `&#${ch.charCodeAt(0)};`));
}

function at(path: string, f: { line: number; column?: number }): string {
  return `${path}:${f.line}${f.column !== undefined ? `:${f.column}` : ''}`;
}

function findingLine(path: string, f: OutcomeFinding): string {
  const moved = f.movedFrom !== undefined ? ` (moved from line ${f.movedFrom})` : '';
  return `${at(path, f)} ${f.severity}: ${f.message}${moved}`;
}

function staleLine(file: FileOutcome, s: StaleExpectation): string {
  const where = s.expectationLine !== undefined ? `${file.expectation.path}:${s.expectationLine}` : file.expectation.path;
  return `${where}: ${s.rule} was expected on line ${s.line} of ${file.path} and is no longer found. Remove the entry (--update=prune).`;
}

/** The rules that ran on a capture: those of the revision it was held to (or of every revision it was judged against). */
function rulesRun(file: FileOutcome, catalog: readonly Rule[]): string[] {
  const revisions = file.result.judgedAgainst?.revisions ?? [file.result.revision];
  const ids = catalog.filter((rule) => revisions.some((revision) => appliesTo(rule.meta, revision))).map((rule) => rule.meta.id);
  // A rule that reported here ran here, whatever the catalog says (a shard's report, an unknown id).
  for (const id of [...file.findings.map((f) => f.rule), ...file.stale.map((s) => s.rule)]) if (!ids.includes(id)) ids.push(id);
  return ids;
}

function casesOf(file: FileOutcome, result: Pick<RunResult, 'failOn' | 'mode'>, catalog: readonly Rule[]): Case[] {
  const cases: Case[] = [];
  if (file.result.error || file.expectation.error) {
    const problems = [file.result.error ? `${file.path} could not be checked: ${file.result.error}` : '', file.expectation.error ? `${file.expectation.path} is not a valid expectation file: ${file.expectation.error}` : ''].filter(Boolean);
    cases.push({ name: 'capture is readable', error: { type: file.result.error ? 'unreadable-capture' : 'invalid-expectation-file', message: problems[0], text: problems.join('\n') }, out: [] });
  }
  for (const rule of rulesRun(file, catalog)) {
    const mine = file.findings.filter((f) => f.rule === rule);
    const failing = mine.filter((f) => f.fails);
    const testCase: Case = { name: rule, out: [] };
    if (failing.length > 0) {
      const first = failing[0];
      const more = failing.length > 1 ? ` (and ${failing.length - 1} more)` : '';
      testCase.failure = { type: rule, message: `${at(file.path, first)}: ${first.message}${more}`, text: failing.map((f) => findingLine(file.path, f)).join('\n') };
    }
    const below = mine.filter((f) => f.expectation === 'new' && !f.fails);
    if (below.length > 0) testCase.out.push(`New, below fail-on (${result.failOn}):`, ...below.map((f) => findingLine(file.path, f)));
    const accepted = mine.filter((f) => f.expectation === 'expected');
    if (accepted.length > 0) testCase.out.push(`Accepted (listed in ${file.expectation.path}):`, ...accepted.map((f) => findingLine(file.path, f)));
    cases.push(testCase);
  }
  // A stale expectation fails the run (except with fail-on never): a failing case of its own.
  for (const s of file.stale) {
    const text = staleLine(file, s);
    const name = `expectation ${s.rule} on line ${s.line} is still found`;
    if (result.failOn !== 'never' && result.mode === 'check') cases.push({ name, failure: { type: 'stale-expectation', message: text, text }, out: [] });
    else cases.push({ name, out: [`Stale (does not fail with fail-on ${result.failOn}): ${text}`] });
  }
  return cases;
}

function renderCase(c: Case, classname: string): string {
  const children: string[] = [];
  for (const [tag, detail] of [['failure', c.failure], ['error', c.error]] as const) {
    if (detail) children.push(`      <${tag} type="${xmlAttribute(detail.type)}" message="${xmlAttribute(detail.message)}">${xmlText(detail.text)}</${tag}>`);
  }
  if (c.out.length > 0) children.push(`      <system-out>${xmlText(c.out.join('\n'))}</system-out>`);
  const open = `    <testcase name="${xmlAttribute(c.name)}" classname="${xmlAttribute(classname)}" time="0"`;
  return children.length === 0 ? `${open}/>` : `${open}>\n${children.join('\n')}\n    </testcase>`;
}

export function formatJunit(result: Pick<RunResult, 'files' | 'failOn' | 'mode' | 'orphans'> & Partial<Pick<RunResult, 'redact'>>, options: JunitOptions = {}): string {
  const catalog = options.rules ?? RULES;
  // The one redaction pass at this sink: every string, before it is escaped (an escape would hide a secret from the masker).
  const redact = result.redact ?? ((text: string) => text);
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  for (const file of result.files) {
    const cases = casesOf(file, result, catalog).map((c) => ({
      ...c,
      name: redact(c.name),
      failure: c.failure && { type: redact(c.failure.type), message: redact(c.failure.message), text: redact(c.failure.text) },
      error: c.error && { type: redact(c.error.type), message: redact(c.error.message), text: redact(c.error.text) },
      out: c.out.map(redact),
    }));
    const suiteFailures = cases.filter((c) => c.failure).length;
    const suiteErrors = cases.filter((c) => c.error && !c.failure).length;
    tests += cases.length;
    failures += suiteFailures;
    errors += suiteErrors;
    const path = redact(file.path);
    const properties = [
      ['revision', file.result.revision ?? 'unknown'],
      ['revision-source', file.result.revisionSource],
      ['format', file.result.format ?? 'unknown'],
      ['frames', String(file.result.frames)],
      // Informational, as everywhere: the requirements of each revision the capture exercised.
      ...(file.result.coverage ?? []).map((coverage) => ['requirement-coverage', coverageHeadline(coverage)]),
    ]
      .map(([name, value]) => `      <property name="${name}" value="${xmlAttribute(value)}"/>`)
      .join('\n');
    suites.push(
      [
        `  <testsuite name="${xmlAttribute(path)}" tests="${cases.length}" failures="${suiteFailures}" errors="${suiteErrors}" skipped="0" time="0" file="${xmlAttribute(path)}">`,
        `    <properties>\n${properties}\n    </properties>`,
        ...cases.map((c) => renderCase(c, path)),
        '  </testsuite>',
      ].join('\n'),
    );
  }
  // Expectation files whose capture is gone fail the run: a suite of their own.
  if (result.mode === 'check' && result.orphans.length > 0 && result.failOn !== 'never') {
    const cases = result.orphans.map((o) => {
      const text = redact(`${o.path} is the expectation file of ${o.capture}, which no longer exists: delete it, or update the expectations.`);
      return renderCase({ name: redact(`${o.capture} exists`), failure: { type: 'orphaned-expectation', message: text, text }, out: [] }, 'expectation files');
    });
    tests += cases.length;
    failures += cases.length;
    suites.push([`  <testsuite name="expectation files" tests="${cases.length}" failures="${cases.length}" errors="0" skipped="0" time="0">`, ...cases, '  </testsuite>'].join('\n'));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-capture-lint" tests="${tests}" failures="${failures}" errors="${errors}" time="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
