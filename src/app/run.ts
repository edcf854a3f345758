import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
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
  locateExpectations,
  parseExpectations,
  type ExpectedFinding,
} from '../golden/expectations.js';
import { buildRunReport, type JsonReport } from '../report/json-report.js';
import { discoverCaptures } from './discover.js';

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
  /** Notes about the run itself (no capture matched, an expectation file was for another revision). */
  notes: string[];
  /** The command that updates expectation files for this run. */
  updateCommand: string;
  /**
   * Secret values found in the captures, for `core.setSecret` before anything is printed.
   * Filled by redaction (issue 8); reporters only ever see redacted text.
   */
  secrets: string[];
  /** Masks every credential the run learned (and anything shaped like one) in a text to print. */
  redact(text: string): string;
}

/** Checks every capture, diffs against expectations, and in update mode rewrites them. */
export async function runCheck(options: RunOptions, onProgress?: (done: number, total: number) => void): Promise<RunResult> {
  const cwd = resolve(options.cwd);
  const captures = await discoverCaptures({ cwd, patterns: options.captures, exclude: options.exclude });
  const overrideSets = await expandOverrides(cwd, options.overrides ?? []);
  const updateCommand = options.updateCommand ?? defaultUpdateCommand(options);
  const notes: string[] = [];
  if (captures.length === 0) notes.push(`No capture file matched ${options.captures.map((p) => JSON.stringify(p)).join(', ') || 'the patterns'} in ${cwd}.`);

  // One redactor for the run: a credential seen in one capture is masked wherever it appears.
  const redactor = new Redactor(options.secrets);
  const files: FileOutcome[] = new Array(captures.length);
  let done = 0;
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
  // Mask again what later files taught the redactor, before anything is written or reported.
  for (const file of files) {
    file.result = redactResult(redactor, file.result);
    file.findings = file.findings.map((finding) => ({ ...finding, message: redactor.redact(finding.message) }));
    file.stale = file.stale.map((entry) => (entry.message === undefined ? entry : { ...entry, message: redactor.redact(entry.message) }));
  }

  for (const file of files) {
    const recorded = file.expectation.revision;
    if (recorded && recorded !== 'unknown' && file.result.revision && recorded !== file.result.revision) {
      notes.push(`${file.expectation.path} records revision ${recorded}, but ${file.path} was checked against ${file.result.revision}.`);
    }
  }

  const orphans = await findOrphans(cwd, options.captures, new Set(captures.map((c) => c.absolute)), options.expectationsDir);
  const updated: UpdateChange[] = [];
  if (options.mode === 'update') {
    for (const file of files) {
      const change = await updateExpectation(file);
      if (change) updated.push(change);
      // The expectation file now holds exactly the current findings.
      file.findings = file.findings.map((f) => ({ ...f, expectation: 'expected', fails: false }));
      file.stale = [];
      file.expectation = { ...file.expectation, exists: change?.action !== 'deleted' && (file.expectation.exists || change !== undefined), error: undefined };
      file.reasons = file.result.error ? [`${file.path} could not be checked: ${file.result.error}.`] : [];
      file.failing = file.reasons.length > 0 && options.failOn !== 'never';
    }
    for (const orphan of orphans) {
      await unlink(resolve(cwd, orphan.path));
      updated.push({ capture: orphan.capture, path: orphan.path, action: 'deleted', added: [], removed: [], captureGone: true });
    }
  }

  const failures = files.filter((f) => f.failing).flatMap((f) => f.reasons);
  if (options.mode === 'check' && options.failOn !== 'never') {
    for (const orphan of orphans) {
      failures.push(`${orphan.path} is the expectation file of ${orphan.capture}, which no longer exists: delete it, or run \`${updateCommand}\`.`);
    }
  }
  const result: RunResult = {
    report: undefined as unknown as JsonReport,
    files,
    updated,
    orphans,
    exitCode: failures.length > 0 ? 1 : 0,
    mode: options.mode,
    failOn: options.failOn,
    failures,
    notes,
    updateCommand,
    secrets: redactor.secrets(),
    redact: (text) => redactor.redact(text),
  };
  result.report = buildRunReport(result, { configPath: options.configPath });
  return result;
}

