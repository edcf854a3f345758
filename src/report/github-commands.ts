import type { OutcomeFinding, RunResult } from '../app/run.js';
import type { StaleExpectation } from '../app/run.js';

/** GitHub's display limits: per step for each level, per job for all levels together. */
export const ANNOTATIONS_PER_STEP = 10;
export const ANNOTATIONS_PER_JOB = 50;

export interface GithubCommandsOptions {
  /** Prefix that turns report paths (relative to the working directory) into paths relative to the repository root. */
  pathPrefix?: string;
  /** Most annotations of all levels written (the action's `max-annotations`; GitHub shows 50 per job). */
  maxAnnotations?: number;
  /** Most annotations per level (GitHub shows 10 errors, 10 warnings and 10 notices per step). */
  perLevel?: number;
  /** Where the rest can be seen, for the closing notice. */
  seeAlso?: string;
}

type Level = 'error' | 'warning' | 'notice';

interface Annotation {
  level: Level;
  /** Expected findings are accepted: the closing notice counts them apart. */
  accepted?: boolean;
  file: string;
  line?: number;
  column?: number;
  endLine?: number;
  title: string;
  message: string;
}

/** Escapes a workflow command's message, as the runner decodes it. */
export function escapeCommandData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command property value (file names with `:` or `,` included). */
export function escapeCommandProperty(value: string): string {
  return escapeCommandData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function joinRepoPath(prefix: string | undefined, path: string): string {
  const clean = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/^\.$/, '').replace(/\/+$/, '');
  const joined = clean ? `${clean}/${path}` : path;
  return joined.replace(/^\.\/+/, '');
}

function command(a: Annotation): string {
  const props: string[] = [`file=${escapeCommandProperty(a.file)}`];
  if (a.line !== undefined) props.push(`line=${a.line}`);
  if (a.endLine !== undefined) props.push(`endLine=${a.endLine}`);
  if (a.column !== undefined && (a.endLine === undefined || a.endLine === a.line)) props.push(`col=${a.column}`);
  props.push(`title=${escapeCommandProperty(a.title)}`);
  return `::${a.level} ${props.join(',')}::${escapeCommandData(a.message)}\n`;
}

const LEVEL_OF = { error: 'error', warning: 'warning', info: 'notice' } as const;

/**
 * Workflow commands that annotate the capture lines: new findings first (errors, then stale
 * expectations, then warnings and info), expected findings last as notices; within GitHub's
 * per-step and per-job limits, closed by one notice saying how many more there are and where.
 */
export function formatGithubCommands(result: Pick<RunResult, 'files' | 'orphans' | 'mode'>, options: GithubCommandsOptions = {}): string {
  const path = (p: string) => joinRepoPath(options.pathPrefix, p);
  const fromFinding = (f: OutcomeFinding, file: string): Annotation => ({
    level: f.expectation === 'expected' ? 'notice' : LEVEL_OF[f.severity],
    file: path(file),
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    title: f.expectation === 'expected' ? `${f.rule} (expected)` : f.rule,
    message: f.message,
    accepted: f.expectation === 'expected',
  });
  const fromStale = (s: StaleExpectation, expectationPath: string, capture: string): Annotation => ({
    level: 'error',
    file: path(expectationPath),
    line: s.expectationLine,
    title: 'stale-expectation',
    message: `${capture}: ${s.rule} was expected on line ${s.line} and is no longer found. Update the expectation file (mode: update, or --update).`,
  });
  const newErrors: Annotation[] = [];
  const stale: Annotation[] = [];
  const newWarnings: Annotation[] = [];
  const newInfo: Annotation[] = [];
  const expected: Annotation[] = [];
  for (const file of result.files) {
    if (file.result.error) {
      newErrors.push({ level: 'error', file: path(file.path), title: 'unreadable-capture', message: `${file.path} could not be checked: ${file.result.error}` });
    }
    if (file.expectation.error) {
      newErrors.push({ level: 'error', file: path(file.expectation.path), title: 'invalid-expectation-file', message: `Not a valid expectation file: ${file.expectation.error}` });
    }
    for (const f of file.findings) {
      const a = fromFinding(f, file.path);
      if (f.expectation === 'expected') expected.push(a);
      else if (f.severity === 'error') newErrors.push(a);
      else if (f.severity === 'warning') newWarnings.push(a);
      else newInfo.push(a);
    }
    for (const s of file.stale) stale.push(fromStale(s, file.expectation.path, file.path));
  }
  if (result.mode === 'check') {
    for (const o of result.orphans) {
      stale.push({ level: 'error', file: path(o.path), title: 'orphaned-expectation', message: `${o.capture} no longer exists: delete this expectation file, or update expectations.` });
    }
  }
  const ordered = [...newErrors, ...stale, ...newWarnings, ...newInfo, ...expected];
  const perLevel = options.perLevel ?? ANNOTATIONS_PER_STEP;
  const total = Math.max(0, Math.min(options.maxAnnotations ?? ANNOTATIONS_PER_JOB, ANNOTATIONS_PER_JOB));
  const used: Record<Level, number> = { error: 0, warning: 0, notice: 0 };
  const written: Annotation[] = [];
  let skipped = 0;
  let skippedAccepted = 0;
  for (const a of ordered) {
    // One notice and one slot of the job's budget stay free for the closing notice.
    const levelLimit = a.level === 'notice' ? perLevel - 1 : perLevel;
    if (used[a.level] < levelLimit && written.length < total - 1) {
      used[a.level] += 1;
      written.push(a);
    } else {
      skipped += 1;
      if (a.accepted) skippedAccepted += 1;
    }
  }
  if (skipped === ordered.length && ordered.length > 0 && total === 0) return '';
  let out = written.map(command).join('');
  if (skipped > 0) {
    const where = options.seeAlso ?? 'the job summary, the pull request comment, or the SARIF / JSON report';
    out += `::notice title=mcp-capture-lint::${escapeCommandData(
      `${skipped} more finding${skipped === 1 ? ' is' : 's are'} not annotated${
        skippedAccepted > 0 ? ` (${skipped - skippedAccepted} new or stale, ${skippedAccepted} expected)` : ''
      } (GitHub shows at most ${perLevel} errors and ${perLevel} warnings per step): see ${where}.`,
    )}\n`;
  }
  return out;
}
