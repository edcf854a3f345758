import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import type { FormatName } from '../core/capture/reader.js';
import { checkCapture, type FileCheckResult } from '../core/engine.js';
import { Redactor, redactResult, type SecretsConfig } from '../core/secrets/index.js';
import { markExpectations, startTimeline, type CaptureTimeline } from '../report/html/index.js';
import { SEVERITY_RANK, type Finding, type Severity } from '../core/findings/finding.js';
import type { Revision } from '../core/revisions.js';
import {
  diffExpectations,
  EXPECTATION_SUFFIX,
  expectationPathFor,
  formatExpectations,
  parseExpectations,
  type ExpectedFinding,
} from '../golden/expectations.js';
import { buildRunReport, type JsonReport } from '../report/json-report.js';
import { discoverCaptures, normaliseGlob, type DiscoveredCapture, type SkippedPath } from './discover.js';
import { inspectOwnFile, isInside, unlinkInside, UnsafePathError, writeFileInside } from './safe-paths.js';
import { rulesetVersion, shardOf, type ShardSpec } from './shard.js';
import { autoJobs, defaultJobs, fileSize, workersAvailable, WorkerPool, type WorkerSetup } from './workers.js';
import { checkOne, toPosix } from './check-file.js';

export type RuleSettings = Record<string, Severity | 'off'>;
export type FailOn = 'error' | 'warning' | 'never';
export type RunMode = 'check' | 'update';

export interface RunOverride {
  /** Globs relative to cwd, matched like `captures`. */
  files: string[];
  revision?: Revision | 'auto';
  format?: FormatName;
  rules?: RuleSettings;
  mixedOutput?: boolean;
}

export interface RunOptions {
  /** Working directory; report paths are relative to it, with '/'. */
  cwd: string;
  /** Paths, directories or globs (discoverCaptures). */
  captures: string[];
  exclude?: string[];
  revision: Revision | 'auto';
  /** Force a reader. */
  format?: FormatName;
  mixedOutput?: boolean;
  rules?: RuleSettings;
  /** Later overrides win over earlier ones; rules are merged key by key. */
  overrides?: RunOverride[];
  /** `update` rewrites expectation files from the current findings. */
  mode: RunMode;
  failOn: FailOn;
  /** Which config was used, for the report (relative to cwd or absolute, as the caller prefers). */
  configPath?: string;
  /** The command a user runs to update expectations, shown in messages; built from the options when absent. */
  updateCommand?: string;
  /**
   * A folder (relative to cwd) holding the expectation files, mirroring the captures' paths:
   * `<expectationsDir>/<capture path>.expected.yaml`. Absent: next to each capture.
   */
  expectationsDir?: string;
  /** Files checked at once (reading overlaps); results keep the sorted order whatever this is. */
  concurrency?: number;
  /** Extra credential names and patterns to mask (masking itself cannot be turned off). */
  secrets?: SecretsConfig;
  /** Also gather each capture's timeline for the HTML report (costs memory: bodies are kept, capped). */
  timeline?: boolean;
  /**
   * Worker threads checking files at once (one engine each); 1 checks in this thread; default: one
   * per core, as many as the work pays for (autoJobs). Runs with `timeline` always check in this thread.
   */
  jobs?: number;
  /** Check only the captures of this shard (by a stable hash of their path). */
  shard?: ShardSpec;
  /** Node options for the worker threads (tests use it to load the TypeScript sources). */
  workerExecArgv?: string[];
}

/** An expected entry no longer found, with where it is written in the expectation file. */
export interface StaleExpectation extends ExpectedFinding {
  /** Line of the entry in the expectation file, for an annotation there. */
  expectationLine?: number;
}

/** A finding as the run sees it: its place in the golden diff and whether it fails the run. */
export interface OutcomeFinding extends Finding {
  expectation: 'new' | 'expected';
  /** New and at or above fail-on. */
  fails: boolean;
}

export interface ExpectationState {
  /** Relative to cwd, with '/'. */
  path: string;
  absolute: string;
  exists: boolean;
  /** The revision the file records. */
  revision?: string;
  /** The file exists but cannot be read as an expectation file. */
  error?: string;
}

