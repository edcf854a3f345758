import type { FileOutcome, OutcomeFinding, RunResult, StaleExpectation } from '../app/outcome.js';
import { joinRepoPath } from './github-commands.js';
import { describeChange, expectedStatus } from './text.js';
import { encodePathForUrl, escapeAttribute, escapeHtmlText, escapeMarkdown, markdownCode } from './escape.js';

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
   * `comment`: the sticky PR comment (marker first, sections only for files that changed, 65,536 characters);
   * `summary`: the job summary (every file with findings, long files collapsed, 1 MiB);
   * `plain`: the CLI's `--format markdown` (as the summary, no size limit unless maxLength is given).
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
/** Items of the other lists (failures, notes, orphaned and written expectation files) at most. */
const MAX_LIST_ITEMS = { comment: 20, summary: 200, plain: 200 } as const;

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

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
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

function fileHasChanges(file: FileOutcome): boolean {
  return file.findings.some((f) => f.expectation === 'new') || file.stale.length > 0 || Boolean(file.result.error) || Boolean(file.expectation.error);
}

const SEVERITY_ICON = { error: '🔴', warning: '🟠', info: '🔵' } as const;

/**
 * The rows of a file's table, new first, then stale (both fail the run), then expected; at most
 * `max` of them are rendered (an expectation file can list 150,000 stale entries), `total` counts all.
 */
