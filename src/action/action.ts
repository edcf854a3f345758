import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
import { mergeShardReports, MergeError, readShardReports } from '../app/merge.js';
import type { RunOverride } from '../app/options.js';
import type { FailOn, RunResult } from '../app/outcome.js';
import { runCheck } from '../app/run.js';
import { UnsafePathError, writeReportFile } from '../app/safe-paths.js';
import { shardName, type ShardSpec } from '../app/shard.js';
import type { FormatName } from '../core/capture/reader.js';
import type { Severity } from '../core/findings/finding.js';
import type { Revision } from '../core/revisions.js';
import { neutralizeWorkflowCommands, oneLine } from '../report/escape.js';
import { githubAnnotations, joinRepoPath, type Annotation } from '../report/github-commands.js';
import { formatHtml } from '../report/html-report.js';
import { formatJson } from '../report/json-report.js';
import { formatJunit } from '../report/junit.js';
import { formatMarkdown, type MarkdownLinks } from '../report/markdown.js';
import { formatSarif } from '../report/sarif.js';
import { describeChange } from '../report/text.js';
import { plural } from '../core/text/words.js';
import { shouldCreateComment, upsertStickyComment, type StickyCommentOutcome } from './comment.js';
import type { GitHubPort } from './github.js';
import { checkWorkingDirectory, InputError, readInputs, type ActionInputs, type InputReader } from './inputs.js';

/** What the Action needs from the runner: main.ts speaks it through @actions/core, tests provide fakes. */
export interface ActionIo extends InputReader {
  /** An annotation on a file and line (`core.error`, `core.warning` or `core.notice` with its properties). */
  annotate(annotation: Annotation): void;
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  setOutput(name: string, value: string | number): void;
  setSecret(value: string): void;
  setFailed(message: string): void;
  /** Appends to the job summary; absent when the runner gives none. */
  writeSummary?(markdown: string): Promise<void>;
}

/** The event the workflow runs for (from @actions/github's context at the edge). */
export interface ActionContext {
  workspace: string;
  eventName: string;
  payload: { pull_request?: { number: number; head?: { sha?: string } }; workflow_run?: { head_sha?: string } };
  repository?: { owner: string; repo: string };
  sha: string;
  serverUrl: string;
  job: string;
  /** The workflow's name (GITHUB_WORKFLOW): with the job, the default key of the sticky comment. */
  workflow?: string;
  runId?: number;
}

/** The config as the Action uses it (the shape of `.mcp-capture-lint.yml` once loaded). */
export interface ActionConfig {
  captures?: string[];
  exclude?: string[];
  revision?: Revision | 'auto';
  compareWith?: Revision[];
  format?: FormatName;
  mixedOutput?: boolean;
  rules?: Record<string, Severity | 'off'>;
  overrides?: RunOverride[];
  failOn?: FailOn;
  expectations?: string;
}
export type ConfigLoader = (cwd: string, path?: string) => Promise<{ path?: string; config: ActionConfig }>;

export interface ActionDeps {
  io: ActionIo;
  context: ActionContext;
  github(token: string): GitHubPort;
  loadConfig: ConfigLoader;
  /** The run (tests replace it to reach the failures of discovery). */
  runCheck?: typeof runCheck;
}

export interface ActionOutcome {
  exitCode: 0 | 1;
  result?: RunResult;
  comment?: StickyCommentOutcome;
}

export const DEFAULT_CAPTURES = ['**/*.jsonl'];
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * The hidden marker of the sticky comment, keyed by the `comment-key` input, else by the workflow
 * and job names: the same job finds and updates the same comment whatever its other inputs (a
 * changed `captures:` must not leave a second, stale comment). The key is hashed, so whatever it
 * holds cannot end the HTML comment.
 */
export function commentMarker(context: Pick<ActionContext, 'workflow' | 'job'>, commentKey: string | undefined): string {
  const key = commentKey ?? `${context.workflow ?? ''}/${context.job}`;
  return `<!-- mcp-capture-lint:sticky key=${createHash('sha256').update(key).digest('hex').slice(0, 16)} -->`;
}