/** One capture checked and diffed against its expectation file. */
export interface FileOutcome {
  /** Relative to cwd, with '/'. */
  path: string;
  absolute: string;
  /** What the engine returned (findings unclassified). */
  result: FileCheckResult;
  expectation: ExpectationState;
  /** Every current finding, in the engine's stable order. */
  findings: OutcomeFinding[];
  /** Expected entries no longer found. */
  stale: StaleExpectation[];
  /** Whether this file fails the run, and why (one sentence each, saying what to do). */
  failing: boolean;
  reasons: string[];
  /** The capture as a conversation, for the HTML report (with `RunOptions.timeline`). */
  timeline?: CaptureTimeline;
}

/** One expectation file written or deleted by update mode. */
export interface UpdateChange {
  /** Capture path relative to cwd, with '/'. */
  capture: string;
  /** Expectation file relative to cwd, with '/'. */
  path: string;
  action: 'created' | 'updated' | 'deleted';
  /** Entries added and removed (by identity: rule + line); both empty when only messages or the revision changed. */
  added: ExpectedFinding[];
  removed: ExpectedFinding[];
  /** Set when the file was deleted because its capture is gone. */
  captureGone?: boolean;
}

/** An expectation file whose capture no longer exists. */
export interface OrphanExpectation {
  path: string;
  capture: string;
  entries: number;
}

export interface RunResult {
  report: JsonReport;
  files: FileOutcome[];
  /** What update mode wrote or deleted, file by file (empty in check mode). */
  updated: UpdateChange[];
  /** Expectation files whose capture is gone (in update mode they are deleted and also listed in `updated`). */
  orphans: OrphanExpectation[];
  exitCode: 0 | 1;
  mode: RunMode;
  failOn: FailOn;
  /** Human sentences saying why the run fails (empty when it passes). */
  failures: string[];
  /** Notes about the run itself (no capture matched, an expectation file was for another revision, a path not checked). */
  notes: string[];
  /**
   * Paths named explicitly that were not checked (outside the working directory, not a regular
   * file): the run could not do all it was asked, whatever fail-on says (the CLI exits 2).
   */
  refused: SkippedPath[];
  /** The command that updates expectation files for this run. */
  updateCommand: string;
  /**
   * Secret values found in the captures that look like credentials, for `core.setSecret` before
   * anything is printed (plain words learned under a credential name are masked but not registered).
   * Filled by redaction (issue 8); reporters only ever see redacted text.
   */
  secrets: string[];
  /** Masks every credential the run learned (and anything shaped like one) in a text to print. */
  redact(text: string): string;
}

/**
 * Checks every capture, diffs against expectations, and in update mode rewrites them.
 * `onDiscovered` hears which captures the run found (this shard's), before any is checked.
 */
export async function runCheck(
  options: RunOptions,
  onProgress?: (done: number, total: number) => void,
  onDiscovered?: (captures: readonly DiscoveredCapture[]) => void,
): Promise<RunResult> {
  const cwd = resolve(options.cwd);
  // A worker count the user chose: start the workers now, so they load the engine while this
  // thread discovers the captures (the automatic count waits for the files and their sizes).
  // (Up to one per core: a larger count is started once the files show it is worth it.)
  const workersWanted = !options.timeline && options.jobs !== undefined && options.jobs > 1 && options.jobs <= defaultJobs() && workersAvailable(options.workerExecArgv);
  const earlyPool = workersWanted ? new WorkerPool(options.jobs as number, options.workerExecArgv) : undefined;
  try {
    return await checkAndReport(cwd, options, earlyPool, onProgress, onDiscovered);
  } finally {
    earlyPool?.close();
  }
}

