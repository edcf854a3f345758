// What a run found: the checked files and their golden diff, what update mode wrote, the verdict,
// and the JSON report's shape (including a shard's part, which `merge` reads back). A leaf module:
// the app (run, check-file, workers, merge) and the reporters (src/report) all import these types
// from here, so neither side depends on the other's code for them.
import type { FileCheckResult } from '../core/engine.js';
import type { Finding, Severity } from '../core/findings/finding.js';
import type { ExpectedFinding } from '../golden/expectations.js';
// The HTML timeline's data (plain values gathered by the engine's observer); src/report/html imports
// nothing from src/app.
import type { CaptureTimeline } from '../report/html/timeline.js';

export type FailOn = 'error' | 'warning' | 'never';
/**
 * `check` compares; `update` rewrites the expectation files from every current finding; `prune`
 * removes stale entries and refreshes moved lines, adding nothing (a new finding still fails).
 */
export type RunMode = 'check' | 'update' | 'prune';

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
  /** Expected, matched by its anchor to an entry on this other line of the capture: it moved. */
  movedFrom?: number;
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
  /** 1 when the file was written before anchors (matched by rule + line; the next update rewrites it). */
  format?: number;
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
  /** Entries added and removed (by identity: rule + anchor); both empty when only messages or the revision changed. */
  added: ExpectedFinding[];
  removed: ExpectedFinding[];
  /** Entries kept whose line was refreshed (the finding moved). */
  moved?: MovedEntry[];
  /** The file was rewritten from format 1 (rule + line) to the anchored form. */
  upgraded?: boolean;
  /** Set when the file was deleted because its capture is gone. */
  captureGone?: boolean;
}

/** An expectation entry whose finding now stands on another line. */
export interface MovedEntry {
  rule: string;
  anchor?: string;
  from: number;
  to: number;
}

/** A capture pattern that matched no file, and the folder it was matched in. */
export interface UnmatchedPattern {
  pattern: string;
  cwd: string;
  message: string;
}

/** An expectation file whose capture no longer exists. */
export interface OrphanExpectation {
  path: string;
  capture: string;
  entries: number;
}

/** A path discovery did not check, and why. */
export interface SkippedPath {
  /** As named (explicit) or relative to cwd with `/` (found by expansion). */
  path: string;
  /** One sentence, naming the path, saying why it was not checked. */
  message: string;
  /**
   * Named explicitly: the run could not do what it was asked (the CLI exits 2, the Action fails).
   * Otherwise found by expanding a folder or glob: a note.
   */
  named: boolean;
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
  /** Human sentences saying why the run fails (empty when it passes); like every text here, masked by the output that prints it (`redact`). */
  failures: string[];
  /** Notes about the run itself (no capture matched, an expectation file was for another revision, a path not checked). */
  notes: string[];
  /**
   * Paths named explicitly that were not checked (outside the working directory, not a regular
   * file): the run could not do all it was asked, whatever fail-on says (the CLI exits 2).
   */
  refused: SkippedPath[];
  /**
   * Patterns that matched no capture file: a typo in a glob would otherwise check nothing and pass.
   * They fail the run (the CLI exits 2) unless `errorOnUnmatchedPattern` is false (then they are notes).
   */
  unmatched: UnmatchedPattern[];
  /** The command that updates expectation files for this run. */
  updateCommand: string;
  /**
   * Secret values found in the captures that look like credentials, for `core.setSecret` before
   * anything is printed (plain words learned under a credential name are masked but not registered).
   * Filled by redaction (issue 8); reporters only ever see redacted text.
   */
  secrets: string[];
  /** Masks every credential the run learned (and anything shaped like one) in a text to print. */
  redact: (text: string) => string;
}

/** The JSON report (`--format json`, the action's `report-file`). Field names are a public interface. */
export interface JsonReport {
  tool: { name: string; version: string };
  /** The config file used, when one was (added by runCheck). */
  config?: string | null;
  /** `prune` removes stale expectations and refreshes moved lines, adding nothing. */
  mode?: RunMode;
  failOn?: FailOn;
  files: JsonFileReport[];
  /** Expectation files whose capture is gone. */
  orphanedExpectations?: { path: string; capture: string; entries: number }[];
  /** What update mode wrote or deleted. */
  updated?: {
    capture: string;
    path: string;
    action: 'created' | 'updated' | 'deleted';
    added: number;
    removed: number;
    /** Entries kept whose line was refreshed. */
    moved?: number;
    /** Rewritten from the format written before anchors. */
    upgraded?: boolean;
  }[];
  /** Capture patterns that matched no file (they fail the run unless allowed). */
  unmatchedPatterns?: { pattern: string; cwd: string }[];
  summary: {
    files: number;
    frames: number;
    errors: number;
    warnings: number;
    new: number;
    stale: number;
    info?: number;
    expected?: number;
    /** Expected findings matched by anchor on another line than their entry's. */
    moved?: number;
    /** The run's verdict: true when it fails (exit code 1). */
    failed?: boolean;
    /** `--revision a,b,...`: per other revision, its findings over every file and how many differ from the first revision's. */
    comparisons?: JsonComparisonSummary[];
  };
  /** Per revision, how the run's captures cover its observable requirements; never part of the verdict. */
  coverage?: JsonRunCoverage[];
  /** Why the run fails, one sentence each. */
  failures?: string[];
  notes?: string[];
  updateCommand?: string;
  /**
   * Set when the run checked one shard of the captures (`--shard i/n`): which one, the rule
   * catalog's fingerprint, and what `mcp-capture-lint merge` needs to rebuild the whole run.
   */
  shard?: JsonShard;
}