interface EffectiveOptions {
  revision: Revision | 'auto';
  format?: FormatName;
  mixedOutput?: boolean;
  rules?: RuleSettings;
}

function effectiveOptions(path: string, options: RunOptions, overrideSets: Set<string>[]): EffectiveOptions {
  const effective: EffectiveOptions = { revision: options.revision, format: options.format, mixedOutput: options.mixedOutput, rules: { ...options.rules } };
  (options.overrides ?? []).forEach((override, index) => {
    if (!overrideSets[index].has(path)) return;
    if (override.revision !== undefined) effective.revision = override.revision;
    if (override.format !== undefined) effective.format = override.format;
    if (override.mixedOutput !== undefined) effective.mixedOutput = override.mixedOutput;
    if (override.rules) effective.rules = { ...effective.rules, ...override.rules };
  });
  return effective;
}

async function expandOverrides(cwd: string, overrides: RunOverride[]): Promise<Set<string>[]> {
  return Promise.all(
    overrides.map(async (override) => {
      const matched = await fg(override.files, { cwd, onlyFiles: true, dot: true, ignore: ['**/node_modules/**'] });
      return new Set(matched.map((p) => p.split(sep).join('/')));
    }),
  );
}

function fails(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}

async function checkOne(
  path: string,
  absolute: string,
  cwd: string,
  options: RunOptions,
  overrideSets: Set<string>[],
  updateCommand: string,
  redactor: Redactor,
): Promise<FileOutcome> {
  const effective = effectiveOptions(path, options, overrideSets);
  const recorder = options.timeline ? startTimeline() : undefined;
  const result = await checkCapture({ path, file: absolute }, { ...effective, redactor, observer: recorder?.observer });
  const expectationAbsolute = expectationLocation(cwd, path, absolute, options.expectationsDir);
  const expectation: ExpectationState = {
    path: toPosix(relative(cwd, expectationAbsolute)),
    absolute: expectationAbsolute,
    exists: false,
  };
  let expected: ExpectedFinding[] = [];
  let entryLines: (number | undefined)[] = [];
  const text = await readFile(expectationAbsolute, 'utf8').catch(() => undefined);
  if (text !== undefined) {
    expectation.exists = true;
    try {
      const parsed = parseExpectations(text);
      expected = parsed.findings;
      expectation.revision = parsed.revision;
      entryLines = locateExpectations(text);
    } catch (error) {
      expectation.error = (error as Error).message;
    }
  }
  const diff = diffExpectations(result.findings, expected);
  const stale: StaleExpectation[] = diff.stale.map((entry) => {
    const line = entryLines[expected.indexOf(entry)];
    return line === undefined ? entry : { ...entry, expectationLine: line };
  });
  const isNew = new Set<Finding>(diff.new);
  const findings: OutcomeFinding[] = result.findings.map((f) => {
    const fresh = isNew.has(f);
    return { ...f, expectation: fresh ? 'new' : 'expected', fails: fresh && fails(f.severity, options.failOn) };
  });
  const reasons: string[] = [];
  if (options.failOn !== 'never') {
    if (result.error) reasons.push(`${path} could not be checked: ${result.error}.`);
    if (expectation.error) reasons.push(`${expectation.path} is not a valid expectation file (${expectation.error}): fix it, or delete it and run \`${updateCommand}\`.`);
    const failing = findings.filter((f) => f.fails);
    if (failing.length > 0) {
      const counts = countBySeverity(failing);
      const what = expectation.exists ? `not in ${expectation.path}` : 'and it has no expectation file';
      reasons.push(
        `${path} has ${counts} ${what}: fix the capture, or if these findings are intended, record them with \`${updateCommand}\`.`,
      );
    }
    if (diff.stale.length > 0) {
      const lines = diff.stale.map((s) => `${s.rule} on line ${s.line}`).join(', ');
      reasons.push(
        `${expectation.path} expects ${plural(diff.stale.length, 'finding')} that ${diff.stale.length === 1 ? 'is' : 'are'} no longer found (${lines}): the capture no longer shows what its expectation file claims; run \`${updateCommand}\` to remove ${diff.stale.length === 1 ? 'it' : 'them'}.`,
      );
    }
  }
  const outcome: FileOutcome = { path, absolute, result, expectation, findings, stale, failing: reasons.length > 0, reasons };
  if (recorder) {
    outcome.timeline = recorder.finish(result);
    markExpectations(outcome.timeline, findings, { path: expectation.path, new: diff.new.length, expected: findings.length - diff.new.length, stale: stale.length });
  }
  return outcome;
}

