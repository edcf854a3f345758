import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import { Redactor } from '../core/secrets/index.js';
import type { Finding } from '../core/findings/finding.js';
import {
  EXPECTATION_SUFFIX,
  expectationPathFor,
  formatExpectations,
  parseExpectations,
  type ExpectedFinding,
} from '../golden/expectations.js';
import { buildRunReport } from '../report/json-report.js';
import { discoverCaptures, normaliseGlob, type DiscoveredCapture } from './discover.js';
import type { RunOptions, RunOverride } from './options.js';
import type {
  FailOn,
  FileOutcome,
  JsonShard,
  MovedEntry,
  OrphanExpectation,
  RunMode,
  RunResult,
  SkippedPath,
  UnmatchedPattern,
  UpdateChange,
} from './outcome.js';
import { inspectOwnFile, isInside, unlinkInside, UnsafePathError, writeFileInside } from './safe-paths.js';
import { rulesetVersion, shardOf } from './shard.js';
import { autoJobs, defaultJobs, fileSize, workersAvailable, WorkerPool, type WorkerSetup } from './workers.js';
import { checkOne, fileReasons, pruneCommand, toPosix } from './check-file.js';

// The run's types live in two leaf modules (what it is asked, what it found); the entry points
// and tests may keep importing these from here.
export type { RunOptions } from './options.js';
export type { FailOn, RunMode, RunResult } from './outcome.js';

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
  const { jobs } = options;
  const workersWanted = !options.timeline && jobs !== undefined && jobs > 1 && jobs <= defaultJobs() && workersAvailable(options.workerExecArgv);
  const earlyPool = workersWanted ? new WorkerPool(jobs, options.workerExecArgv) : undefined;
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
  const discovery = options.stdin
    ? { captures: [{ path: options.stdin.path, absolute: resolve(cwd, options.stdin.path) }], skipped: [], unmatched: [] }
    : await discoverCaptures({ cwd, patterns: options.captures, exclude: options.exclude });
  const discovered = discovery.captures;
  const shard = options.shard;
  const captures = shard ? discovered.filter((capture) => shardOf(capture.path, shard.count) === shard.index) : discovered;
  onDiscovered?.(captures);
  // Orphaned expectation files are looked for while the captures are checked (it walks the folders again).
  // (None for standard input: it names one capture, and the others' expectation files are not its business.)
  const orphansFound = options.stdin ? Promise.resolve([]) : findOrphans(cwd, root, options.captures, new Set(discovered.map((c) => c.absolute)), options.expectationsDir);
  orphansFound.catch(() => undefined);
  const overrideSets = await expandOverrides(cwd, options.overrides ?? []);
  // One redactor for the run: a credential seen in one capture is masked wherever it appears.
  const redactor = new Redactor(options.secrets);
  // Files' reasons quote the command: made runnable once masked before any file is checked.
  const updateCommand = runnableWhenMasked(options.updateCommand ?? defaultUpdateCommand(options), redactor);
  const runNotes: string[] = [];
  for (const entry of discovery.skipped) runNotes.push(entry.message);
  const refused = discovery.skipped.filter((entry) => entry.named);
  const unmatched = discovery.unmatched.map((pattern) => unmatchedPattern(pattern, cwd));
  if (discovered.length === 0 && unmatched.length === 0) runNotes.push(`No capture file matched ${options.captures.map((p) => JSON.stringify(p)).join(', ') || 'the patterns'} in ${cwd}.`);

  const files = new Array<FileOutcome>(captures.length);
  let done = 0;
  // The timeline keeps bodies and is rendered from the main thread: such runs stay in-process.
  const inThread = options.timeline || options.stdin !== undefined || !workersAvailable(options.workerExecArgv) || captures.length < 2 || options.jobs === 1;
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
        files[index] = await checkOne(capture.path, capture.absolute, cwd, options, overrideSets, updateCommand, redactor, options.stdin?.file);
        done += 1;
        onProgress?.(done, captures.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, captures.length)) }, worker));
  }
  // Nothing is masked again here: each output masks everything it writes, once, with all the run
  // learned (the sinks: src/report/*, the expectation files in updateExpectation, the CLI's and the
  // Action's own lines through `RunResult.redact`), so a credential seen late is masked everywhere.
  // (The engine's results are already masked with what was known when each capture was checked:
  // anchors must be masked as the expectation files they are compared with were written.)

  // Each orphan belongs to the shard its capture would go to, so exactly one shard reports (or deletes) it.
  const orphans = (await orphansFound).filter((orphan) => !shard || shardOf(orphan.capture, shard.count) === shard.index);
  const updated: UpdateChange[] = [];
  if (options.mode === 'update' || options.mode === 'prune') {
    const prune = options.mode === 'prune';
    for (const file of files) {
      let change: UpdateChange | undefined;
      let refusal: string | undefined;
      try {
        change = await updateExpectation(root, cwd, file, prune, (text) => redactor.redact(text));
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        refusal = error.message;
      }
      if (change) updated.push(change);
      // The expectation file now holds exactly the current findings, or with prune the expected ones
      // at their current lines (unless it could not be written, or prune left an unreadable one alone).
      if (!refusal && !(prune && (file.expectation.error || file.result.error))) {
        file.findings = file.findings.map(({ movedFrom: _, ...f }) => (prune && f.expectation === 'new' ? f : { ...f, expectation: 'expected', fails: false }));
        file.stale = [];
        const exists = change ? change.action !== 'deleted' : file.expectation.exists;
        file.expectation = { ...file.expectation, exists, error: undefined, format: undefined };
      }
      if (prune) file.reasons = fileReasons(file, options.failOn, updateCommand);
      else file.reasons = file.result.error ? [`${file.path} could not be checked: ${file.result.error}.`] : [];
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

  // A shard's report also carries its part of the run, for the merge (absolute paths and timelines stay here).
  const shardPart: JsonShard | undefined = shard && {
    index: shard.index,
    count: shard.count,
    ruleset: rulesetVersion(),
    run: {
      runNotes,
      unmatched,
      refused,
      errorOnUnmatchedPattern: options.errorOnUnmatchedPattern !== false,
      files: files.map(({ absolute: _, timeline: __, expectation: { absolute: ___, ...expectation }, ...file }) => ({ ...file, expectation })),
      orphans,
      updated,
    },
  };
  return assembleRun(
    { files, orphans, updated, runNotes, refused, unmatched },
    {
      mode: options.mode,
      failOn: options.failOn,
      updateCommand,
      configPath: options.configPath,
      errorOnUnmatchedPattern: options.errorOnUnmatchedPattern,
      shard: shardPart,
    },
    redactor,
  );
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
  /** Patterns that matched no capture. */
  unmatched?: UnmatchedPattern[];
}

export interface RunSettings {
  mode: RunMode;
  failOn: FailOn;
  updateCommand: string;
  configPath?: string;
  /** Whether a pattern matching no capture fails the run (default true). */
  errorOnUnmatchedPattern?: boolean;
  /** Set when the run checked one shard: written into its report for the merge. */
  shard?: JsonShard;
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
  const unmatched = parts.unmatched ?? [];
  const unmatchedFails = settings.errorOnUnmatchedPattern !== false;
  if (!unmatchedFails) for (const entry of unmatched) notes.push(entry.message);
  const failures = [
    ...(unmatchedFails ? unmatched.map((entry) => `${entry.message} Fix the pattern, or allow it with --no-error-on-unmatched-pattern (Action input \`allow-no-captures: true\`).`) : []),
    ...refused.map((entry) => entry.message),
    ...files.filter((f) => f.failing).flatMap((f) => f.reasons),
  ];
  const moved = files.reduce((n, file) => n + file.findings.filter((f) => f.movedFrom !== undefined).length, 0);
  if (moved > 0 && settings.mode === 'check') {
    notes.push(
      `${moved === 1 ? '1 expected finding stands' : `${moved} expected findings stand`} on another line than its expectation file says (matched by anchor, so still expected); \`${pruneCommand(settings.updateCommand)}\` refreshes the lines.`,
    );
  }
  const legacy = files.filter((file) => file.expectation.format === 1 && !file.expectation.error);
  if (legacy.length > 0 && settings.mode === 'check') {
    notes.push(
      `${legacy.length === 1 ? `${legacy[0].expectation.path} is` : `${legacy.length} expectation files are`} in the format written before anchors (matched by rule and line, so a shifted line makes it stale); the next \`--update\` or \`--update=prune\` rewrites ${legacy.length === 1 ? 'it' : 'them'} with anchors.`,
    );
  }
  if (settings.mode === 'check' && settings.failOn !== 'never') {
    for (const orphan of orphans) {
      failures.push(`${orphan.path} is the expectation file of ${orphan.capture}, which no longer exists: delete it, or run \`${settings.updateCommand}\`.`);
    }
  }
  const outcome: Omit<RunResult, 'report'> = {
    files,
    updated,
    orphans,
    exitCode: failures.length > 0 ? 1 : 0,
    mode: settings.mode,
    failOn: settings.failOn,
    // The run's own sentences name files (a capture's name can hold a token): like every other
    // text of the result, they are masked by the output that prints them (`redact`).
    failures,
    notes,
    refused,
    unmatched,
    updateCommand: runnableWhenMasked(settings.updateCommand, redactor),
    secrets: redactor.registrableSecrets(),
    redact: (text) => redactor.redact(text),
  };
  // The report is made from everything else the run found, so it comes last.
  return { report: buildRunReport(outcome, { configPath: settings.configPath, shard: settings.shard }), ...outcome };
}

/** Per override block, the paths (relative to cwd, with `/`) it applies to. */
export async function expandOverrides(cwd: string, overrides: RunOverride[]): Promise<Set<string>[]> {
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
 * `root` (the working directory's real path) and never through a link (UnsafePathError). `prune`
 * keeps the expected findings only (at their current lines): stale entries go, nothing is added.
 */
async function updateExpectation(root: string, cwd: string, file: FileOutcome, prune: boolean, redact: (text: string) => string): Promise<UpdateChange | undefined> {
  if (file.result.error) return undefined;
  // Pruning never replaces a file it cannot read: nothing in it was matched, so it would be emptied.
  if (prune && file.expectation.error) return undefined;
  const kept = prune ? file.findings.filter((f) => f.expectation === 'expected') : file.findings;
  const added = prune ? [] : file.findings.filter((f) => f.expectation === 'new').map(toExpected);
  const removed = file.stale.map(({ expectationLine: _, ...entry }) => entry);
  const moved = kept.flatMap((f): MovedEntry[] => (f.movedFrom === undefined ? [] : [{ rule: f.rule, anchor: f.anchor, from: f.movedFrom, to: f.line }]));
  const base: Omit<UpdateChange, 'action'> = { capture: file.path, path: file.expectation.path, added, removed, moved };
  if (kept.length === 0) {
    if (!file.expectation.exists) return undefined;
    await unlinkInside(root, file.expectation.absolute, file.expectation.path);
    return { ...base, action: 'deleted' };
  }
  // The one redaction pass at this sink: messages and the capture's file name, masked as everywhere.
  const text = redact(formatExpectations(basename(file.absolute), file.result.revision, kept));
  const own = inspectOwnFile(root, file.expectation.absolute);
  if (own.problem) throw new UnsafePathError(`${file.expectation.path} was not written: ${own.problem}.`);
  const current = own.exists ? await readFile(file.expectation.absolute, 'utf8').catch(() => undefined) : undefined;
  if (current === text) return undefined;
  if (file.expectation.format === 1) base.upgraded = true;
  await writeFileInside(root, file.expectation.absolute, text, { shown: file.expectation.path, cwd });
  return { ...base, action: file.expectation.exists ? 'updated' : 'created' };
}

function toExpected(f: Finding): ExpectedFinding {
  const entry: ExpectedFinding = { rule: f.rule, line: f.line, severity: f.severity, message: f.message };
  if (f.anchor !== undefined) entry.anchor = f.anchor;
  return entry;
}

/** An unmatched pattern, with the one sentence saying so (the pattern and the folder it was matched in). */
function unmatchedPattern(pattern: string, cwd: string): UnmatchedPattern {
  return {
    pattern,
    cwd,
    message: `No capture file matched ${JSON.stringify(pattern)} in ${cwd} (files left out by exclude, .gitignore, node_modules, dotfiles and Markdown do not count).`,
  };
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

/**
 * The update command as the outputs print it. Every output masks credentials, and a word of the
 * command that holds one (a capture named after a token: `captures/ghp_….jsonl`) would come out
 * masked, naming no file. Such a word is written as a glob in which `*` stands where the mask would
 * (`'captures/ghp_*a1B2.jsonl'`): it shows no more of the secret than the mask does, and it still
 * matches the capture, so the printed command can be run as it is.
 */
export function runnableWhenMasked(command: string, redactor: Pick<Redactor, 'redact'>): string {
  if (redactor.redact(command) === command) return command;
  const words = command.match(SHELL_WORD) ?? [];
  return words
    .map((word) => {
      const value = word.replace(/'([^']*)'|\\(.)/g, (_, quoted: string | undefined, escaped: string | undefined) => quoted ?? escaped ?? '');
      const masked = redactor.redact(value);
      if (masked === value) return word;
      let head = 0;
      while (head < value.length && head < masked.length && value[head] === masked[head]) head += 1;
      let tail = 0;
      while (tail < value.length - head && tail < masked.length - head && value[value.length - 1 - tail] === masked[masked.length - 1 - tail]) tail += 1;
      const glob = `${escapeGlob(value.slice(0, head))}*${escapeGlob(value.slice(value.length - tail))}`;
      // A glob that still holds a credential (two secrets with readable text between them) names the folder.
      return shellQuote(redactor.redact(glob) === glob ? glob : `${escapeGlob(dirname(value))}/*`);
    })
    .join(' ');
}

/** `text` matched literally in a glob (fast-glob's escaping refuses the empty string). */
function escapeGlob(text: string): string {
  return text === '' ? '' : fg.escapePath(text);
}

/** A word of a command as `shellQuote` writes them: bare characters, '...' runs and backslash escapes. */
const SHELL_WORD = /(?:'[^']*'|\\.|[^\s'\\])+/g;

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