/** The Action's logic: inputs -> runCheck -> annotations, files, summary, comment, outputs, verdict. */
export async function runAction(deps: ActionDeps): Promise<ActionOutcome> {
  const { io, context } = deps;
  let inputs: ActionInputs;
  const workspace = resolve(context.workspace);
  let cwd: string;
  try {
    inputs = readInputs(io);
    cwd = resolve(workspace, inputs.workingDirectory);
    await checkWorkingDirectory(cwd, inputs.workingDirectory);
  } catch (error) {
    if (error instanceof InputError) {
      io.setFailed(error.message);
      return { exitCode: 1 };
    }
    throw error;
  }
  const pathPrefix = toPosix(relative(workspace, cwd));

  let loaded: Awaited<ReturnType<ConfigLoader>>;
  try {
    loaded = await deps.loadConfig(cwd, inputs.config);
  } catch (error) {
    // A config error names the file, line and column of each problem: annotate them there too.
    const problems = (error as { problems?: unknown }).problems;
    if (Array.isArray(problems)) {
      for (const p of problems as { file?: unknown; line?: unknown; column?: unknown; message?: unknown }[]) {
        if (typeof p.file !== 'string' || typeof p.message !== 'string') continue;
        const line = typeof p.line === 'number' ? p.line : undefined;
        const column = line !== undefined && typeof p.column === 'number' ? p.column : undefined;
        io.annotate({ level: 'error', message: p.message, properties: { file: joinRepoPath(pathPrefix, p.file), startLine: line, startColumn: column, title: 'mcp-capture-lint config' } });
      }
    }
    io.setFailed(`mcp-capture-lint: the config cannot be used, nothing was checked:\n${(error as Error).message}`);
    return { exitCode: 1 };
  }
  const config = loaded.config;
  const captures = inputs.captures.length > 0 ? inputs.captures : (config.captures ?? DEFAULT_CAPTURES);
  const revision = inputs.revision ?? config.revision ?? 'auto';
  const compareWith = inputs.revision !== undefined ? inputs.compareWith : config.compareWith;
  const updateCommand = [
    'npx mcp-capture-lint check --update',
    loaded.path ? `--config ${loaded.path}` : '',
    inputs.revision && inputs.revision !== 'auto' ? `--revision ${inputs.revision}` : '',
    ...(inputs.captures.length > 0 ? inputs.captures.map((c) => `'${c.replace(/'/g, `'\\''`)}'`) : []),
  ]
    .filter(Boolean)
    .join(' ');

  let result: RunResult;
  try {
    if (inputs.mergeReports.length > 0) {
      // Report paths are relative to the working directory the shards ran in; the globs to the workspace.
      const reports = await readShardReports(workspace, inputs.mergeReports);
      result = mergeShardReports(reports, { cwd });
      io.info(neutralizeWorkflowCommands(`mcp-capture-lint: merged ${reports.length} shard reports (${oneLine(reports.map((r) => r.file).join(', '))}).`));
    } else {
      result = await (deps.runCheck ?? runCheck)({
        cwd,
        captures,
        exclude: config.exclude,
        revision,
        compareWith,
        format: config.format,
        mixedOutput: config.mixedOutput,
        rules: config.rules,
        overrides: config.overrides,
        expectationsDir: config.expectations,
        mode: inputs.mode,
        errorOnUnmatchedPattern: !inputs.allowNoCaptures,
        failOn: inputs.failOn ?? config.failOn ?? 'error',
        configPath: loaded.path,
        updateCommand: pathPrefix ? `(cd ${pathPrefix} && ${updateCommand})` : updateCommand,
        timeline: inputs.htmlReport !== undefined,
        jobs: inputs.jobs,
        shard: inputs.shard,
      });
    }
  } catch (error) {
    if (error instanceof MergeError) {
      io.setFailed(`mcp-capture-lint: the shard reports cannot be merged:\n${error.message}`);
      return { exitCode: 1 };
    }
    // The run itself could not be done (a capture path that does not exist, a pattern leaving the
    // working directory): say so plainly; anything else is an internal error for the edge to report.
    if (error instanceof Error && Array.isArray((error as { problems?: unknown }).problems)) {
      io.setFailed(`mcp-capture-lint: nothing was checked:\n${error.message}`);
      return { exitCode: 1 };
    }
    throw error;
  }
  if (inputs.htmlReport && (inputs.shard || inputs.mergeReports.length > 0)) {
    io.warning('The HTML report (input `html-report`) is not written by a shard or a merge: shard reports do not carry the captures\' bodies. Write it from an unsharded run.');
  }
  if (inputs.shard) return finishShard(io, inputs, inputs.shard, workspace, result);
  // Every secret is masked by the runner before anything is printed.
  for (const secret of result.secrets) io.setSecret(secret);

  for (const annotation of githubAnnotations(result, { pathPrefix, maxAnnotations: inputs.maxAnnotations, annotateExpected: inputs.annotateExpected })) io.annotate(annotation);
  const s = result.report.summary;
  io.info(
    `mcp-capture-lint: ${plural(s.files, 'capture')}, ${plural(s.frames, 'frame')}: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${s.info ?? 0} info (${s.new} new, ${s.expected ?? 0} expected, ${s.stale} stale).`,
  );
  // The run's sentences name files (a name can hold a token): masked as they are printed.
  for (const note of result.notes) io.warning(result.redact(note));
  for (const change of result.updated) {
    // core.info prints as it is: a file name must not start a workflow command.
    io.info(neutralizeWorkflowCommands(result.redact(`${oneLine(change.path)}: ${describeChange(change)}`)));
  }
  if (result.mode !== 'check' && result.updated.length === 0) io.info('Expectation files are up to date: nothing written.');

  for (const [file, text] of [
    [inputs.sarifFile, () => formatSarif(result, { pathPrefix })],
    [inputs.reportFile, () => formatJson(result)],
    [inputs.junitFile, () => formatJunit(result)],
    // Shard reports do not carry the captures' bodies: the merge has no timeline to draw.
    [inputs.mergeReports.length > 0 ? undefined : inputs.htmlReport, () => formatHtml(result)],
  ] as const) {
    if (!file) continue;
    // Relative to the workspace, where the next steps (upload-sarif, upload-artifact) look.
    try {
      await writeReportFile(workspace, file, text());
    } catch (error) {
      io.warning(error instanceof UnsafePathError ? error.message : `Could not write ${file}: ${(error as Error).message}`);
    }
  }

  // A workflow_run job posting a fork's report names its pull request (input `pull-request`); the
  // links then point at the commit that run checked.
  const pr =
    inputs.pullRequest !== undefined && context.eventName === 'workflow_run'
      ? { number: inputs.pullRequest, head: { sha: context.payload.workflow_run?.head_sha } }
      : PULL_REQUEST_EVENTS.has(context.eventName)
        ? context.payload.pull_request
        : undefined;
  const links: MarkdownLinks | undefined = context.repository
    ? { serverUrl: context.serverUrl, repository: `${context.repository.owner}/${context.repository.repo}`, ref: pr?.head?.sha ?? context.sha, pathPrefix }
    : undefined;
  const fullReportUrl = links && context.runId ? `${links.serverUrl}/${links.repository}/actions/runs/${context.runId}` : undefined;

  if (io.writeSummary) {
    try {
      await io.writeSummary(formatMarkdown(result, { target: 'summary', links }));
    } catch (error) {
      io.warning(`Could not write the job summary: ${(error as Error).message}`);
    }
  }

  let comment: StickyCommentOutcome | undefined;
  if (inputs.comment !== 'off' && pr && context.repository) {
    if (!inputs.githubToken) io.warning('The pull request comment was skipped: the `github-token` input is empty.');
    else {
      const marker = commentMarker(context, inputs.commentKey);
      const body = formatMarkdown(result, { target: 'comment', links, marker, fullReportUrl });
      const changes = s.new > 0 || s.stale > 0 || result.orphans.length > 0;
      const clean = result.exitCode === 0 && !changes && result.mode === 'check';
      comment = await upsertStickyComment(deps.github(inputs.githubToken), {
        issueNumber: pr.number,
        marker,
        body,
        create: shouldCreateComment(inputs.comment, { failed: result.exitCode === 1, changes }),
        clean: { now: clean, mode: inputs.commentClean },
      });
      if (comment.action === 'skipped') io.warning(comment.warning);
      else if (comment.action !== 'not-needed') io.info(`Pull request comment ${comment.action} (id ${comment.id}).`);
    }
  }

  setCountOutputs(io, result, inputs.reportFile ?? '');

  if (result.exitCode === 1) {
    io.setFailed(result.redact(`mcp-capture-lint: ${result.failures.length === 1 ? result.failures[0] : `${result.failures.length} problems:\n${result.failures.map((f) => `- ${f}`).join('\n')}`}`));
  }
  return { exitCode: result.exitCode, result, comment };
}

/** The report file a shard writes when `report-file` is empty. */
export function defaultShardReport(shard: ShardSpec): string {
  return `mcp-capture-lint-shard-${shard.index}-of-${shard.count}.json`;
}

/**
 * A shard's job: its JSON report (what the merge reads) and the counts as outputs. No annotations,
 * summary or comment, and the step does not fail on findings: the merge job gives the one verdict.
 */
async function finishShard(io: ActionIo, inputs: ActionInputs, shard: ShardSpec, workspace: string, result: RunResult): Promise<ActionOutcome> {
  for (const secret of result.secrets) io.setSecret(secret);
  const file = inputs.reportFile ?? defaultShardReport(shard);
  try {
    await writeReportFile(workspace, file, formatJson(result));
  } catch (error) {
    io.setFailed(`mcp-capture-lint: could not write the report of shard ${shardName(shard)} to ${file}: ${(error as Error).message}`);
    return { exitCode: 1, result };
  }
  const s = result.report.summary;
  io.info(
    neutralizeWorkflowCommands(
      `mcp-capture-lint shard ${shardName(shard)}: ${plural(s.files, 'capture')}, ${plural(s.frames, 'frame')}: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')} (${s.new} new, ${s.stale} stale); report written to ${oneLine(file)}. The verdict comes from the job that merges the shards (input \`merge-reports\`).`,
    ),
  );
  setCountOutputs(io, result, file);
  return { exitCode: 0, result };
}

/** The step's outputs: the run's counts, whether it failed, and the report file it wrote (or ''). */
function setCountOutputs(io: ActionIo, result: RunResult, reportFile: string): void {
  const s = result.report.summary;
  io.setOutput('errors', s.errors);
  io.setOutput('warnings', s.warnings);
  io.setOutput('new', s.new);
  io.setOutput('stale', s.stale);
  io.setOutput('files', s.files);
  io.setOutput('updated', result.updated.length);
  io.setOutput('failed', String(result.exitCode === 1));
  io.setOutput('report-file', reportFile);
}
