// What a run is asked to do: the options of `runCheck` (the CLI and the Action build them from
// their flags, inputs and config file).
import type { FormatName } from '../core/capture/reader.js';
import type { Severity } from '../core/findings/finding.js';
import type { Revision } from '../core/revisions.js';
import type { SecretsConfig } from '../core/secrets/index.js';
import type { FailOn, RunMode } from './outcome.js';
import type { ShardSpec } from './shard.js';

export type RuleSettings = Record<string, Severity | 'off'>;

export interface RunOverride {
  /** Globs relative to cwd, matched like `captures`. */
  files: string[];
  revision?: Revision | 'auto';
  /** Revisions checked beside `revision` in the files this override matches (its `revision:` was a list). */
  compareWith?: Revision[];
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
  /**
   * Other revisions to check every capture against beside `revision` (a dated one): reported per
   * revision as the findings that differ (`--revision 2025-11-25,2026-07-28`). Ignored with auto.
   */
  compareWith?: Revision[];
  /** Force a reader. */
  format?: FormatName;
  mixedOutput?: boolean;
  rules?: RuleSettings;
  /** Later overrides win over earlier ones; rules are merged key by key. */
  overrides?: RunOverride[];
  /** `update` rewrites expectation files from the current findings; `prune` only removes and refreshes. */
  mode: RunMode;
  /**
   * A pattern (path, folder or glob) that matches no capture fails the run (default); false: a note.
   * The CLI's `--no-error-on-unmatched-pattern`, the Action's `allow-no-captures: true`.
   */
  errorOnUnmatchedPattern?: boolean;
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
  /**
   * A capture read from standard input (`check -`) instead of `captures`: its bytes are in `file`
   * (spooled there, so it is read as any file is, within the same bounds), it is shown as `path`
   * (relative to cwd: `--stdin-filename`, else `<stdin>`), and its expectation file is `path`'s.
   */
  stdin?: { path: string; file: string };
  /** Check only the captures of this shard (by a stable hash of their path). */
  shard?: ShardSpec;
  /** Node options for the worker threads (tests use it to load the TypeScript sources). */
  workerExecArgv?: string[];
}
