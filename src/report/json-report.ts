import type { RunResult } from '../app/run.js';
import type { FileCheckResult } from '../core/engine.js';
import type { Severity } from '../core/findings/finding.js';
import type { ExpectedFinding } from '../golden/expectations.js';
import { redactStrings } from '../core/secrets/output.js';
import { VERSION } from '../version.js';

/** The JSON report (`--format json`, the action's `report-file`). Field names are a public interface. */
export interface JsonReport {
  tool: { name: string; version: string };
  /** The config file used, when one was (added by runCheck). */
  config?: string | null;
  mode?: 'check' | 'update';
  failOn?: 'error' | 'warning' | 'never';
  files: JsonFileReport[];
  /** Expectation files whose capture is gone. */
  orphanedExpectations?: { path: string; capture: string; entries: number }[];
  /** What update mode wrote or deleted. */
  updated?: { capture: string; path: string; action: 'created' | 'updated' | 'deleted'; added: number; removed: number }[];
  summary: {
    files: number;
    frames: number;
    errors: number;
    warnings: number;
    new: number;
    stale: number;
    info?: number;
    expected?: number;
    /** The run's verdict: true when it fails (exit code 1). */
    failed?: boolean;
  };
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

/** A shard's part of a split run; `run` is the merge's input (its shape follows the run's types). */
export interface JsonShard {
  index: number;
  count: number;
  ruleset: string;
  run: {
    runNotes: string[];
    files: unknown[];
    orphans: unknown[];
    updated: unknown[];
  };
}

export interface JsonFinding {
  rule: string;
  severity: Severity;
  line: number;
  column: number;
  endLine: number;
  message: string;
  expectation: 'new' | 'expected';
  /** New and at or above fail-on (added by runCheck). */
  fails?: boolean;
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
}

export const TOOL_NAME = 'mcp-capture-lint';

/** Builds the report from checked files (every finding counted as new until expectations apply). */
export function buildJsonReport(results: FileCheckResult[], version: string): JsonReport {
  const files = results.map((result): JsonFileReport => {
    const file: JsonFileReport = {
      path: result.path,
      format: result.format ?? null,
      revision: result.revision ?? null,
      revisionSource: result.revisionSource,
      frames: result.frames,
      findings: result.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        line: f.line,
        column: f.column,
        endLine: f.endLine,
        message: f.message,
        expectation: 'new',
      })),
      expectations: { path: null, new: result.findings.length, expected: 0, stale: 0 },
    };
    if (result.error) file.error = result.error;
    return file;
  });
  const all = files.flatMap((f) => f.findings);
  return {
    tool: { name: TOOL_NAME, version },
    files,
    summary: {
      files: files.length,
      frames: files.reduce((n, f) => n + f.frames, 0),
      errors: all.filter((f) => f.severity === 'error').length,
      warnings: all.filter((f) => f.severity === 'warning').length,
      new: all.filter((f) => f.expectation === 'new').length,
      stale: files.reduce((n, f) => n + f.expectations.stale, 0),
    },
  };
}

/** The report of a whole run: findings classified against expectations, the verdict, update changes. */
export function buildRunReport(result: Omit<RunResult, 'report'>, meta: { configPath?: string; version?: string } = {}): JsonReport {
  const files = result.files.map((outcome): JsonFileReport => {
    const file: JsonFileReport = {
      path: outcome.path,
      format: outcome.result.format ?? null,
      revision: outcome.result.revision ?? null,
      revisionSource: outcome.result.revisionSource,
      frames: outcome.result.frames,
      findings: outcome.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        line: f.line,
        column: f.column,
        endLine: f.endLine,
        message: f.message,
        expectation: f.expectation,
        fails: f.fails,
      })),
      expectations: {
        path: outcome.expectation.path,
        exists: outcome.expectation.exists,
        new: outcome.findings.filter((f) => f.expectation === 'new').length,
        expected: outcome.findings.filter((f) => f.expectation === 'expected').length,
        stale: outcome.stale.length,
      },
      stale: outcome.stale.map((s) => ({ ...s })),
    };
    if (outcome.expectation.error) file.expectations.error = outcome.expectation.error;
    if (outcome.result.error) file.error = outcome.result.error;
    return file;
  });
  const all = files.flatMap((f) => f.findings);
  const orphanEntries = result.mode === 'check' ? result.orphans.reduce((n, o) => n + o.entries, 0) : 0;
  return {
    tool: { name: TOOL_NAME, version: meta.version ?? VERSION },
    config: meta.configPath ?? null,
    mode: result.mode,
    failOn: result.failOn,
    files,
    orphanedExpectations: result.orphans.map((o) => ({ ...o })),
    updated: result.updated.map((u) => ({ capture: u.capture, path: u.path, action: u.action, added: u.added.length, removed: u.removed.length })),
    summary: {
      files: files.length,
      frames: files.reduce((n, f) => n + f.frames, 0),
      errors: all.filter((f) => f.severity === 'error').length,
      warnings: all.filter((f) => f.severity === 'warning').length,
      info: all.filter((f) => f.severity === 'info').length,
      new: all.filter((f) => f.expectation === 'new').length,
      expected: all.filter((f) => f.expectation === 'expected').length,
      stale: files.reduce((n, f) => n + f.expectations.stale, 0) + orphanEntries,
      failed: result.exitCode === 1,
    },
    failures: [...result.failures],
    notes: [...result.notes],
    updateCommand: result.updateCommand,
  };
}

/** The JSON report as written to `--format json` and the action's `report-file`. */
export function formatJson(result: Pick<RunResult, 'report'> & Partial<Pick<RunResult, 'redact'>>): string {
  // The one redaction pass at this sink: every string and key of the report.
  const report = result.redact ? redactStrings(result.report, result.redact) : result.report;
  return `${JSON.stringify(report, null, 2)}\n`;
}
