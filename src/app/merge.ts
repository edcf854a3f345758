// Merging the JSON reports of a sharded run (`--shard i/n` on n machines) into the one run they
// split: same files in the same order, same verdict, same notes, so every reporter writes exactly
// what a single unsharded run would.
import { readFile, realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { Redactor, type SecretsConfig } from '../core/secrets/index.js';
import { TOOL_NAME } from '../report/json-report.js';
import { VERSION } from '../version.js';
import type { FormatName } from '../core/capture/reader.js';
import type { CaptureCoverage, CoverageStatus, RequirementCoverage } from '../core/requirement-coverage/coverage.js';
import type { FileCheckResult } from '../core/engine.js';
import type { Revision } from '../core/revisions.js';
import type { RevisionSource } from '../core/session/revision.js';
import { EXPECTATION_SUFFIX } from '../golden/expectations.js';
import { fileReasons } from './check-file.js';
import type { FileOutcome, JsonCoverage, JsonReport, JsonShard, RunResult } from './outcome.js';
import { checkReport, REPORT_SCHEMA_PATH, ReportSchemaUnavailable } from './report-schema.js';
import { refusalToRead } from './safe-paths.js';
import { assembleRun } from './run.js';
import { rulesetVersion } from './shard.js';

/** The shard reports cannot be merged; each problem says which file and what to do. */
export class MergeError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * A shard's report and the file it came from. Read from disk it is `ShardReportFile<unknown>`:
 * nothing in it is trusted until the report schema accepts it (mergeShardReports checks each).
 */
export interface ShardReportFile<Report = JsonReport> {
  /** As the user named it, for messages. */
  file: string;
  report: Report;
}

/** Reads the reports matching `patterns` (globs or paths, relative to cwd), sorted by path. */
export async function readShardReports(cwd: string, patterns: readonly string[]): Promise<ShardReportFile<unknown>[]> {
  const files = (await fg([...patterns], { cwd, onlyFiles: true, dot: true })).sort();
  if (files.length === 0) throw new MergeError([`No shard report matched ${patterns.map((p) => JSON.stringify(p)).join(', ')} in ${cwd}: download the shards' reports first (actions/download-artifact).`]);
  const problems: string[] = [];
  const reports: ShardReportFile<unknown>[] = [];
  const root = await realpath(cwd);
  for (const file of files) {
    // Only reports inside the working directory, never through a link that leads out.
    const refusal = await refusalToRead(root, resolve(cwd, file));
    if (refusal) {
      problems.push(`${file} is not read: ${refusal}. Download the shards' reports into the working directory and merge them there.`);
      continue;
    }
    try {
      reports.push({ file, report: JSON.parse(await readFile(resolve(cwd, file), 'utf8')) as unknown });
    } catch (error) {
      problems.push(`${file} cannot be read as a JSON report: ${(error as Error).message}.`);
    }
  }
  if (problems.length > 0) throw new MergeError(problems);
  return reports;
}

const byPath = <T>(key: (item: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/**
 * Rebuilds the whole run from its shards' reports: checks that every shard 1..n is there once, made
 * by this tool's version and rule catalog, with the same settings; throws MergeError otherwise.
 */
export function mergeShardReports(reports: readonly ShardReportFile<unknown>[], options: { cwd: string; secrets?: SecretsConfig }): RunResult {
  const problems: string[] = [];
  const shards: { file: string; report: JsonReport; shard: JsonShard }[] = [];
  const ruleset = rulesetVersion();
  for (const { file, report } of reports) {
    // Which tool, whether a shard, which version: asked first, as their answers say what to do better
    // than a schema mismatch would (another version's report may well not match this schema).
    const tool = field(report, 'tool');
    const version = field(tool, 'version');
    if (field(tool, 'name') !== TOOL_NAME) problems.push(`${file} is not a ${TOOL_NAME} report.`);
    else if (field(report, 'shard') === undefined) {
      // The report of a whole run (`--format json`, input `report-file`): it is the merge alone.
      if (reports.length > 1) problems.push(`${file} is the report of a whole run, not of a shard: merge it alone, or merge the shard reports (--shard i/n, input \`shard\`) without it.`);
      else if (version !== VERSION) problems.push(`${file} was written by ${TOOL_NAME} ${String(version)}, and this is ${VERSION}: write the report and merge it with the same version.`);
      else {
        const checked = schemaCheck(report);
        if ('mismatch' in checked) problems.push(`${file} does not match the report schema (${REPORT_SCHEMA_PATH}): ${checked.mismatch}. Was it edited or cut short? Merge the report as the run wrote it.`);
        else return wholeRunResult(checked.report, resolve(options.cwd), new Redactor(options.secrets));
      }
    } else if (version !== VERSION) problems.push(`${file} was written by ${TOOL_NAME} ${String(version)}, and this is ${VERSION}: run every shard and the merge with the same version.`);
    else {
      const checked = schemaCheck(report);
      // The schema makes `shard` optional (a whole run's report has none); it was found just above.
      const shard = 'report' in checked ? checked.report.shard : undefined;
      if ('mismatch' in checked) {
        problems.push(`${file} does not match the report schema (${REPORT_SCHEMA_PATH}): ${checked.mismatch}. Was it edited or cut short? Merge the reports the shards wrote, as they wrote them.`);
      } else if (shard && shard.ruleset !== ruleset) {
        problems.push(`${file} was checked with another rule catalog (${shard.ruleset}, here ${ruleset}): run every shard and the merge with the same build.`);
      } else if (shard) shards.push({ file, report: checked.report, shard });
    }
  }
  if (shards.length === 0 && problems.length === 0) problems.push('No shard report to merge: name the reports the shards wrote.');
  if (problems.length > 0) throw new MergeError(problems);
  const count = shards[0].shard.count;
  const seen = new Map<number, string>();
  for (const { file, shard } of shards) {
    if (shard.count !== count) problems.push(`${file} is shard ${shard.index}/${shard.count}, but ${shards[0].file} is one of ${count}: merge the reports of one run only.`);
    else if (seen.has(shard.index)) problems.push(`${file} and ${seen.get(shard.index)} are both shard ${shard.index}/${count}: merge the reports of one run only.`);
    else seen.set(shard.index, file);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0 && problems.length === 0) {
    problems.push(
      `Shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${count}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: a shard job failed or its report was not downloaded; the verdict needs all ${count}.`,
    );
  }
  const first = shards[0].report;
  for (const { file, report } of shards.slice(1)) {
    for (const key of ['mode', 'failOn', 'config', 'updateCommand'] as const) {
      if (JSON.stringify(report[key]) !== JSON.stringify(first[key])) {
        problems.push(`${file} has ${key} ${JSON.stringify(report[key])}, but ${shards[0].file} has ${JSON.stringify(first[key])}: every shard must run with the same settings.`);
      }
    }
  }
  if (problems.length > 0) throw new MergeError(problems);

  shards.sort((a, b) => a.shard.index - b.shard.index);
  const cwd = resolve(options.cwd);
  const files = shards
    .flatMap(({ shard }) => shard.run.files)
    .map((file): FileOutcome => ({ ...file, absolute: resolve(cwd, file.path), expectation: { ...file.expectation, absolute: resolve(cwd, file.expectation.path) } }))
    .sort(byPath((file) => file.path));
  const orphans = shards.flatMap(({ shard }) => shard.run.orphans).sort(byPath((o) => o.path));
  const changes = shards.flatMap(({ shard }) => shard.run.updated);
  const updated = [
    ...changes.filter((c) => !c.captureGone).sort(byPath((c) => c.capture)),
    ...changes.filter((c) => c.captureGone).sort(byPath((c) => c.path)),
  ];
  return assembleRun(
    // Every shard discovers all the captures before taking its own: their unmatched patterns and
    // refused paths are the same.
    { files, orphans, updated, runNotes: shards[0].shard.run.runNotes, unmatched: shards[0].shard.run.unmatched, refused: shards[0].shard.run.refused },
    {
      mode: first.mode ?? 'check',
      failOn: first.failOn ?? 'error',
      updateCommand: first.updateCommand ?? '',
      configPath: first.config ?? undefined,
      errorOnUnmatchedPattern: shards[0].shard.run.errorOnUnmatchedPattern,
    },
    new Redactor(options.secrets),
  );
}

/**
 * The run a whole run's report records, for the reporters: its files rebuilt from the report, its
 * verdict, failures and notes as the run gave them (nothing is judged again), and the report itself
 * as it was read (so `--format json` writes it back unchanged).
 */
function wholeRunResult(report: JsonReport, cwd: string, redactor: Redactor): RunResult {
  const failOn = report.failOn ?? 'error';
  const updateCommand = report.updateCommand ?? '';
  const files = report.files.map((file): FileOutcome => {
    const findings = file.findings.map(({ occurrence: _, expectation, fails, movedFrom, revisions, ...f }) => ({
      ...f,
      ...(revisions ? { revisions: revisions as Revision[] } : {}),
      expectation,
      fails: fails ?? false,
      ...(movedFrom === undefined ? {} : { movedFrom }),
    }));
    const expectationPath = file.expectations.path ?? `${file.path}${EXPECTATION_SUFFIX}`;
    const result: FileCheckResult = {
      path: file.path,
      ...(file.format === null ? {} : { format: file.format as FormatName }),
      ...(file.revision === null ? {} : { revision: file.revision as Revision }),
      revisionSource: file.revisionSource as RevisionSource,
      frames: file.frames,
      findings: findings.map(({ expectation: _, fails: __, movedFrom: ___, ...f }) => f),
      ...(file.error === undefined ? {} : { error: file.error }),
      ...(file.judgedAgainst ? { judgedAgainst: { revisions: file.judgedAgainst.revisions as Revision[], reasons: file.judgedAgainst.reasons } } : {}),
      ...(file.comparisons ? { comparisons: file.comparisons.map((c) => ({ ...c, revision: c.revision as Revision })) } : {}),
      ...(file.coverage ? { coverage: file.coverage.map(coverageFromJson) } : {}),
      ...(file.coverageNotComputed === undefined ? {} : { coverageNotComputed: file.coverageNotComputed }),
    };
    const outcome: FileOutcome = {
      path: file.path,
      absolute: resolve(cwd, file.path),
      result,
      expectation: { path: expectationPath, absolute: resolve(cwd, expectationPath), exists: file.expectations.exists ?? false, ...(file.expectations.error ? { error: file.expectations.error } : {}) },
      findings,
      stale: file.stale ?? [],
      failing: false,
      reasons: [],
    };
    outcome.reasons = fileReasons(outcome, failOn, updateCommand);
    outcome.failing = outcome.reasons.length > 0;
    return outcome;
  });
  const unmatched = (report.unmatchedPatterns ?? []).map(({ pattern, cwd: folder }) => ({ pattern, cwd: folder, message: `No capture file matched ${JSON.stringify(pattern)} in ${folder}.` }));
  return {
    report,
    files,
    // What update mode wrote is in the report's counts only: a merge writes nothing.
    updated: [],
    orphans: (report.orphanedExpectations ?? []).map((o) => ({ ...o })),
    exitCode: report.summary.failed ? 1 : 0,
    mode: report.mode ?? 'check',
    failOn,
    failures: [...(report.failures ?? [])],
    notes: [...(report.notes ?? [])],
    // A path the run refused made it exit 2; its report says so in `failures`.
    refused: [],
    unmatched,
    updateCommand,
    secrets: redactor.registrableSecrets(),
    redact: (text) => redactor.redact(text),
  };
}

/** A capture's coverage as the report wrote it, back into the engine's form (by status, in the report's order). */
function coverageFromJson(c: JsonCoverage): CaptureCoverage {
  const { requirements, ...counts } = c;
  const ids = (list: string[], status: CoverageStatus): RequirementCoverage[] => list.map((id) => ({ id, status }));
  return {
    ...counts,
    revision: c.revision as Revision,
    requirements: [
      ...requirements.violated.map((r): RequirementCoverage => ({ id: r.id, status: 'violated', findings: [...r.findings], ...(r.ambiguous ? { ambiguous: true as const } : {}) })),
      ...ids(requirements.held, 'held'),
      ...ids(requirements.notObserved, 'not-observed'),
      ...ids(requirements.notApplicable, 'not-applicable'),
      ...ids(requirements.notJudged, 'not-judged'),
    ],
  };
}

/** A field of a value read from a file, whatever the value is (undefined when it has no such field). */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The schema's verdict on one report; a schema missing beside this copy of the tool stops the merge, saying so. */
function schemaCheck(report: unknown): ReturnType<typeof checkReport> {
  try {
    return checkReport(report);
  } catch (error) {
    if (error instanceof ReportSchemaUnavailable) throw new MergeError([`The shard reports cannot be checked: ${error.message}.`]);
    throw error;
  }
}
