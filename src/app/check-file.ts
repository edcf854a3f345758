// Checks one capture and diffs it against its expectation file: the unit of work of a run, done in
// the main thread or in a worker (src/app/workers.ts) alike.
import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { FormatName } from '../core/capture/reader.js';
import { checkCapture, type CaptureSource } from '../core/engine.js';
import type { Redactor } from '../core/secrets/index.js';
import { SEVERITY_RANK, type Finding, type Severity } from '../core/findings/finding.js';
import type { Revision } from '../core/revisions.js';
import { diffExpectations, EXPECTATION_FORMAT, expectationPathFor, parseExpectations, type ExpectedFinding } from '../golden/expectations.js';
import { markExpectations, startTimeline } from '../report/html/index.js';
import { inspectOwnFile, realRootOf } from './safe-paths.js';
import type { RuleSettings, RunOptions } from './options.js';
import type { ExpectationState, FailOn, FileOutcome, OutcomeFinding, StaleExpectation } from './outcome.js';

/** How many stale entries a failure names; the reports list them all. */
const STALE_NAMED_IN_FAILURE = 10;

interface EffectiveOptions {
  revision: Revision | 'auto';
  compareWith?: Revision[];
  format?: FormatName;
  mixedOutput?: boolean;
  rules?: RuleSettings;
}

export function effectiveOptions(path: string, options: RunOptions, overrideSets: Set<string>[]): EffectiveOptions {
  const effective: EffectiveOptions = { revision: options.revision, compareWith: options.compareWith, format: options.format, mixedOutput: options.mixedOutput, rules: { ...options.rules } };
  (options.overrides ?? []).forEach((override, index) => {
    if (!overrideSets[index].has(path)) return;
    // An override's revision replaces the run's list too: its own list, or none.
    if (override.revision !== undefined) {
      effective.revision = override.revision;
      effective.compareWith = override.compareWith;
    }
    if (override.format !== undefined) effective.format = override.format;
    if (override.mixedOutput !== undefined) effective.mixedOutput = override.mixedOutput;
    if (override.rules) effective.rules = { ...effective.rules, ...override.rules };
  });
  return effective;
}

function fails(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}

export async function checkOne(
  path: string,
  absolute: string,
  cwd: string,
  options: RunOptions,
  overrideSets: Set<string>[],
  updateCommand: string,
  redactor: Redactor,
  // Where the bytes are when not at `absolute`: standard input spooled to a private file (`check -`).
  readFrom = absolute,
): Promise<FileOutcome> {
  const effective = effectiveOptions(path, options, overrideSets);
  const recorder = options.timeline ? startTimeline() : undefined;
  const result = await checkCapture(captureSource(path, readFrom), { ...effective, redactor, observer: recorder?.observer });
  const expectationAbsolute = expectationLocation(cwd, path, absolute, options.expectationsDir);
  const expectation: ExpectationState = {
    path: toPosix(relative(cwd, expectationAbsolute)),
    absolute: expectationAbsolute,
    exists: false,
  };
  let expected: ExpectedFinding[] = [];
  let entryLines: (number | undefined)[] = [];
  // Written before anchors: read and matched by rule + line; the next update rewrites it.
  let legacy = false;
  // Most captures of a large corpus have no expectation file: asking whether it exists costs a
  // fifth of failing to read it (no error object, no promise). A link, a special file or one whose
  // real folder is outside the working directory is reported, never read.
  const own = inspectOwnFile(realRootOf(cwd), expectationAbsolute);
  const text = own.exists && !own.problem ? await readFile(expectationAbsolute, 'utf8').catch(() => undefined) : undefined;
  if (own.problem) {
    expectation.exists = true;
    expectation.error = own.problem;
  } else if (text !== undefined) {
    expectation.exists = true;
    try {
      const parsed = parseExpectations(text);
      expected = parsed.findings;
      legacy = parsed.format < EXPECTATION_FORMAT;
      expectation.revision = parsed.revision;
      entryLines = parsed.lines;
    } catch (error) {
      expectation.error = (error as Error).message;
    }
  }
  const diff = diffExpectations(result.findings, expected);
  const indexOfEntry = new Map(expected.map((entry, index) => [entry, index]));
  const stale: StaleExpectation[] = diff.stale.map((entry) => {
    const line = entryLines[indexOfEntry.get(entry) ?? -1];
    return line === undefined ? entry : { ...entry, expectationLine: line };
  });
  const findings: OutcomeFinding[] = result.findings.map((f) => {
    const entry = diff.entryOf.get(f);
    if (!entry) return { ...f, expectation: 'new', fails: fails(f.severity, options.failOn) };
    const outcome: OutcomeFinding = { ...f, expectation: 'expected', fails: false };
    if (entry.line !== f.line) outcome.movedFrom = entry.line;
    return outcome;
  });
  const outcome: FileOutcome = { path, absolute, result, expectation, findings, stale, failing: false, reasons: [] };
  if (legacy) outcome.expectation.format = 1;
  outcome.reasons = fileReasons(outcome, options.failOn, updateCommand);
  outcome.failing = outcome.reasons.length > 0;
  if (recorder) {
    outcome.timeline = recorder.finish(result);
    markExpectations(outcome.timeline, findings, { path: expectation.path, new: diff.new.length, expected: findings.length - diff.new.length, stale: stale.length });
  }
  return outcome;
}

