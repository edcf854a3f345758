import type { OutcomeFinding, RunResult, StaleExpectation } from '../app/outcome.js';
import { redactStrings } from '../core/secrets/output.js';
import { expectedStatus } from './text.js';

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
  /**
   * Annotate expected (accepted) findings too, as notices (the Action's `annotate-expected`).
   * Off by default: a run whose findings are all expected writes no annotations.
   */
  annotateExpected?: boolean;
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** Where an annotation points, named as @actions/core's `AnnotationProperties` names it. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  /** Left out when the annotation spans lines: GitHub ignores a column there. */
  startColumn?: number;
}

/** One annotation: the Action hands it to `core.error/warning/notice`, the CLI prints it as a workflow command. */
export interface Annotation {
  level: AnnotationLevel;
  message: string;
  properties: AnnotationProperties;
}

interface Candidate extends Annotation {
  /** Expected findings are accepted: the closing notice counts them apart. */
  accepted?: boolean;
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

/** `::level file=...,line=...,endLine=...,col=...,title=...::message`, as a `run:` step prints it for the runner. */
export function formatWorkflowCommand(a: Annotation): string {
  const p = a.properties;
  const props: string[] = [];
  if (p.file !== undefined) props.push(`file=${escapeCommandProperty(p.file)}`);
  if (p.startLine !== undefined) props.push(`line=${p.startLine}`);
  if (p.endLine !== undefined) props.push(`endLine=${p.endLine}`);
  if (p.startColumn !== undefined) props.push(`col=${p.startColumn}`);
  if (p.title !== undefined) props.push(`title=${escapeCommandProperty(p.title)}`);
  return `::${a.level}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeCommandData(a.message)}\n`;
}

/** An annotation on a file, with the column only where GitHub shows it (on one line). */
function annotation(level: AnnotationLevel, message: string, at: { file: string; line?: number; column?: number; endLine?: number; title: string }): Annotation {
  const properties: AnnotationProperties = { file: at.file };
  if (at.line !== undefined) properties.startLine = at.line;
  if (at.endLine !== undefined) properties.endLine = at.endLine;
  if (at.column !== undefined && (at.endLine === undefined || at.endLine === at.line)) properties.startColumn = at.column;
  properties.title = at.title;
  return { level, message, properties };
}

const LEVEL_OF = { error: 'error', warning: 'warning', info: 'notice' } as const;

/**
 * The annotations of the capture lines: new findings first (errors, then stale expectations, then
 * warnings and info), expected findings last as notices when asked for (`annotateExpected`); within GitHub's per-step and per-job
 * limits, closed by one notice saying how many more there are and where.
 */
export function githubAnnotations(result: Pick<RunResult, 'files' | 'orphans' | 'mode'> & Partial<Pick<RunResult, 'redact'>>, options: GithubCommandsOptions = {}): Annotation[] {
  const written = annotationsOf(result, options);
  // The one redaction pass at this sink, for the Action's annotations and `--format github` alike:
  // messages, file names and titles.
  return result.redact ? redactStrings(written, result.redact) : written;
}

function annotationsOf(result: Pick<RunResult, 'files' | 'orphans' | 'mode'>, options: GithubCommandsOptions): Annotation[] {
  const path = (p: string) => joinRepoPath(options.pathPrefix, p);
  const fromFinding = (f: OutcomeFinding, file: string): Candidate => ({
    ...annotation(f.expectation === 'expected' ? 'notice' : LEVEL_OF[f.severity], f.message, {
      file: path(file),
      line: f.line,
      column: f.column,
      endLine: f.endLine,
      title: f.expectation === 'expected' ? `${f.rule} (${expectedStatus(f)})` : f.rule,
    }),
    accepted: f.expectation === 'expected',
  });
  const fromStale = (s: StaleExpectation, expectationPath: string, capture: string): Candidate =>
    annotation('error', `${capture}: ${s.rule} was expected on line ${s.line} and is no longer found. Remove the entry: mode: prune (or --update=prune) records nothing new.`, {
      file: path(expectationPath),
      line: s.expectationLine,
      title: 'stale-expectation',
    });
  const newErrors: Candidate[] = [];
  const stale: Candidate[] = [];
  const newWarnings: Candidate[] = [];
  const newInfo: Candidate[] = [];
  const expected: Candidate[] = [];
  for (const file of result.files) {
    if (file.result.error) {
      newErrors.push(annotation('error', `${file.path} could not be checked: ${file.result.error}`, { file: path(file.path), title: 'unreadable-capture' }));
    }
    if (file.expectation.error) {
      newErrors.push(annotation('error', `Not a valid expectation file: ${file.expectation.error}`, { file: path(file.expectation.path), title: 'invalid-expectation-file' }));
    }
    for (const f of file.findings) {
      const a = fromFinding(f, file.path);
      if (f.expectation === 'expected') {
        if (options.annotateExpected) expected.push(a);
      } else if (f.severity === 'error') newErrors.push(a);
      else if (f.severity === 'warning') newWarnings.push(a);
      else newInfo.push(a);
    }
    for (const s of file.stale) stale.push(fromStale(s, file.expectation.path, file.path));
  }
  if (result.mode === 'check') {
    for (const o of result.orphans) {
      stale.push(annotation('error', `${o.capture} no longer exists: delete this expectation file, or update expectations.`, { file: path(o.path), title: 'orphaned-expectation' }));
    }
  }
  const ordered = [...newErrors, ...stale, ...newWarnings, ...newInfo, ...expected];
  const perLevel = options.perLevel ?? ANNOTATIONS_PER_STEP;
  const total = Math.max(0, Math.min(options.maxAnnotations ?? ANNOTATIONS_PER_JOB, ANNOTATIONS_PER_JOB));
  const used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const written: Annotation[] = [];
  let skipped = 0;
  let skippedAccepted = 0;
  for (const { accepted, ...a } of ordered) {
    // One notice and one slot of the job's budget stay free for the closing notice.
    const levelLimit = a.level === 'notice' ? perLevel - 1 : perLevel;
    if (used[a.level] < levelLimit && written.length < total - 1) {
      used[a.level] += 1;
      written.push(a);
    } else {
      skipped += 1;
      if (accepted) skippedAccepted += 1;
    }
  }
  if (skipped === ordered.length && ordered.length > 0 && total === 0) return [];
  if (skipped > 0) {
    const where = options.seeAlso ?? 'the job summary, the pull request comment, or the SARIF / JSON report';
    written.push({
      level: 'notice',
      message: `${skipped} more finding${skipped === 1 ? ' is' : 's are'} not annotated${
        skippedAccepted > 0 ? ` (${skipped - skippedAccepted} new or stale, ${skippedAccepted} expected)` : ''
      } (GitHub shows at most ${perLevel} errors and ${perLevel} warnings per step): see ${where}.`,
      properties: { title: 'mcp-capture-lint' },
    });
  }
  return written;
}

/** The annotations as workflow commands, for `--format github` in a `run:` step. */
export function formatGithubCommands(result: Pick<RunResult, 'files' | 'orphans' | 'mode'> & Partial<Pick<RunResult, 'redact'>>, options: GithubCommandsOptions = {}): string {
  return githubAnnotations(result, options).map(formatWorkflowCommand).join('');
}