async function checkAndReport(
  cwd: string,
  options: RunOptions,
  earlyPool: WorkerPool | undefined,
  onProgress?: (done: number, total: number) => void,
  onDiscovered?: (captures: readonly DiscoveredCapture[]) => void,
): Promise<RunResult> {
  const root = await realpath(cwd);
  const discovery = await discoverCaptures({ cwd, patterns: options.captures, exclude: options.exclude });
  const discovered = discovery.captures;
  const shard = options.shard;
  const captures = shard ? discovered.filter((capture) => shardOf(capture.path, shard.count) === shard.index) : discovered;
  onDiscovered?.(captures);
  // Orphaned expectation files are looked for while the captures are checked (it walks the folders again).
  const orphansFound = findOrphans(cwd, root, options.captures, new Set(discovered.map((c) => c.absolute)), options.expectationsDir);
  orphansFound.catch(() => undefined);
  const overrideSets = await expandOverrides(cwd, options.overrides ?? []);
  const updateCommand = options.updateCommand ?? defaultUpdateCommand(options);
  const runNotes: string[] = [];
  for (const entry of discovery.skipped) runNotes.push(entry.message);
  const refused = discovery.skipped.filter((entry) => entry.named);
  if (discovered.length === 0) runNotes.push(`No capture file matched ${options.captures.map((p) => JSON.stringify(p)).join(', ') || 'the patterns'} in ${cwd}.`);

  // One redactor for the run: a credential seen in one capture is masked wherever it appears.
  const redactor = new Redactor(options.secrets);
  const files: FileOutcome[] = new Array(captures.length);
  let done = 0;
  // The timeline keeps bodies and is rendered from the main thread: such runs stay in-process.
  const inThread = options.timeline || !workersAvailable(options.workerExecArgv) || captures.length < 2 || options.jobs === 1;
  const sized: { path: string; absolute: string; bytes?: number }[] = inThread ? [] : captures.map((capture) => ({ ...capture }));
  const totalBytes = () => sized.reduce((n, c) => n + (c.bytes ??= fileSize(c.absolute)), 0);
  const jobs = inThread ? 1 : (options.jobs ?? autoJobs(sized.length, totalBytes));
  if (jobs > 1) {
    const setup: WorkerSetup = { cwd, options: { ...options, cwd }, overrideSets: overrideSets.map((set) => [...set]), updateCommand };
    const pool = earlyPool ?? new WorkerPool(Math.min(jobs, sized.length), options.workerExecArgv);
    try {
      await pool.check(sized, setup, (index, outcome, secrets) => {
        files[index] = outcome;
        redactor.learnAll(secrets);
        done += 1;
        onProgress?.(done, captures.length);
      });
    } finally {
      pool.close();
    }
  } else {
    let next = 0;
    const worker = async () => {
      while (next < captures.length) {
        const index = next++;
        const capture = captures[index];
        files[index] = await checkOne(capture.path, capture.absolute, cwd, options, overrideSets, updateCommand, redactor);
        done += 1;
        onProgress?.(done, captures.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, captures.length)) }, worker));
  }
  // Mask again what later files (and other workers) taught the redactor, before anything is written
  // or reported. Each result was masked when it was checked; when the run learned no secret at all,
  // masking it again would change nothing (masking is idempotent) and is skipped. Stale entries come
  // from expectation files and were never masked.
  const learnedAny = redactor.secrets().length > 0;
  for (const file of files) {
    if (learnedAny) {
      file.result = redactResult(redactor, file.result);
      file.findings = file.findings.map((finding) => ({ ...finding, message: redactor.redact(finding.message) }));
    }
    if (file.stale.length > 0) file.stale = file.stale.map((entry) => (entry.message === undefined ? entry : { ...entry, message: redactor.redact(entry.message) }));
  }

  // Each orphan belongs to the shard its capture would go to, so exactly one shard reports (or deletes) it.
  const orphans = (await orphansFound).filter((orphan) => !shard || shardOf(orphan.capture, shard.count) === shard.index);
  const updated: UpdateChange[] = [];
  if (options.mode === 'update') {
    for (const file of files) {
      let change: UpdateChange | undefined;
      let refusal: string | undefined;
      try {
        change = await updateExpectation(root, cwd, file, (text) => redactor.redact(text));
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        refusal = error.message;
      }
      if (change) updated.push(change);
      // The expectation file now holds exactly the current findings (unless it could not be written).
      if (!refusal) {
        file.findings = file.findings.map((f) => ({ ...f, expectation: 'expected', fails: false }));
        file.stale = [];
        file.expectation = { ...file.expectation, exists: change?.action !== 'deleted' && (file.expectation.exists || change !== undefined), error: undefined };
      }
      file.reasons = file.result.error ? [`${file.path} could not be checked: ${file.result.error}.`] : [];
      if (refusal) file.reasons.push(`${refusal} Replace it with a regular file inside the working directory, or delete it.`);
      // A file update mode was asked to write and would not is a failure whatever fail-on says.
      file.failing = file.reasons.length > 0 && (options.failOn !== 'never' || refusal !== undefined);
    }
    for (const orphan of orphans) {
      try {
        await unlinkInside(root, resolve(cwd, orphan.path), orphan.path);
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        runNotes.push(error.message);
        continue;
      }
      updated.push({ capture: orphan.capture, path: orphan.path, action: 'deleted', added: [], removed: [], captureGone: true });
    }
  }

  const result = assembleRun(
    { files, orphans, updated, runNotes, refused },
    { mode: options.mode, failOn: options.failOn, updateCommand, configPath: options.configPath },
    redactor,
  );
  if (shard) {
    result.report.shard = {
      index: shard.index,
      count: shard.count,
      ruleset: rulesetVersion(),
      run: {
        runNotes,
        files: files.map(({ absolute: _, timeline: __, ...file }) => ({ ...file, expectation: { ...file.expectation, absolute: undefined } })),
        orphans,
        updated,
      },
    };
  }
  return result;
}

