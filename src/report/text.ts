import type { OutcomeFinding, RunResult, UpdateChange } from '../app/outcome.js';
import { oneLine } from './escape.js';
import { comparisonTextLines } from './revision-comparison.js';
import { plural } from '../core/text/words.js';

export interface TextOptions {
  /** ANSI colours (only on a TTY, never with NO_COLOR: the caller decides). */
  color?: boolean;
  /** List expected findings too (by default only new findings and stale expectations are listed). */
  all?: boolean;
}

/** `expected`, or `expected (moved from line 5 to 7)` for a finding matched by anchor on another line. */
export function expectedStatus(f: Pick<OutcomeFinding, 'line' | 'movedFrom'>): string {
  return f.movedFrom === undefined ? 'expected' : `expected (moved from line ${f.movedFrom} to ${f.line})`;
}

/** What update or prune did to one expectation file: `updated (+1 -2, 3 moved)`. */
export function describeChange(u: UpdateChange): string {
  if (u.captureGone) return 'deleted (its capture is gone)';
  const counts = [u.added.length || u.removed.length ? `+${u.added.length} -${u.removed.length}` : '', u.moved?.length ? `${u.moved.length} moved` : ''].filter(Boolean);
  if (u.upgraded) counts.push('rewritten with anchors');
  return `${u.action} (${counts.length > 0 ? counts.join(', ') : 'messages or revision'})`;
}

const paint = (on: boolean | undefined, code: string, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** `path:line:col  severity  message  rule-id` per finding, then the counts and the verdict. */
export function formatText(result: Omit<RunResult, 'secrets'>, options: TextOptions = {}): string {
  const c = options.color;
  const lines: string[] = [];
  const sev = (s: string) => paint(c, s === 'error' ? '31' : s === 'warning' ? '33' : '36', s);
  for (const file of result.files) {
    // Paths and messages quote the pull request's files: one line each, controls escaped.
    const path = oneLine(file.path);
    const expectationPath = oneLine(file.expectation.path);
    if (file.result.error) lines.push(`${path}  ${sev('error')}  could not be checked: ${oneLine(file.result.error)}`);
    if (file.expectation.error) lines.push(`${expectationPath}  ${sev('error')}  not a valid expectation file: ${oneLine(file.expectation.error)}`);
    for (const f of file.findings) {
      if (f.expectation === 'expected' && !options.all) continue;
      const tag = f.expectation === 'expected' ? paint(c, '2', ` (${expectedStatus(f)})`) : '';
      lines.push(`${path}:${f.line}:${f.column}  ${sev(f.severity)}  ${oneLine(f.message)}  ${paint(c, '2', oneLine(f.rule))}${tag}`);
    }
    for (const s of file.stale) {
      lines.push(`${path}:${s.line}  ${paint(c, '35', 'stale')}  expected ${oneLine(s.rule)} on line ${s.line} is no longer found (listed in ${expectationPath})  ${paint(c, '2', oneLine(s.rule))}`);
    }
  }
  if (result.mode === 'check') {
    for (const o of result.orphans) lines.push(`${oneLine(o.path)}  ${paint(c, '35', 'stale')}  its capture ${oneLine(o.capture)} no longer exists`);
  }
  for (const u of result.updated) {
    lines.push(`${oneLine(u.path)}: ${describeChange(u)}`);
  }
  const beside = comparisonTextLines(result, oneLine);
  if (beside.length > 0) lines.push(...(lines.length > 0 ? [''] : []), ...beside);
  const s = result.report.summary;
  if (lines.length > 0) lines.push('');
  lines.push(
    `${plural(s.files, 'file')}, ${plural(s.frames, 'frame')}: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.info ?? 0, 'info')} (${s.new} new, ${s.expected ?? 0} expected${s.moved ? ` (${s.moved} moved)` : ''}, ${s.stale} stale).`,
  );
  if (result.mode !== 'check') {
    lines.push(result.updated.length === 0 ? 'Expectation files are up to date: nothing written.' : `${plural(result.updated.length, 'expectation file')} changed.`);
  }
  for (const note of result.notes) lines.push(`note: ${oneLine(note)}`);
  for (const failure of result.failures) lines.push(paint(c, '31', `✖ ${oneLine(failure)}`));
  // The one redaction pass at this sink: everything above, masked with all the run learned.
  return result.redact(`${lines.join('\n')}\n`);
}