/** A shard's part of a split run (`--shard i/n`): which shard, and what the merge rebuilds the run from. */
export interface JsonShard {
  index: number;
  count: number;
  ruleset: string;
  run: ShardRun;
}

/**
 * The run's own shapes as a shard writes them (without absolute paths or timelines): internal to
 * the merge, which refuses shards of another version, and checked against the report schema
 * (`definitions.shardRun`) when read.
 */
export interface ShardRun {
  runNotes: string[];
  unmatched: UnmatchedPattern[];
  /** Paths named explicitly and refused for safety (special files, links out of the working directory): they fail the merged run too. */
  refused: SkippedPath[];
  errorOnUnmatchedPattern: boolean;
  files: ShardFileOutcome[];
  orphans: OrphanExpectation[];
  updated: UpdateChange[];
}

/** A file outcome as a shard writes it: the merge resolves its paths again in its own working directory. */
export interface ShardFileOutcome extends Omit<FileOutcome, 'absolute' | 'timeline' | 'expectation'> {
  expectation: Omit<ExpectationState, 'absolute'>;
}

export interface JsonFinding {
  rule: string;
  severity: Severity;
  line: number;
  column: number;
  endLine: number;
  message: string;
  /**
   * What the finding is about, independent of its line (`request tools/call from client at
   * params.args`); with `occurrence` and the rule, the identity the expectation file and SARIF use.
   */
  anchor?: string;
  /** 1, 2, ...: the finding's place among the file's findings of the same rule and anchor, in line order. */
  occurrence?: number;
  expectation: 'new' | 'expected';
  /** Expected, and matched to an entry on this other line: the finding moved. */
  movedFrom?: number;
  /** New and at or above fail-on (added by runCheck). */
  fails?: boolean;
  /** The capture named no revision: the revisions that raise this finding, when others do not. */
  revisions?: string[];
}

/** A finding of another revision checked beside the first (`--revision a,b`): no place in the golden diff. */
export type JsonComparisonFinding = Pick<JsonFinding, 'rule' | 'severity' | 'line' | 'column' | 'endLine' | 'message' | 'anchor'>;

/** One other revision checked beside the one a capture is held to: its counts, and the findings that differ. */
export interface JsonComparison {
  revision: string;
  errors: number;
  warnings: number;
  info: number;
  /** Found under this revision and not under the first one. */
  added: JsonComparisonFinding[];
  /** Found under the first revision and not under this one. */
  gone: JsonComparisonFinding[];
}

/** A compared revision over the whole run. */
export interface JsonComparisonSummary {
  revision: string;
  files: number;
  errors: number;
  warnings: number;
  info: number;
  added: number;
  gone: number;
}

export interface JsonFileReport {
  path: string;
  format: string | null;
  revision: string | null;
  revisionSource: string;
  frames: number;
  findings: JsonFinding[];
  expectations: { path: string | null; new: number; expected: number; stale: number; exists?: boolean; error?: string };
  /** Expected entries no longer found (added by runCheck), with their line in the expectation file. */
  stale?: (ExpectedFinding & { expectationLine?: number })[];
  error?: string;
  /** Nothing named the revision: the revisions the capture was judged against, and what narrowed them. */
  judgedAgainst?: { revisions: string[]; reasons: string[] };
  /** `--revision a,b,...`: the other revisions, in order, and how their findings differ from the first one's. */
  comparisons?: JsonComparison[];
  /** How the capture covers the observable requirements of the revision it is held to (one entry per revision its sessions were held to). */
  coverage?: JsonCoverage[];
  /** Why there is no `coverage` (the revision is unknown, or has no requirement registry yet). */
  coverageNotComputed?: string;
}

/**
 * One revision's observable requirements against one capture (src/core/requirement-coverage): counts, then the
 * ids by status. `held` means exercised and not broken by this capture, `notObserved` that the
 * capture never put it to the test: neither is a pass.
 */
export interface JsonCoverage {
  revision: string;
  observable: number;
  /** Violated or held. */
  exercised: number;
  violated: number;
  held: number;
  notObserved: number;
  notApplicable: number;
  notJudged: number;
  requirements: {
    /** With the findings that show each (indexes into the file's `findings`); `ambiguous` when a rule judging several did not say which it broke. */
    violated: { id: string; findings: number[]; ambiguous?: boolean }[];
    held: string[];
    notObserved: string[];
    notApplicable: string[];
    notJudged: string[];
  };
}

/** One revision's observable requirements over every capture of the run held to it. */
export interface JsonRunCoverage extends Omit<JsonCoverage, 'requirements'> {
  /** Captures held to the revision. */
  captures: number;
  requirements: {
    /** With the number of captures that violate each. */
    violated: { id: string; captures: number }[];
    /** With the number of captures that exercise each. */
    held: { id: string; captures: number }[];
    notObserved: string[];
    notApplicable: string[];
    notJudged: string[];
  };
}