function fileRows(file: FileOutcome, links: MarkdownLinks | undefined, onlyChanges: boolean, max: number): { rows: string[]; total: number } {
  const fresh = file.findings.filter((f) => f.expectation === 'new');
  const expected = onlyChanges ? [] : file.findings.filter((f) => f.expectation === 'expected');
  const findingRow = (f: OutcomeFinding) => {
    const status = f.expectation === 'new' ? (f.fails ? '**new**' : 'new') : expectedStatus(f);
    return `| ${status} | ${SEVERITY_ICON[f.severity]} ${f.severity} | ${link(String(f.line), lineUrl(links, file.path, f.line, f.endLine))} | ${markdownCode(f.rule)} | ${escapeMarkdown(f.message)} |`;
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

function fileSection(file: FileOutcome, options: MarkdownOptions, onlyChanges: boolean): string {
  const { rows: shown, total } = fileRows(file, options.links, onlyChanges, MAX_ROWS_PER_FILE[options.target]);
  const parts: string[] = [];
  if (file.result.error) parts.push(`Could not be checked: ${escapeMarkdown(file.result.error)}.`);
  if (file.expectation.error) parts.push(`${escapeMarkdown(file.expectation.path)} is not a valid expectation file: ${escapeMarkdown(file.expectation.error)}.`);
  if (shown.length > 0) {
    parts.push(['| | Severity | Line | Rule | Message |', '|---|---|---|---|---|', ...shown].join('\n'));
  }
  if (total > shown.length) parts.push(`…and ${total - shown.length} more rows (see the JSON or SARIF report).`);
  if (onlyChanges) {
    const expected = file.findings.filter((f) => f.expectation === 'expected').length;
    if (expected > 0) parts.push(`${plural(expected, 'expected finding')} not listed.`);
  }
  const body = parts.join('\n\n');
  const counts = [
    `${file.findings.filter((f) => f.expectation === 'new').length} new`,
    `${file.findings.filter((f) => f.expectation === 'expected').length} expected`,
    `${file.stale.length} stale`,
  ].join(', ');
  const url = lineUrl(options.links, file.path);
  if (total > COLLAPSE_ROWS) {
    const title = escapeHtmlText(file.path);
    const heading = url ? `<a href="${escapeAttribute(url)}"><code>${title}</code></a>` : `<code>${title}</code>`;
    return `<details><summary>${heading}: ${counts}</summary>\n\n${body}\n\n</details>`;
  }
  return `#### ${link(escapeMarkdown(file.path), url)}: ${counts}\n\n${body}`;
}

function size(text: string, target: MarkdownOptions['target']): number {
  return target === 'comment' ? text.length : Buffer.byteLength(text, 'utf8');
}

/**
 * The markdown report: the sticky PR comment body, the job summary, or the CLI's markdown.
 * Totals, the revision of each capture and where it came from, a table per file of new, stale
 * and expected findings linking to the lines, and the update command; kept within the size
 * GitHub accepts, truncated with a pointer to the full report.
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
  if (result.failures.length > 0) head.push(bounded(result.failures, maxItems, (f) => `- ${escapeMarkdown(clip(f))}`, '\n', (n) => `- …and ${plural(n, 'more problem')}.`));
  if (result.notes.length > 0) head.push(bounded(result.notes, maxItems, (n) => `> ${escapeMarkdown(clip(n))}`, '\n>\n', (n) => `> …and ${plural(n, 'more note')}.`));

  const changed = result.files.filter(fileHasChanges);
  const listed = target === 'comment' ? changed : result.files.filter((f) => f.findings.length > 0 || f.stale.length > 0 || fileHasChanges(f));
  const overviewFiles = target === 'comment' ? changed : result.files;
  if (overviewFiles.length > 0) {
    const maxRows = MAX_OVERVIEW_ROWS[target];
    const rows = overviewFiles.slice(0, maxRows).map((file) => {
      const n = file.findings.filter((f) => f.expectation === 'new').length;
      const e = file.findings.length - n;
      return `| ${link(escapeMarkdown(file.path), lineUrl(options.links, file.path))} | ${file.result.revision ?? 'unknown'} | ${file.result.revisionSource} | ${file.result.format ?? '-'} | ${file.result.frames} | ${n ? `**${n}**` : 0} | ${e} | ${file.stale.length ? `**${file.stale.length}**` : 0} |`;
    });
    const more = overviewFiles.length > maxRows ? `\n\n…and ${overviewFiles.length - maxRows} more captures.` : '';
    const caption = target === 'comment' && result.files.length > changed.length ? `\n\n${result.files.length - changed.length === 1 ? '1 other capture matches its expectations.' : `${result.files.length - changed.length} other captures match their expectations.`}` : '';
    head.push(['| Capture | Revision | Revision from | Format | Frames | New | Expected | Stale |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n') + more + caption);
  }
  if (result.mode === 'check' && result.orphans.length > 0) {
    head.push(
      `**Expectation files whose capture is gone:**\n\n${bounded(result.orphans, maxItems, (o) => `- ${escapeMarkdown(o.path)} (${escapeMarkdown(o.capture)} no longer exists)`, '\n', (n) => `- …and ${plural(n, 'more expectation file')}.`)}`,
    );
  }
  if (result.updated.length > 0) {
    head.push(
      `**Expectation files written:**\n\n${bounded(
        result.updated,
        maxItems,
        (u) => `- ${escapeMarkdown(u.path)}: ${describeChange(u)}`,
        '\n',
        (n) => `- …and ${plural(n, 'more expectation file')}.`,
      )}`,
    );
  }

  const foot: string[] = [];
  const needsUpdate = result.mode === 'check' && (s.stale > 0 || s.new > 0 || result.orphans.length > 0);
  if (needsUpdate) {
    const command = result.updateCommand.replace(/[\r\n`]/g, ' ');
    foot.push(
      `If the new findings are intended (a negative fixture, an accepted baseline) and the stale ones are gone for good, update the expectation files and commit them:\n\n\`\`\`sh\n${command}\n\`\`\`\n\nor run the action with \`mode: update\`. To remove stale entries without recording anything new, use \`--update=prune\` (\`mode: prune\`).`,
    );
  }
  foot.push(`<sub>mcp-capture-lint ${escapeHtmlText(result.report.tool.version)}</sub>`);

  const headText = head.join('\n\n');
  const footText = foot.join('\n\n');
  const pointer = (omitted: number) =>
    `…${plural(omitted, 'more capture')} not shown here (the body would exceed GitHub's limit): ${options.fullReportUrl ? `see the [full report](${options.fullReportUrl})` : 'see the job summary or the JSON report'}.`;
  const reserve = size(pointer(listed.length), target) + 8;
  const sections: string[] = [];
  let used = size(headText, target) + size(footText, target) + 4;
  for (const file of listed) {
    const section = fileSection(file, options, target === 'comment');
    const cost = size(section, target) + 2;
    if (used + cost + reserve > limit) break;
    sections.push(section);
    used += cost;
  }
  const parts = [headText, ...sections];
  if (sections.length < listed.length) parts.push(pointer(listed.length - sections.length));
  parts.push(footText);
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
