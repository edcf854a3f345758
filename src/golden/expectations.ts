import { isMap, isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import { lastAtOrBefore } from '../core/sorted.js';
import type { Finding, Severity } from '../core/findings/finding.js';

/**
 * Expectation (golden) files: `<capture file name>.expected.yaml`, next to the capture.
 *
 * A finding is identified by its rule id and its anchor (`Finding.anchor`: what the finding is
 * about, the same wherever the frame stands and whatever ids or timestamps a recording has), plus
 * its occurrence among the findings of that rule and anchor. The line is kept as a hint: it pairs
 * equal anchors (nearest wins) and lets a report say a finding moved. Rewording a message or
 * changing a severity does not make an expectation stale. Messages are kept in the file for the
 * reader of a PR diff, and not compared.
 *
 * Format 2 (`format: 2` at the top) stores the anchor; files written before it (no `format`, no
 * anchors) are still read, their entries matched by rule + line, and the next update rewrites them.
 */
export const EXPECTATION_SUFFIX = '.expected.yaml';

/** The expectation file format this version writes (and the newest it reads). */
export const EXPECTATION_FORMAT = 2;

export interface ExpectedFinding {
  rule: string;
  /** Absent in a file of format 1 (or for a finding without one): the entry is matched by rule + line. */
  anchor?: string;
  line: number;
  severity: Severity;
  message?: string;
}

export interface ExpectationFile {
  /** 1 for a file written before anchors (no `format` key), else the `format` it records. */
  format: number;
  revision?: string;
  findings: ExpectedFinding[];
}

export function expectationPathFor(capturePath: string): string {
  return `${capturePath}${EXPECTATION_SUFFIX}`;
}

export function isExpectationFile(path: string): boolean {
  return path.endsWith(EXPECTATION_SUFFIX);
}

/** The identity of format 1 (rule + line), by which entries without an anchor are still matched. */
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
  const record = data as { format?: unknown; revision?: unknown; findings?: unknown };
  const format = record.format === undefined || record.format === null ? 1 : Number(record.format);
  if (!Number.isInteger(format) || format < 1) throw new ExpectationFormatError(`\`format\` must be ${EXPECTATION_FORMAT} (or absent, for a file written before anchors)`);
  if (format > EXPECTATION_FORMAT) {
    throw new ExpectationFormatError(`format ${format} is newer than this version of mcp-capture-lint reads (${EXPECTATION_FORMAT}): upgrade it, or run \`--update\` with this version to rewrite the file`);
  }
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
    format,
    revision: typeof record.revision === 'string' ? record.revision : undefined,
    lines,
    findings: findings.map((entry: unknown, index): ExpectedFinding => {
      const f = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      const line = Number(f.line);
      if (!Number.isInteger(line) || line < 1) throw new ExpectationFormatError(`findings[${index}].line must be a line number (1 or more)`);
      if (typeof f.rule !== 'string' || f.rule === '') throw new ExpectationFormatError(`findings[${index}].rule must be a rule id`);
      if (f.anchor !== undefined && f.anchor !== null && (typeof f.anchor !== 'string' || f.anchor === '')) {
        throw new ExpectationFormatError(`findings[${index}].anchor must be text (what the finding is about), or absent`);
      }
      const severity = SEVERITIES.includes(f.severity as Severity) ? (f.severity as Severity) : 'error';
      const expected: ExpectedFinding = { rule: f.rule, line, severity };
      if (typeof f.anchor === 'string') expected.anchor = f.anchor;
      if (typeof f.message === 'string') expected.message = f.message;
      return expected;
    }),
  };
}

/** What the diff needs of a finding. */
export interface DiffableFinding {
  rule: string;
  line: number;
  anchor?: string;
  /** Only prefers, among entries of one anchor, the one that stored this very message. */
  message?: string;
}

