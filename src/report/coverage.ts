// The requirement coverage of a run (src/core/requirement-coverage) as the text, markdown and HTML reports say
// it: one headline per revision ("2025-11-25: 31 of 77 observable requirements exercised, 2
// violated"), then the requirements by status. Informational: it never changes the verdict.
import type { JsonReport, JsonRunCoverage } from '../app/outcome.js';
import { COVERAGE_STATUSES, coverageHeadline } from '../core/requirement-coverage/coverage.js';
import { requirementsOf, requirementUrl } from '../core/protocol/requirements/index.js';
import { isRevision } from '../core/revisions.js';
import { plural } from '../core/text/words.js';
import { markdownCode } from './escape.js';
import type { HtmlCoverage } from './html/timeline.js';

const STATUS_WORDS = COVERAGE_STATUSES;

/** One requirement of a status, and in how many captures (violated and held only). */
export interface CoverageItem {
  id: string;
  captures?: number;
  /** The requirement's page and heading on the spec site, when the registry has it. */
  url?: string;
}

/** The requirements of one status of a run's revision, with links. */
export function coverageItems(coverage: JsonRunCoverage, key: (typeof STATUS_WORDS)[number]['key']): CoverageItem[] {
  const revision = coverage.revision;
  const registry = isRevision(revision) ? requirementsOf(revision) : undefined;
  const url = (id: string) => {
    const entry = registry?.find((r) => r.id === id);
    return entry && isRevision(revision) ? requirementUrl(revision, entry) : undefined;
  };
  const listed = coverage.requirements[key];
  return listed.map((item: string | { id: string; captures: number }) =>
    typeof item === 'string' ? { id: item, url: url(item) } : { id: item.id, captures: item.captures, url: url(item.id) },
  );
}

/** What the headline counts over: "over 3 captures held to 2025-11-25". */
function over(coverage: JsonRunCoverage): string {
  return `over ${plural(coverage.captures, 'capture')} held to ${coverage.revision}`;
}

/** `--coverage` in the text report: per revision its headline, then each requirement with its status. */
export function coverageText(report: Pick<JsonReport, 'coverage' | 'files'>, oneLine: (text: string) => string): string {
  const lines: string[] = [];
  const runs = report.coverage ?? [];
  if (runs.length === 0) {
    const reasons = [...new Set(report.files.flatMap((f) => (f.coverageNotComputed ? [f.coverageNotComputed] : [])))];
    lines.push(`Requirement coverage: not computed${reasons.length > 0 ? ` (${reasons.map(oneLine).join('; ')})` : ''}.`);
    return `${lines.join('\n')}\n`;
  }
  for (const coverage of runs) {
    lines.push(`Requirement coverage (${plural(coverage.captures, 'capture')}): ${coverageHeadline(coverage)}.`);
    const width = Math.max(...STATUS_WORDS.map((s) => s.label.length));
    const items = STATUS_WORDS.map((status) => ({ status, items: coverageItems(coverage, status.key) }));
    const idWidth = Math.max(0, ...items.flatMap((s) => s.items.map((item) => item.id.length)));
    for (const { status, items: listed } of items) {
      for (const item of listed) {
        const captures = item.captures === undefined ? '' : `  ${status.key === 'violated' ? 'violated in' : 'exercised in'} ${item.captures} of ${plural(coverage.captures, 'capture')}`;
        lines.push(`  ${status.label.padEnd(width)}  ${captures ? oneLine(item.id).padEnd(idWidth) : oneLine(item.id)}${captures}`);
      }
    }
    lines.push('');
  }
  const perCapture = report.files.filter((f) => f.coverage);
  if (perCapture.length > 1) {
    lines.push('Per capture:');
    for (const file of perCapture) for (const c of file.coverage ?? []) lines.push(`  ${oneLine(file.path)}: ${coverageHeadline(c)}`);
    lines.push('');
  }
  lines.push('Held means exercised and not broken here, not observed that no capture put it to the test: neither is a pass. Coverage never changes the exit status.');
  return `${lines.join('\n')}\n`;
}

/** The run's coverage as the HTML report's sidebar shows it. */
export function runCoverageHtml(report: Pick<JsonReport, 'coverage'>): HtmlCoverage[] {
  return (report.coverage ?? []).map((coverage) => ({
    headline: `${coverageHeadline(coverage)} (${over(coverage)})`,
    statuses: STATUS_WORDS.map((status) => ({ label: status.label, means: status.means, ids: coverageItems(coverage, status.key).map((item) => item.id) })).filter((s) => s.ids.length > 0),
  }));
}

/**
 * The markdown: per revision one `<details>` whose summary is the headline. Inside, the
 * requirements by status: every status with `full` (the CLI's markdown), else (the job summary and
 * the PR comment, which share GitHub's size limits with the findings) the violated and the not
 * observed ones by id and the others counted. At most `maxItems` ids per status, the rest counted.
 */
export function coverageMarkdown(report: Pick<JsonReport, 'coverage'>, options: { maxItems: number; full: boolean }): string | undefined {
  const runs = report.coverage ?? [];
  if (runs.length === 0) return undefined;
  const { maxItems, full } = options;
  return runs
    .map((coverage) => {
      const counted: string[] = [];
      const body = STATUS_WORDS.flatMap((status) => {
        const items = coverageItems(coverage, status.key);
        if (items.length === 0) return [];
        if (!full && status.key !== 'violated' && status.key !== 'notObserved') {
          counted.push(`${items.length} ${status.label}`);
          return [];
        }
        const shown = items.slice(0, maxItems).map((item) => {
          const code = markdownCode(item.id);
          // Only the violated ones link to the spec, and only in full: a link per id would take a comment's whole budget.
          const linked = item.url && full && status.key === 'violated' ? `[${code}](${item.url})` : code;
          return item.captures === undefined || coverage.captures === 1 ? linked : `${linked} (${item.captures})`;
        });
        if (items.length > maxItems) shown.push(`…and ${items.length - maxItems} more`);
        const per = status.key === 'violated' ? ' (captures violating it)' : status.key === 'held' ? ' (captures exercising it)' : '';
        return [`**${status.label}** (${items.length}): ${status.means}${coverage.captures > 1 ? per : ''}.\n${shown.join(', ')}`];
      });
      body.unshift(`Observable requirements of ${coverage.revision}, ${over(coverage)}:`);
      if (counted.length > 0) body.push(`Also ${counted.join(', ')} (listed in the JSON report and by \`check --coverage\`).`);
      body.push('Coverage is informational: it never changes the verdict.');
      return `<details><summary>${coverageHeadline(coverage)}</summary>\n\n${body.join('\n\n')}\n\n</details>`;
    })
    .join('\n\n');
}
