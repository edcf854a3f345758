import { isMap, isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import type { Finding, Severity } from '../core/findings/finding.js';

/**
 * Expectation (golden) files: `<capture file name>.expected.yaml`, next to the capture.
 *
 * A finding is identified by its rule id and its line: rewording a message, or changing a
 * severity, does not make an expectation stale. Several findings of one rule on one line are
 * counted. Messages are kept in the file for the reader of a PR diff, and not compared.
 */
export const EXPECTATION_SUFFIX = '.expected.yaml';

export interface ExpectedFinding {
  line: number;
  rule: string;
  severity: Severity;
  message?: string;
}

export interface ExpectationFile {
  revision?: string;
  findings: ExpectedFinding[];
}

export function expectationPathFor(capturePath: string): string {
  return `${capturePath}${EXPECTATION_SUFFIX}`;
}

export function isExpectationFile(path: string): boolean {
  return path.endsWith(EXPECTATION_SUFFIX);
}

/** Identity of a finding for the diff. */
export function findingKey(finding: { rule: string; line: number }): string {
  return `${finding.line}\u0000${finding.rule}`;
}

/** An expectation file that cannot be read as one: the message says where and what to do. */
export class ExpectationFormatError extends Error {}

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/**
 * The largest expectation file read. A capture keeps at most 500 findings per rule, so a real
 * file stays far below this; a larger one (an expectation file from a pull request can be
 * anything) would take the YAML parser tens of seconds and gigabytes.
 */
export const MAX_EXPECTATION_CHARS = 8 * 1024 * 1024;

/**
 * Reads an expectation file's text; throws ExpectationFormatError when it is not one. `lines`
 * holds the line (1-based) of each entry of `findings`, so a stale entry can be annotated where
 * it is written (undefined for one it cannot place). One parse gives both.
 */
export function parseExpectations(text: string): ExpectationFile & { lines: (number | undefined)[] } {
  if (text.length > MAX_EXPECTATION_CHARS) {
    throw new ExpectationFormatError(
      `${(text.length / (1024 * 1024)).toFixed(1)} MiB, more than the ${MAX_EXPECTATION_CHARS / (1024 * 1024)} MiB an expectation file may be (a capture keeps at most 500 findings per rule, so a file written by --update stays far smaller)`,
    );
  }
  const lineCounter = new LineCounter();
  let data: unknown;
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0) throw new ExpectationFormatError(`not valid YAML (${doc.errors[0].message.split('\n')[0]})`);
  try {
    data = doc.toJS() ?? {};
  } catch (error) {
    throw new ExpectationFormatError(`not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ExpectationFormatError('expected a mapping with `revision` and `findings`');
  }
  const record = data as { revision?: unknown; findings?: unknown };
  if (record.findings !== undefined && record.findings !== null && !Array.isArray(record.findings)) {
    throw new ExpectationFormatError('`findings` must be a list');
  }
  const findings = Array.isArray(record.findings) ? record.findings : [];
  const items = isMap(doc.contents) ? doc.contents.get('findings', true) : undefined;
  const lines = isSeq(items)
    ? items.items.map((item) => {
        const offset = (item as { range?: [number, number, number] }).range?.[0];
        return offset === undefined ? undefined : lineCounter.linePos(offset).line;
      })
    : [];
  return {
    revision: typeof record.revision === 'string' ? record.revision : undefined,
    lines,
    findings: findings.map((entry: unknown, index): ExpectedFinding => {
      const f = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      const line = Number(f.line);
      if (!Number.isInteger(line) || line < 1) throw new ExpectationFormatError(`findings[${index}].line must be a line number (1 or more)`);
      if (typeof f.rule !== 'string' || f.rule === '') throw new ExpectationFormatError(`findings[${index}].rule must be a rule id`);
      const severity = SEVERITIES.includes(f.severity as Severity) ? (f.severity as Severity) : 'error';
      const expected: ExpectedFinding = { line, rule: f.rule, severity };
      if (typeof f.message === 'string') expected.message = f.message;
      return expected;
    }),
  };
}

/** How a capture's findings compare with its expectation file. */
export interface ExpectationDiff<F extends { rule: string; line: number }> {
  /** Found, not expected. */
  new: F[];
  /** Found and expected. */
  expected: F[];
  /** Expected, no longer found: the fixture no longer shows what its expectation file claims. */
  stale: ExpectedFinding[];
}

/**
 * The golden diff. Identity is rule id + line, counted: two findings of one rule on one line
 * need two entries. Messages and severities are not compared, so rewording a message or
 * changing a rule's severity does not make every expectation file stale.
 */
export function diffExpectations<F extends { rule: string; line: number }>(
  findings: readonly F[],
  expected: readonly ExpectedFinding[],
): ExpectationDiff<F> {
  const pending = new Map<string, ExpectedFinding[]>();
  for (const entry of expected) {
    const key = findingKey(entry);
    const list = pending.get(key);
    if (list) list.push(entry);
    else pending.set(key, [entry]);
  }
  const diff: ExpectationDiff<F> = { new: [], expected: [], stale: [] };
  for (const finding of findings) {
    const list = pending.get(findingKey(finding));
    if (list && list.length > 0) {
      list.shift();
      diff.expected.push(finding);
    } else diff.new.push(finding);
  }
  for (const entry of expected) {
    const list = pending.get(findingKey(entry));
    if (list && list.includes(entry)) diff.stale.push(entry);
  }
  return diff;
}

/** Deterministic text: sorted findings, no timestamps, no absolute paths. */
export function formatExpectations(
  captureName: string,
  revision: string | undefined,
  findings: readonly Pick<Finding, 'rule' | 'line' | 'severity' | 'message'>[],
): string {
  const sorted = [...findings].sort(
    (a, b) => a.line - b.line || compareText(a.rule, b.rule) || compareText(a.severity, b.severity) || compareText(a.message, b.message),
  );
  const body = {
    revision: revision ?? 'unknown',
    findings: sorted.map((f) => ({ line: f.line, rule: f.rule, severity: f.severity, message: f.message })),
  };
  const header = `# Findings expected in ${captureName}, checked by mcp-capture-lint.\n# Regenerate with: npx mcp-capture-lint check --update <capture>\n`;
  return header + stringify(body, { lineWidth: 0 });
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