/** How a capture's findings compare with its expectation file. */
export interface ExpectationDiff<F extends DiffableFinding> {
  /** Found, not expected. */
  new: F[];
  /** Found and expected. */
  expected: F[];
  /** Expected, no longer found: the fixture no longer shows what its expectation file claims. */
  stale: ExpectedFinding[];
  /** The entry each expected finding was matched with (its line differs when the finding moved). */
  entryOf: Map<F, ExpectedFinding>;
}

/**
 * Above this many line pairs to weigh in one group (a pull request's file can hold 100,000 entries
 * of one anchor; the engine keeps 500 findings a rule), a group is paired in order instead.
 */
const MAX_ALIGNMENT_CELLS = 4_000_000;

/**
 * The golden diff. Entries with an anchor match findings of the same rule and anchor: in order,
 * and when the counts differ (a frame inserted or removed) by the order-preserving pairing whose
 * lines are nearest once the shift seen around them is allowed for, so an inserted frame makes one
 * new finding, never stale plus new. Entries without an anchor (format 1) match by rule + line,
 * counted. Messages and severities are not compared.
 */
export function diffExpectations<F extends DiffableFinding>(findings: readonly F[], expected: readonly ExpectedFinding[]): ExpectationDiff<F> {
  const entryOf = new Map<F, ExpectedFinding>();
  const matchedEntries = new Set<ExpectedFinding>();
  const groupKey = (item: { rule: string; anchor?: string }) => `${item.rule}\u0000${item.anchor}`;
  const foundGroups = groupBy(findings.filter((f) => f.anchor !== undefined), groupKey);
  const entryGroups = groupBy(expected.filter((e) => e.anchor !== undefined), groupKey);
  const pair = (finding: F, entry: ExpectedFinding) => {
    entryOf.set(finding, entry);
    matchedEntries.add(entry);
  };
  // Groups of equal counts pair in order; their pairs tell how far lines have shifted where.
  const shifts: { from: number; by: number }[] = [];
  const uneven: [F[], ExpectedFinding[]][] = [];
  for (const [key, entries] of entryGroups) {
    const found = foundGroups.get(key);
    if (!found) continue;
    if (found.length !== entries.length) {
      uneven.push([found, entries]);
      continue;
    }
    found.forEach((finding, i) => {
      pair(finding, entries[i]);
      shifts.push({ from: entries[i].line, by: finding.line - entries[i].line });
    });
  }
  shifts.sort((a, b) => a.from - b.from);
  const predicted = (line: number) => line + shiftAt(shifts, line);
  for (const [found, entries] of uneven) {
    const lines = entries.map((e) => predicted(e.line));
    // An entry whose stored message is the finding's own is the likelier pair whatever the lines say.
    const cost = (fi: number, ei: number) => Math.abs(found[fi].line - lines[ei]) + (entries[ei].message === found[fi].message ? 0 : OTHER_MESSAGE_COST);
    for (const [fi, ei] of alignNearest(found.length, entries.length, cost)) pair(found[fi], entries[ei]);
  }
  // Entries of format 1: rule + line, counted, among the findings not matched by anchor.
  const byLine = groupBy(expected.filter((e) => e.anchor === undefined), findingKey);
  for (const finding of findings) {
    if (entryOf.has(finding)) continue;
    const entry = byLine.get(findingKey(finding))?.shift();
    if (entry) pair(finding, entry);
  }
  const diff: ExpectationDiff<F> = { new: [], expected: [], stale: [], entryOf };
  for (const finding of findings) (entryOf.has(finding) ? diff.expected : diff.new).push(finding);
  for (const entry of expected) if (!matchedEntries.has(entry)) diff.stale.push(entry);
  return diff;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  // In line order (stable: the engine's order among findings of one line).
  for (const list of groups.values()) list.sort((a, b) => (a as { line: number }).line - (b as { line: number }).line);
  return groups;
}

