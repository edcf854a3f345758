// Merging the JSON reports of a sharded run (`--shard i/n` on n machines) into the one run they
// split: same files in the same order, same verdict, same notes, so every reporter writes exactly
// what a single unsharded run would.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { Redactor, type SecretsConfig } from '../core/secrets/index.js';
import { TOOL_NAME, type JsonReport, type JsonShard } from '../report/json-report.js';
import { VERSION } from '../version.js';
import { assembleRun, type FileOutcome, type OrphanExpectation, type RunResult, type UpdateChange } from './run.js';
import { rulesetVersion } from './shard.js';

/** The shard reports cannot be merged; each problem says which file and what to do. */
export class MergeError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export interface ShardReportFile {
  /** As the user named it, for messages. */
  file: string;
  report: JsonReport;
}

/** Reads the reports matching `patterns` (globs or paths, relative to cwd), sorted by path. */
export async function readShardReports(cwd: string, patterns: readonly string[]): Promise<ShardReportFile[]> {
  const files = (await fg([...patterns], { cwd, onlyFiles: true, dot: true })).sort();
  if (files.length === 0) throw new MergeError([`No shard report matched ${patterns.map((p) => JSON.stringify(p)).join(', ')} in ${cwd}: download the shards' reports first (actions/download-artifact).`]);
  const problems: string[] = [];
  const reports: ShardReportFile[] = [];
  for (const file of files) {
    try {
      reports.push({ file, report: JSON.parse(await readFile(resolve(cwd, file), 'utf8')) as JsonReport });
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
export function mergeShardReports(reports: readonly ShardReportFile[], options: { cwd: string; secrets?: SecretsConfig }): RunResult {
  const problems: string[] = [];
  const shards: { file: string; report: JsonReport; shard: JsonShard }[] = [];
  for (const { file, report } of reports) {
    if (report?.tool?.name !== TOOL_NAME) problems.push(`${file} is not a ${TOOL_NAME} report.`);
    else if (!report.shard) problems.push(`${file} is the report of a whole run, not of a shard: write shard reports with --shard i/n (input \`shard\`).`);
    else shards.push({ file, report, shard: report.shard });
  }
  if (problems.length > 0) throw new MergeError(problems);
  const ruleset = rulesetVersion();
  for (const { file, report, shard } of shards) {
    if (report.tool.version !== VERSION) problems.push(`${file} was written by ${TOOL_NAME} ${report.tool.version}, and this is ${VERSION}: run every shard and the merge with the same version.`);
    else if (shard.ruleset !== ruleset) problems.push(`${file} was checked with another rule catalog (${shard.ruleset}, here ${ruleset}): run every shard and the merge with the same build.`);
  }
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
    .flatMap(({ shard }) => shard.run.files as FileOutcome[])
    .map((file) => ({ ...file, absolute: resolve(cwd, file.path), expectation: { ...file.expectation, absolute: resolve(cwd, file.expectation.path) } }))
    .sort(byPath((file) => file.path));
  const orphans = shards.flatMap(({ shard }) => shard.run.orphans as OrphanExpectation[]).sort(byPath((o) => o.path));
  const changes = shards.flatMap(({ shard }) => shard.run.updated as UpdateChange[]);
  const updated = [
    ...changes.filter((c) => !c.captureGone).sort(byPath((c) => c.capture)),
    ...changes.filter((c) => c.captureGone).sort(byPath((c) => c.path)),
  ];
  return assembleRun(
    { files, orphans, updated, runNotes: shards[0].shard.run.runNotes },
    { mode: first.mode ?? 'check', failOn: first.failOn ?? 'error', updateCommand: first.updateCommand ?? '', configPath: first.config ?? undefined },
    new Redactor(options.secrets),
  );
}
