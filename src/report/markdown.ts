import type { FileOutcome, OutcomeFinding, RunResult, StaleExpectation } from '../app/outcome.js';
import { joinRepoPath } from './github-commands.js';
import { describeChange, expectedStatus } from './text.js';
import { revisionComparisonMarkdown } from './revision-comparison.js';
import { coverageMarkdown } from './coverage.js';
import { encodePathForUrl, escapeAttribute, escapeHtmlText, escapeMarkdown, escapeMarkdownProse, markdownCode } from './escape.js';
import { plural } from '../core/text/words.js';
import { specLinkFor } from '../core/protocol/spec-links.js';
import { ruleById } from '../core/rules/index.js';

/** GitHub's limits: a comment body holds 65,536 characters; a job summary 1 MiB. */
export const COMMENT_MAX_CHARACTERS = 65_536;
export const SUMMARY_MAX_BYTES = 1024 * 1024;

export interface MarkdownLinks {
  /** `https://github.com` (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** `owner/name`. */
  repository: string;
  /** The commit the links point at: the pull request's head SHA, else GITHUB_SHA. */
  ref: string;
  /** Working directory relative to the repository root, so links reach the capture's file. */
  pathPrefix?: string;
}

export interface MarkdownOptions {
  /**
   * `comment`: the sticky PR comment (marker first, sections for the captures that need action, 65,536 characters);
   * `summary`: the job summary (as the comment, with every capture in the collapsed table, 1 MiB);
   * `plain`: the CLI's `--format markdown` (every capture with findings, expected ones listed; no size limit unless maxLength is given).
   */
  target: 'comment' | 'summary' | 'plain';
  links?: MarkdownLinks;
  /** Hidden marker written first (the sticky comment finds itself by it). */
  marker?: string;
  /** Size limit: characters for a comment, UTF-8 bytes otherwise. */
  maxLength?: number;
  /** Where the whole report is (the run's summary page), pointed at when the body is truncated. */
  fullReportUrl?: string;
  /** Heading (default `mcp-capture-lint`). */
  title?: string;
}

/** Files with more rows than this are collapsed in a `<details>` section. */
const COLLAPSE_ROWS = 15;
/** Rows listed per file at most; the rest are counted. */
const MAX_ROWS_PER_FILE = { comment: 50, summary: 1000, plain: 1000 } as const;
const MAX_OVERVIEW_ROWS = { comment: 50, summary: 500, plain: 500 } as const;
/** Items of the other lists (failures, notes, orphaned and written expectation files, rules) at most. */
const MAX_LIST_ITEMS = { comment: 20, summary: 200, plain: 200 } as const;

/** Requirement ids listed per status and revision in the summary and the comment (the rest counted). */
const MAX_COVERAGE_IDS = 20;

/** A failure or a note is one line of the report: one listing 150,000 stale entries is cut short. */
const MAX_ITEM_CHARACTERS = 500;

function clip(text: string): string {
  return text.length > MAX_ITEM_CHARACTERS ? `${text.slice(0, MAX_ITEM_CHARACTERS)}… (${text.length - MAX_ITEM_CHARACTERS} more characters)` : text;
}

/** The first `max` items rendered and joined, then one line counting the rest. */
function bounded<T>(items: readonly T[], max: number, render: (item: T) => string, separator: string, more: (omitted: number) => string): string {
  const shown = items.slice(0, max).map(render);
  if (items.length > max) shown.push(more(items.length - max));
  return shown.join(separator);
}

function lineUrl(links: MarkdownLinks | undefined, path: string, line?: number, endLine?: number): string | undefined {
  if (!links) return undefined;
  const full = encodePathForUrl(joinRepoPath(links.pathPrefix, path));
  const anchor = line === undefined ? '' : endLine !== undefined && endLine > line ? `#L${line}-L${endLine}` : `#L${line}`;
  return `${links.serverUrl.replace(/\/+$/, '')}/${links.repository}/blob/${encodeURIComponent(links.ref)}/${full}${anchor}`;
}

function link(text: string, url: string | undefined): string {
  return url ? `[${text}](${url})` : text;
}

/** What the reader has to act on: a new finding, a stale expectation, a capture or expectation file that could not be read. */
function fileHasChanges(file: FileOutcome): boolean {
  return file.findings.some((f) => f.expectation === 'new') || file.stale.length > 0 || Boolean(file.result.error) || Boolean(file.expectation.error);
}

const SEVERITY_ICON = { error: '🔴', warning: '🟠', info: '🔵' } as const;