/** The shift of the nearest matched entry at or before `line` (else the first one after it); 0 when none. */
function shiftAt(shifts: readonly { from: number; by: number }[], line: number): number {
  if (shifts.length === 0) return 0;
  const best = lastAtOrBefore(shifts, line, (shift) => shift.from);
  return shifts[best < 0 ? 0 : best].by;
}

/** Added to a pair's line distance when the entry's message is not the finding's: more than any capture's lines. */
const OTHER_MESSAGE_COST = 2 ** 32;

/**
 * Pairs min(n, m) items of two lists, both in line order, keeping the order (the i-th pair's items
 * both come after the previous pair's) and making the sum of `cost(index in a, index in b)`
 * smallest. Returns [index in a, index in b] pairs.
 */
export function alignNearest(n: number, m: number, cost: (i: number, j: number) => number): [number, number][] {
  if (n > m) return alignNearest(m, n, (i, j) => cost(j, i)).map(([i, j]) => [j, i]);
  if (n === 0) return [];
  if (n === m || n * m > MAX_ALIGNMENT_CELLS) return Array.from({ length: n }, (_, i) => [i, i]);
  // cost[i][j]: the least distance pairing a[0..i) with items of b[0..j); took[i][j]: whether b[j-1] is paired with a[i-1].
  const width = m + 1;
  let previous = new Float64Array(width);
  const took = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    const current = new Float64Array(width).fill(Infinity);
    for (let j = i; j <= m - (n - i); j++) {
      const skip = current[j - 1];
      const take = previous[j - 1] + cost(i - 1, j - 1);
      if (take <= skip) {
        current[j] = take;
        took[i * width + j] = 1;
      } else current[j] = skip;
    }
    previous = current;
  }
  const pairs: [number, number][] = [];
  let j = m;
  for (let i = n; i > 0; j--) {
    if (took[i * width + j]) {
      pairs.push([i - 1, j - 1]);
      i--;
    }
  }
  return pairs.reverse();
}

/**
 * Each finding's occurrence (1, 2, ...) among the findings of its rule and anchor, in line order:
 * with the anchor, the identity the expectation file, the JSON report and SARIF share. A finding
 * without an anchor is counted among those of its rule and message.
 */
export function occurrences(findings: readonly { rule: string; line: number; anchor?: string; message: string }[]): number[] {
  const order = findings.map((_, i) => i).sort((x, y) => findings[x].line - findings[y].line || x - y);
  const seen = new Map<string, number>();
  const result = new Array<number>(findings.length);
  for (const i of order) {
    const f = findings[i];
    const key = `${f.rule}\u0000${f.anchor === undefined ? `\u0001${f.message}` : f.anchor}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    result[i] = n;
  }
  return result;
}

/**
 * Deterministic text in format 2: sorted findings, no timestamps, no absolute paths. The stored
 * message is the finding's own (messages say "this line", never their own line number).
 */
export function formatExpectations(
  captureName: string,
  revision: string | undefined,
  findings: readonly Pick<Finding, 'rule' | 'line' | 'severity' | 'message' | 'anchor'>[],
): string {
  const sorted = [...findings].sort(
    (a, b) =>
      a.line - b.line ||
      compareText(a.rule, b.rule) ||
      compareText(a.anchor ?? '', b.anchor ?? '') ||
      compareText(a.severity, b.severity) ||
      compareText(a.message, b.message),
  );
  const body = {
    format: EXPECTATION_FORMAT,
    revision: revision ?? 'unknown',
    findings: sorted.map((f) =>
      f.anchor === undefined
        ? { rule: f.rule, line: f.line, severity: f.severity, message: f.message }
        : { rule: f.rule, anchor: f.anchor, line: f.line, severity: f.severity, message: f.message },
    ),
  };
  const header =
    `# Findings expected in ${captureName}, checked by mcp-capture-lint.\n` +
    '# Regenerate with: npx mcp-capture-lint check --update <capture>\n' +
    '# Entries are matched by rule and anchor (what the finding is about); the line is a hint.\n';
  return header + stringify(body, { lineWidth: 0 });
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