/** What a run found, before the verdict: what a shard hands to the merge. */
export interface RunParts {
  files: FileOutcome[];
  orphans: OrphanExpectation[];
  updated: UpdateChange[];
  /** Notes about the run as a whole (no capture matched, a path not checked). */
  runNotes: string[];
  /** Paths named explicitly and not checked (they fail the run). */
  refused?: SkippedPath[];
}

export interface RunSettings {
  mode: RunMode;
  failOn: FailOn;
  updateCommand: string;
  configPath?: string;
}

/** The verdict, the notes and the report of a run from its files: shared by runCheck and the merge of shards. */
export function assembleRun(parts: RunParts, settings: RunSettings, redactor: Redactor): RunResult {
  const { files, orphans, updated } = parts;
  const notes = [...parts.runNotes];
  for (const file of files) {
    const recorded = file.expectation.revision;
    if (recorded && recorded !== 'unknown' && file.result.revision && recorded !== file.result.revision) {
      notes.push(`${file.expectation.path} records revision ${recorded}, but ${file.path} was checked against ${file.result.revision}.`);
    }
  }
  const refused = parts.refused ?? [];
  const failures = [...refused.map((entry) => entry.message), ...files.filter((f) => f.failing).flatMap((f) => f.reasons)];
  if (settings.mode === 'check' && settings.failOn !== 'never') {
    for (const orphan of orphans) {
      failures.push(`${orphan.path} is the expectation file of ${orphan.capture}, which no longer exists: delete it, or run \`${settings.updateCommand}\`.`);
    }
  }
  const result: RunResult = {
    report: undefined as unknown as JsonReport,
    files,
    updated,
    orphans,
    exitCode: failures.length > 0 ? 1 : 0,
    mode: settings.mode,
    failOn: settings.failOn,
    // The run's own sentences name files (a capture's name can hold a token): masked like the rest.
    failures: failures.map((text) => redactor.redact(text)),
    notes: notes.map((text) => redactor.redact(text)),
    refused,
    updateCommand: redactor.redact(settings.updateCommand),
    secrets: redactor.registrableSecrets(),
    redact: (text) => redactor.redact(text),
  };
  result.report = buildRunReport(result, { configPath: settings.configPath });
  return result;
}

async function expandOverrides(cwd: string, overrides: RunOverride[]): Promise<Set<string>[]> {
  return Promise.all(
    overrides.map(async (override) => {
      // Links are not followed (a link loop would never end); a link to a file is still matched by its name.
      const matched = await fg(override.files, { cwd, onlyFiles: false, dot: true, followSymbolicLinks: false, ignore: ['**/node_modules/**'] });
      return new Set(matched.map((p) => p.split(sep).join('/')));
    }),
  );
}

/**
 * Writes (or deletes) one capture's expectation file when its content would change; only inside
 * `root` (the working directory's real path) and never through a link (UnsafePathError).
 */