/**
 * Why a checked file fails the run (one sentence each, saying what to do): it could not be checked,
 * its expectation file cannot be read, it has new findings at or above fail-on, or expected ones are
 * no longer found. Empty with fail-on never.
 */
export function fileReasons(file: Pick<FileOutcome, 'path' | 'result' | 'expectation' | 'findings' | 'stale'>, failOn: FailOn, updateCommand: string): string[] {
  const reasons: string[] = [];
  if (failOn === 'never') return reasons;
  const { path, result, expectation } = file;
  if (result.error) reasons.push(`${path} could not be checked: ${result.error}.`);
  if (expectation.error) reasons.push(`${expectation.path} is not a valid expectation file (${expectation.error}): fix it, or delete it and run \`${updateCommand}\`.`);
  const failing = file.findings.filter((f) => f.fails);
  if (failing.length > 0) {
    const counts = countBySeverity(failing);
    const what = expectation.exists ? `not in ${expectation.path}` : 'and it has no expectation file';
    reasons.push(`${path} has ${counts} ${what}: fix the capture, or if these findings are intended, record them with \`${updateCommand}\`.`);
  }
  if (file.stale.length > 0) {
    // The first few are named; every one is in the reports (a pull request's file can list 100,000).
    const named = file.stale.slice(0, STALE_NAMED_IN_FAILURE).map((s) => `${s.rule} on line ${s.line}`);
    const more = file.stale.length - named.length;
    const lines = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
    const them = file.stale.length === 1 ? 'it' : 'them';
    reasons.push(
      `${expectation.path} expects ${plural(file.stale.length, 'finding')} that ${file.stale.length === 1 ? 'is' : 'are'} no longer found (${lines}): the capture no longer shows what its expectation file claims; run \`${pruneCommand(updateCommand)}\` to remove ${them} (it records nothing new).`,
    );
  }
  return reasons;
}

/** The update command that only prunes: `--update` becomes `--update=prune`. */
export function pruneCommand(updateCommand: string): string {
  return updateCommand.replace(/ --update(?=\s|$|\))/, ' --update=prune');
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


/**
 * Captures up to this size are read whole, at once, and handed to the engine as text. It is the
 * engine's sniffing window (SNIFF_BYTES in src/core/engine.ts): a file that fits in it is sniffed
 * whole either way, so the engine sees the very same bytes as when it reads the file itself.
 */
export const SMALL_CAPTURE_BYTES = 64 * 1024;

/**
 * What the engine reads a capture from: a small capture in valid UTF-8 as its text (one
 * synchronous read), anything else as its file. Reading a file, the engine opens it twice (head,
 * then lines) with a 1 MiB buffer for the lines: for a capture of a few kilobytes that costs
 * more than checking it (measured: 1.4 ms against 0.4 ms a file). Text that is not valid UTF-8
 * goes through the file, where the reader reports each bad byte on its line.
 */
export function captureSource(path: string, absolute: string): CaptureSource {
  let fd: number | undefined;
  try {
    fd = openSync(absolute, 'r');
    const stats = fstatSync(fd);
    // Not a regular file, or one whose size says nothing (empty, /proc): the engine reads it as it comes.
    if (!stats.isFile() || stats.size === 0 || stats.size > SMALL_CAPTURE_BYTES) return { path, file: absolute };
    // One byte more than the size, to notice a file that holds more than its size says (growing).
    const buffer = Buffer.allocUnsafe(stats.size + 1);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    if (read > stats.size) return { path, file: absolute };
    const bytes = buffer.subarray(0, read);
    return isUtf8(bytes) ? { path, text: bytes.toString('utf8') } : { path, file: absolute };
  } catch {
    // Unreadable here: the engine reads it again and reports why.
    return { path, file: absolute };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function expectationLocation(cwd: string, path: string, absolute: string, expectationsDir: string | undefined): string {
  return expectationsDir ? resolve(cwd, expectationsDir, expectationPathFor(path)) : expectationPathFor(absolute);
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