function countBySeverity(findings: readonly Finding[]): string {
  const parts: string[] = [];
  for (const severity of ['error', 'warning', 'info'] as const) {
    const n = findings.filter((f) => f.severity === severity).length;
    if (n > 0) parts.push(`${n} new ${severity}${n === 1 ? '' : severity === 'info' ? '' : 's'}`);
  }
  return parts.join(' and ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Writes (or deletes) one capture's expectation file when its content would change. */
async function updateExpectation(file: FileOutcome): Promise<UpdateChange | undefined> {
  if (file.result.error) return undefined;
  const added = file.findings.filter((f) => f.expectation === 'new').map(toExpected);
  const removed = file.stale.map(({ expectationLine: _, ...entry }) => entry);
  const base = { capture: file.path, path: file.expectation.path, added, removed };
  if (file.findings.length === 0) {
    if (!file.expectation.exists) return undefined;
    await unlink(file.expectation.absolute);
    return { ...base, action: 'deleted' };
  }
  const text = formatExpectations(basename(file.absolute), file.result.revision, file.findings);
  const current = file.expectation.exists ? await readFile(file.expectation.absolute, 'utf8').catch(() => undefined) : undefined;
  if (current === text) return undefined;
  await mkdir(dirname(file.expectation.absolute), { recursive: true });
  await writeFile(file.expectation.absolute, text);
  return { ...base, action: file.expectation.exists ? 'updated' : 'created' };
}

function toExpected(f: Finding): ExpectedFinding {
  return { line: f.line, rule: f.rule, severity: f.severity, message: f.message };
}

/** Expectation files under the capture patterns whose capture file no longer exists. */
async function findOrphans(cwd: string, patterns: readonly string[], checked: Set<string>, expectationsDir?: string): Promise<OrphanExpectation[]> {
  const candidates = new Set<string>();
  const folder = expectationsDir ? resolve(cwd, expectationsDir) : undefined;
  if (folder) {
    for (const file of await fg(`${fg.convertPathToPattern(folder)}/**/*${EXPECTATION_SUFFIX}`, { onlyFiles: true, absolute: true, dot: true })) {
      candidates.add(file);
    }
  }
  for (const pattern of folder ? [] : patterns) {
    const absolute = resolve(cwd, pattern);
    const info = await stat(absolute).catch(() => undefined);
    let glob: string;
    if (info?.isDirectory()) glob = `${fg.convertPathToPattern(absolute)}/**/*${EXPECTATION_SUFFIX}`;
    else if (info?.isFile()) glob = fg.convertPathToPattern(expectationPathFor(absolute));
    else glob = `${fg.convertPathToPattern(cwd)}/${pattern.replace(/^\.\//, '')}${EXPECTATION_SUFFIX}`;
    for (const file of await fg(glob, { onlyFiles: true, absolute: true, dot: true, ignore: ['**/node_modules/**'] })) candidates.add(file);
  }
  const orphans: OrphanExpectation[] = [];
  for (const file of [...candidates].sort()) {
    const capture = folder ? resolve(cwd, relative(folder, file)).slice(0, -EXPECTATION_SUFFIX.length) : file.slice(0, -EXPECTATION_SUFFIX.length);
    if (checked.has(capture)) continue;
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

function expectationLocation(cwd: string, path: string, absolute: string, expectationsDir: string | undefined): string {
  return expectationsDir ? resolve(cwd, expectationsDir, expectationPathFor(path)) : expectationPathFor(absolute);
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
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