async function updateExpectation(root: string, cwd: string, file: FileOutcome, redact: (text: string) => string): Promise<UpdateChange | undefined> {
  if (file.result.error) return undefined;
  const added = file.findings.filter((f) => f.expectation === 'new').map(toExpected);
  const removed = file.stale.map(({ expectationLine: _, ...entry }) => entry);
  const base = { capture: file.path, path: file.expectation.path, added, removed };
  if (file.findings.length === 0) {
    if (!file.expectation.exists) return undefined;
    await unlinkInside(root, file.expectation.absolute, file.expectation.path);
    return { ...base, action: 'deleted' };
  }
  // The one redaction pass at this sink: messages and the capture's file name, masked as everywhere.
  const text = redact(formatExpectations(basename(file.absolute), file.result.revision, file.findings));
  const own = inspectOwnFile(root, file.expectation.absolute);
  if (own.problem) throw new UnsafePathError(`${file.expectation.path} was not written: ${own.problem}.`);
  const current = own.exists ? await readFile(file.expectation.absolute, 'utf8').catch(() => undefined) : undefined;
  if (current === text) return undefined;
  await writeFileInside(root, file.expectation.absolute, text, { shown: file.expectation.path, cwd });
  return { ...base, action: file.expectation.exists ? 'updated' : 'created' };
}

function toExpected(f: Finding): ExpectedFinding {
  return { line: f.line, rule: f.rule, severity: f.severity, message: f.message };
}

/**
 * Expectation files under the capture patterns whose capture file no longer exists: regular files
 * inside `root` (the working directory's real path) only, found without following links.
 */
async function findOrphans(cwd: string, root: string, patterns: readonly string[], checked: Set<string>, expectationsDir?: string): Promise<OrphanExpectation[]> {
  const candidates = new Set<string>();
  const walk = { onlyFiles: true, absolute: true, dot: true, followSymbolicLinks: false, ignore: ['**/node_modules/**'] };
  const folder = expectationsDir ? resolve(cwd, expectationsDir) : undefined;
  if (folder) {
    for (const file of await fg(`${fg.convertPathToPattern(folder)}/**/*${EXPECTATION_SUFFIX}`, { ...walk, ignore: [] })) {
      candidates.add(file);
    }
  }
  for (const pattern of folder ? [] : patterns) {
    const absolute = resolve(cwd, pattern);
    const info = await stat(absolute).catch(() => undefined);
    let glob: string;
    if (info?.isDirectory()) glob = `${fg.convertPathToPattern(absolute)}/**/*${EXPECTATION_SUFFIX}`;
    else if (info?.isFile()) glob = fg.convertPathToPattern(expectationPathFor(absolute));
    else {
      const relativeGlob = normaliseGlob(pattern);
      if (relativeGlob === undefined) continue;
      glob = `${fg.convertPathToPattern(cwd)}/${relativeGlob}${EXPECTATION_SUFFIX}`;
    }
    for (const file of await fg(glob, walk)) candidates.add(file);
  }
  const orphans: OrphanExpectation[] = [];
  for (const file of [...candidates].sort()) {
    const capture = folder ? resolve(cwd, relative(folder, file)).slice(0, -EXPECTATION_SUFFIX.length) : file.slice(0, -EXPECTATION_SUFFIX.length);
    if (checked.has(capture)) continue;
    // Never one outside the working directory, nor one reached through a link.
    if (!isInside(cwd, file) || inspectOwnFile(root, file).problem) continue;
    if (await stat(capture).catch(() => undefined)) continue;
    let entries = 0;
    try {
      entries = parseExpectations(await readFile(file, 'utf8')).findings.length;
    } catch {
      // An unreadable orphan is still an orphan.
    }
    orphans.push({ path: toPosix(relative(cwd, file)), capture: toPosix(relative(cwd, capture)), entries });
  }
  return orphans;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `npx mcp-capture-lint check --update ...` with the options that change what is found. */
export function defaultUpdateCommand(options: Pick<RunOptions, 'captures' | 'revision' | 'configPath'>): string {
  const parts = ['npx', 'mcp-capture-lint', 'check', '--update'];
  if (options.configPath) parts.push('--config', shellQuote(options.configPath));
  if (options.revision !== 'auto') parts.push('--revision', options.revision);
  for (const pattern of options.captures) parts.push(shellQuote(pattern));
  return parts.join(' ');
}
