// Two or more revisions side by side (`--revision 2025-11-25,2026-07-28`): the capture is held to
// the first; for each other revision, what it finds that the first does not, and what it no longer
// finds. The question before moving a server to the next revision: what breaks. The text and
// markdown reports show it from here; the JSON report carries the same per file and in its summary.
import type { FileOutcome, RunResult } from '../app/outcome.js';
import type { Finding } from '../core/findings/finding.js';
import { escapeMarkdown, escapeMarkdownProse, markdownCode } from './escape.js';

/** One compared revision over the run's files. */
export interface RevisionComparisonTotal {
  revision: string;
  /** The revisions the compared files are held to (usually one). */
  heldTo: string[];
  files: number;
  errors: number;
  warnings: number;
  info: number;
  added: { path: string; finding: Finding }[];
  gone: { path: string; finding: Finding }[];
}

/** Per compared revision, in the order the list named them; empty when nothing was compared. */
export function revisionComparisons(files: readonly Pick<FileOutcome, 'path' | 'result'>[]): RevisionComparisonTotal[] {
  const totals = new Map<string, RevisionComparisonTotal>();
  for (const file of files) {
    for (const c of file.result.comparisons ?? []) {
      let total = totals.get(c.revision);
      if (!total) totals.set(c.revision, (total = { revision: c.revision, heldTo: [], files: 0, errors: 0, warnings: 0, info: 0, added: [], gone: [] }));
      const held = file.result.revision;
      if (held && !total.heldTo.includes(held)) total.heldTo.push(held);
      total.files += 1;
      total.errors += c.errors;
      total.warnings += c.warnings;
      total.info += c.info;
      for (const finding of c.added) total.added.push({ path: file.path, finding });
      for (const finding of c.gone) total.gone.push({ path: file.path, finding });
    }
  }
  return [...totals.values()];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word === 'info' ? '' : 's'}`;

/** The rules that differ most, as examples: "e.g. method-not-in-revision (3), request-meta-required (2)". */
function examples(items: readonly { finding: Finding }[], max = 3): string {
  const byRule = new Map<string, number>();
  for (const { finding } of items) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
  const top = [...byRule.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, max);
  return top.map(([rule, n]) => `${rule}${n > 1 ? ` (${n})` : ''}`).join(', ');
}

const countBy = (items: readonly { finding: Finding }[], severity: Finding['severity']) => items.filter((item) => item.finding.severity === severity).length;

/** "under 2026-07-28: 14 more errors and 1 more warning than under 2025-11-25, e.g. ..." in plain words. */
export function comparisonSentence(total: RevisionComparisonTotal): string {
  const { added, gone } = total;
  const held = total.heldTo.join(', ') || 'the first revision';
  if (added.length === 0 && gone.length === 0) return `under ${total.revision}: the same findings as under ${held}.`;
  const parts: string[] = [];
  if (added.length > 0) {
    const counts = (['error', 'warning', 'info'] as const)
      .map((s) => [s, countBy(added, s)] as const)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${n} more ${s === 'info' ? 'info' : plural(n, s).replace(/^\d+ /, '')}`);
    parts.push(`${counts.join(' and ')} than under ${held}, e.g. ${examples(added)}`);
  }
  if (gone.length > 0) parts.push(`${plural(gone.length, 'finding')} of ${held} not raised, e.g. ${examples(gone)}`);
  return `under ${total.revision}: ${parts.join('; ')} (in all ${plural(total.errors, 'error')}, ${plural(total.warnings, 'warning')}, ${total.info} info).`;
}

/** How many differing findings a report lists per revision (the JSON report has them all). */
export const COMPARISON_FINDINGS_LISTED = 20;

/** The text report's section: one sentence per compared revision, then its differing findings. */
export function comparisonTextLines(result: Pick<RunResult, 'files'>, oneLine: (text: string) => string): string[] {
  const totals = revisionComparisons(result.files);
  if (totals.length === 0) return [];
  const lines: string[] = [`Beside ${totals[0].heldTo.join(', ') || 'the first revision'} (the revision the captures are held to):`];
  for (const total of totals) {
    lines.push(`  ${oneLine(comparisonSentence(total))}`);
    const listed = [...total.added.map((item) => ({ ...item, sign: '+' })), ...total.gone.map((item) => ({ ...item, sign: '-' }))];
    for (const { path, finding, sign } of listed.slice(0, COMPARISON_FINDINGS_LISTED)) {
      lines.push(`    ${sign} ${oneLine(path)}:${finding.line}:${finding.column}  ${finding.severity}  ${oneLine(finding.message)}  ${oneLine(finding.rule)}`);
    }
    if (listed.length > COMPARISON_FINDINGS_LISTED) lines.push(`    …and ${listed.length - COMPARISON_FINDINGS_LISTED} more (the JSON report lists them all).`);
  }
  return lines;
}

/** The markdown section (job summary, comment): a table of the compared revisions, then their differing findings, folded. */
export function revisionComparisonMarkdown(result: Pick<RunResult, 'files'>, maxRows = COMPARISON_FINDINGS_LISTED): string | undefined {
  const totals = revisionComparisons(result.files);
  if (totals.length === 0) return undefined;
  const held = totals[0].heldTo.join(', ') || 'the first revision';
  const parts = [
    `**Other revisions, beside ${escapeMarkdown(held)}** (the one the captures are held to; these do not change the verdict):`,
    '',
    '| Revision | Errors | Warnings | Info | Raised only there | No longer raised | e.g. |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...totals.map((t) => `| ${escapeMarkdown(t.revision)} | ${t.errors} | ${t.warnings} | ${t.info} | ${t.added.length} | ${t.gone.length} | ${escapeMarkdown(examples(t.added) || examples(t.gone) || '-')} |`),
  ];
  for (const total of totals) {
    const listed = [...total.added.map((item) => ({ ...item, sign: 'only here' })), ...total.gone.map((item) => ({ ...item, sign: 'no longer' }))];
    if (listed.length === 0) continue;
    const rows = listed
      .slice(0, maxRows)
      .map(({ path, finding, sign }) => `| ${sign} | ${finding.severity} | ${escapeMarkdown(path)}:${finding.line} | ${markdownCode(finding.rule)} | ${escapeMarkdownProse(finding.message, { table: true })} |`);
    const more = listed.length > maxRows ? `\n\n…and ${listed.length - maxRows} more (the JSON report lists them all).` : '';
    parts.push(
      '',
      `<details><summary>Under ${escapeMarkdown(total.revision)}: ${listed.length} finding${listed.length === 1 ? '' : 's'} differ</summary>`,
      '',
      '| | Severity | Where | Rule | Message |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      `${more}`,
      '</details>',
    );
  }
  return parts.join('\n');
}