/**
 * The rows of a file's table: new findings, then stale expectations (what can fail the run);
 * expected findings only when `withExpected` (the `plain` report lists everything). At most
 * `max` rows are rendered (an expectation file can list 150,000 stale entries), `total` counts all.
 */
function fileRows(file: FileOutcome, links: MarkdownLinks | undefined, withExpected: boolean, max: number): { rows: string[]; total: number } {
  const fresh = file.findings.filter((f) => f.expectation === 'new');
  const expected = withExpected ? file.findings.filter((f) => f.expectation === 'expected') : [];
  const findingRow = (f: OutcomeFinding) => {
    const status = f.expectation === 'new' ? (f.fails ? '**new**' : 'new') : expectedStatus(f);
    // The rule links the spec page of the revision the capture is held to.
    const spec = ruleById(f.rule)?.meta.spec;
    const rule = link(markdownCode(f.rule), spec && /^https:\/\//.test(spec) ? specLinkFor(spec, file.result.revision) : undefined);
    return `| ${status} | ${SEVERITY_ICON[f.severity]} ${f.severity} | ${link(String(f.line), lineUrl(links, file.path, f.line, f.endLine))} | ${rule} | ${escapeMarkdownProse(f.message, { table: true })} |`;
  };
  const staleRow = (s: StaleExpectation) => {
    const where = link(escapeMarkdown(file.expectation.path), s.expectationLine ? lineUrl(links, file.expectation.path, s.expectationLine) : undefined);
    return `| **stale** | ${SEVERITY_ICON[s.severity]} ${s.severity} | ${s.line} | ${markdownCode(s.rule)} | Expected in ${where}, no longer found. |`;
  };
  const rows: string[] = [];
  for (const f of fresh) if (rows.length < max) rows.push(findingRow(f));
  for (const s of file.stale) if (rows.length < max) rows.push(staleRow(s));
  for (const f of expected) if (rows.length < max) rows.push(findingRow(f));
  return { rows, total: fresh.length + file.stale.length + expected.length };
}

function fileSection(file: FileOutcome, options: MarkdownOptions): string {
  const withExpected = options.target === 'plain';
  const { rows: shown, total } = fileRows(file, options.links, withExpected, MAX_ROWS_PER_FILE[options.target]);
  const expectedCount = file.findings.filter((f) => f.expectation === 'expected').length;
  const newCount = file.findings.length - expectedCount;
  const parts: string[] = [];
  if (file.result.error) parts.push(`Could not be checked: ${escapeMarkdown(file.result.error)}.`);
  if (file.expectation.error) parts.push(`${escapeMarkdown(file.expectation.path)} is not a valid expectation file: ${escapeMarkdown(file.expectation.error)}.`);
  if (shown.length > 0) {
    parts.push(['| | Severity | Line | Rule | Message |', '|---|---|---|---|---|', ...shown].join('\n'));
  }
  if (total > shown.length) parts.push(`…and ${total - shown.length} more rows (see the JSON or SARIF report).`);
  if (!withExpected && expectedCount > 0) parts.push(`${plural(expectedCount, 'expected finding')} not listed (counted by rule below).`);
  const body = parts.join('\n\n');
  const counts = [`${newCount} new`, `${expectedCount} expected`, `${file.stale.length} stale`].join(', ');
  const url = lineUrl(options.links, file.path);
  if (total > COLLAPSE_ROWS) {
    const title = escapeHtmlText(file.path);
    const heading = url ? `<a href="${escapeAttribute(url)}"><code>${title}</code></a>` : `<code>${title}</code>`;
    return `<details><summary>${heading}: ${counts}</summary>\n\n${body}\n\n</details>`;
  }
  return `#### ${link(escapeMarkdown(file.path), url)}: ${counts}\n\n${body}`;
}

/** A block the reader opens when they want it: `<details>` with a plain-text summary line. */
function collapsed(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/** The accepted (expected) findings counted per rule: how big the baseline is, without listing it. */
function acceptedByRule(files: readonly FileOutcome[], maxRows: number): string | undefined {
  const byRule = new Map<string, { findings: number; captures: number }>();
  let total = 0;
  for (const file of files) {
    const seen = new Set<string>();
    for (const f of file.findings) {
      if (f.expectation !== 'expected') continue;
      total += 1;
      const entry = byRule.get(f.rule) ?? { findings: 0, captures: 0 };
      entry.findings += 1;
      if (!seen.has(f.rule)) entry.captures += 1;
      seen.add(f.rule);
      byRule.set(f.rule, entry);
    }
  }
  if (total === 0) return undefined;
  const rules = [...byRule].sort(([a, x], [b, y]) => y.findings - x.findings || (a < b ? -1 : a > b ? 1 : 0));
  const rows = rules.slice(0, maxRows).map(([rule, n]) => `| ${markdownCode(rule)} | ${n.findings} | ${n.captures} |`);
  const more = rules.length > maxRows ? `\n\n…and ${plural(rules.length - maxRows, 'more rule')}.` : '';
  const table = ['| Rule | Expected findings | Captures |', '|---|---|---|', ...rows].join('\n') + more;
  return collapsed(`${plural(total, 'expected finding')} (accepted in expectation files), by rule`, table);
}

/** One row per capture: the revision it was held to and where that came from, its format and counts. */
function overview(result: Omit<RunResult, 'secrets'>, target: MarkdownOptions['target'], changed: readonly FileOutcome[]): string | undefined {
  const files = target === 'comment' ? changed : result.files;
  if (files.length === 0) return undefined;
  const maxRows = MAX_OVERVIEW_ROWS[target];
  const rows = files.slice(0, maxRows).map((file) => {
    const n = file.findings.filter((f) => f.expectation === 'new').length;
    const e = file.findings.length - n;
    return `| ${escapeMarkdown(file.path)} | ${file.result.revision ?? 'unknown'} | ${file.result.revisionSource} | ${file.result.format ?? '-'} | ${file.result.frames} | ${n ? `**${n}**` : 0} | ${e} | ${file.stale.length ? `**${file.stale.length}**` : 0} |`;
  });
  const more = files.length > maxRows ? `\n\n…and ${plural(files.length - maxRows, 'more capture')}.` : '';
  const others = result.files.length - changed.length;
  const caption = target === 'comment' && others > 0 ? `\n\n${others === 1 ? '1 other capture matches its expectations.' : `${others} other captures match their expectations.`}` : '';
  const table = ['| Capture | Revision | Revision from | Format | Frames | New | Expected | Stale |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n') + more + caption;
  const summary = target === 'comment' ? `${plural(files.length, 'capture')} with changes: revision, format, counts` : `All ${plural(files.length, 'capture')}: revision, format, counts`;
  return collapsed(summary, table);
}

function size(text: string, target: MarkdownOptions['target']): number {
  return target === 'comment' ? text.length : Buffer.byteLength(text, 'utf8');
}

/**
 * The markdown report: the sticky PR comment body, the job summary, or the CLI's markdown.
 * It leads with what fails: the verdict and totals, the failures, then per capture its new
 * findings and stale expectations linking to the lines. Below come the notes, the expected
 * (accepted) findings counted per rule and every capture's revision, both collapsed, and the
 * update command; kept within the size GitHub accepts, truncated with a pointer to the full report.
 * A run whose findings are all expected is a few lines long.
 */
export function formatMarkdown(result: Omit<RunResult, 'secrets'>, options: MarkdownOptions): string {
  const target = options.target;
  const limit = options.maxLength ?? (target === 'comment' ? COMMENT_MAX_CHARACTERS : target === 'summary' ? SUMMARY_MAX_BYTES : Infinity);
  const s = result.report.summary;
  const failed = result.exitCode === 1;
  const head: string[] = [];
  if (options.marker) head.push(options.marker);
  const title = options.title ?? 'mcp-capture-lint';
  const verdict =
    result.mode === 'update'
      ? `${result.updated.length === 0 ? 'expectation files are up to date' : `${plural(result.updated.length, 'expectation file')} updated`}`
      : result.mode === 'prune'
        ? `${failed ? 'failed' : 'passed'}, ${result.updated.length === 0 ? 'nothing to prune' : `${plural(result.updated.length, 'expectation file')} pruned`}`
        : failed
          ? 'failed'
          : 'passed';
  head.push(`### ${failed ? '❌' : '✅'} ${escapeMarkdown(title)}: ${verdict}`);
  head.push(
    [
      `**${plural(s.files, 'capture')}**, ${plural(s.frames, 'frame')}`,
      `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${s.info ?? 0} info`,
      `**${s.new} new**, ${s.expected ?? 0} expected${s.moved ? ` (${s.moved} moved)` : ''}, **${s.stale} stale**`,
      `fail-on: \`${result.failOn}\``,
    ].join(' · '),
  );
  const maxItems = MAX_LIST_ITEMS[target];
  if (result.failures.length > 0) head.push(bounded(result.failures, maxItems, (f) => `- ${escapeMarkdownProse(clip(f))}`, '\n', (n) => `- …and ${plural(n, 'more problem')}.`));

  // Below the captures that need action: what the reader may want, most useful first.
  const after: string[] = [];
  if (result.notes.length > 0) after.push(bounded(result.notes, maxItems, (n) => `> ${escapeMarkdownProse(clip(n))}`, '\n>\n', (n) => `> …and ${plural(n, 'more note')}.`));
  if (result.mode === 'check' && result.orphans.length > 0) {
    after.push(
      `**Expectation files whose capture is gone:**\n\n${bounded(result.orphans, maxItems, (o) => `- ${escapeMarkdown(o.path)} (${escapeMarkdown(o.capture)} no longer exists)`, '\n', (n) => `- …and ${plural(n, 'more expectation file')}.`)}`,
    );
  }
  if (result.updated.length > 0) {
    after.push(
      `**Expectation files written:**\n\n${bounded(
        result.updated,
        maxItems,
        (u) => `- ${escapeMarkdown(u.path)}: ${describeChange(u)}`,
        '\n',
        (n) => `- …and ${plural(n, 'more expectation file')}.`,
      )}`,
    );
  }
  const accepted = target === 'plain' ? undefined : acceptedByRule(result.files, maxItems);
  if (accepted) after.push(accepted);

  const foot: string[] = [];
  const needsUpdate = result.mode === 'check' && (s.stale > 0 || s.new > 0 || result.orphans.length > 0);
  if (needsUpdate) {
    const command = result.updateCommand.replace(/[\r\n`]/g, ' ');
    foot.push(
      `If the new findings are intended (a negative fixture, an accepted baseline) and the stale ones are gone for good, update the expectation files and commit them:\n\n\`\`\`sh\n${command}\n\`\`\`\n\nor run the action with \`mode: update\`. To remove stale entries without recording anything new, use \`--update=prune\` (\`mode: prune\`).`,
    );
  }
  // --revision a,b: the other revisions beside the first (src/report/revision-comparison.ts).
  const beside = revisionComparisonMarkdown(result, maxItems);
  if (beside) after.push(beside);
  // The requirement coverage (src/report/coverage.ts): one collapsed line per revision.
  const coverage = coverageMarkdown(result.report, target === 'plain' ? { maxItems, full: true } : { maxItems: MAX_COVERAGE_IDS, full: false });
  if (coverage) after.push(coverage);
  foot.push(`<sub>mcp-capture-lint ${escapeHtmlText(result.report.tool.version)}</sub>`);

  const changed = result.files.filter(fileHasChanges);
  // The plain report (the CLI's) lists every capture with findings, expected ones included.
  const listed = target === 'plain' ? result.files.filter((f) => f.findings.length > 0 || fileHasChanges(f)) : changed;
  const capturesTable = overview(result, target, changed);

  const headText = head.join('\n\n');
  const footText = foot.join('\n\n');
  const pointer = (omitted: number) =>
    `…${plural(omitted, 'more capture')} not shown here (the body would exceed GitHub's limit): ${options.fullReportUrl ? `see the [full report](${options.fullReportUrl})` : 'see the job summary or the JSON report'}.`;
  const reserve = size(pointer(listed.length), target) + 8;
  const afterCost = after.reduce((n, part) => n + size(part, target) + 2, 0);
  const sections: string[] = [];
  let used = size(headText, target) + size(footText, target) + afterCost + 4;
  for (const file of listed) {
    const section = fileSection(file, options);
    const cost = size(section, target) + 2;
    if (used + cost + reserve > limit) break;
    sections.push(section);
    used += cost;
  }
  // The table of every capture comes last and only when it fits whole.
  if (capturesTable && used + size(capturesTable, target) + 2 + reserve <= limit) after.push(capturesTable);
  const parts = [headText, ...sections];
  if (sections.length < listed.length) parts.push(pointer(listed.length - sections.length));
  parts.push(...after, footText);
  // The one redaction pass at this sink (before the size check: masks change lengths).
  let body = result.redact(parts.join('\n\n') + '\n');
  if (size(body, target) > limit) {
    // The head alone is too long (thousands of failure lines): cut it, keeping the marker.
    const tail = `\n\n${pointer(listed.length)}\n`;
    let cut = body.slice(0, Math.max(0, limit - size(tail, target) - 4));
    while (size(cut, target) + size(tail, target) > limit) cut = cut.slice(0, Math.floor(cut.length * 0.95));
    body = cut.replace(/[^\n]*$/, '') + tail;
  }
  return body;
}
