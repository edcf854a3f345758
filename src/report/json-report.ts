import type { JsonComparisonFinding, JsonComparisonSummary, JsonCoverage, JsonFileReport, JsonFinding, JsonReport, JsonRunCoverage, JsonShard, RunResult } from '../app/outcome.js';
import { runCoverage, type CaptureCoverage, type CoverageStatus, type RunCoverage } from '../core/requirement-coverage/coverage.js';
import type { Finding } from '../core/findings/finding.js';
import { occurrences } from '../golden/expectations.js';
import { redactStrings } from '../core/secrets/output.js';
import { VERSION } from '../version.js';

// The report's shape is declared with the run's outcome (a leaf module both sides import).
export type { JsonReport, JsonShard } from '../app/outcome.js';

export const TOOL_NAME = 'mcp-capture-lint';

/** The report of a whole run: findings classified against expectations, the verdict, update changes. */
export function buildRunReport(result: Omit<RunResult, 'report'>, meta: { configPath?: string; version?: string; shard?: JsonShard } = {}): JsonReport {
  const files = result.files.map((outcome): JsonFileReport => {
    const occurrence = occurrences(outcome.findings);
    const file: JsonFileReport = {
      path: outcome.path,
      format: outcome.result.format ?? null,
      revision: outcome.result.revision ?? null,
      revisionSource: outcome.result.revisionSource,
      frames: outcome.result.frames,
      findings: outcome.findings.map((f, i): JsonFinding => ({
        rule: f.rule,
        severity: f.severity,
        line: f.line,
        column: f.column,
        endLine: f.endLine,
        message: f.message,
        ...(f.anchor === undefined ? {} : { anchor: f.anchor }),
        occurrence: occurrence[i],
        expectation: f.expectation,
        ...(f.movedFrom === undefined ? {} : { movedFrom: f.movedFrom }),
        fails: f.fails,
        ...(f.revisions === undefined ? {} : { revisions: [...f.revisions] }),
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
    const judged = outcome.result.judgedAgainst;
    if (judged) file.judgedAgainst = { revisions: [...judged.revisions], reasons: [...judged.reasons] };
    const comparisons = outcome.result.comparisons;
    if (comparisons && comparisons.length > 0) {
      file.comparisons = comparisons.map((c) => ({
        revision: c.revision,
        errors: c.errors,
        warnings: c.warnings,
        info: c.info,
        added: c.added.map(comparisonFinding),
        gone: c.gone.map(comparisonFinding),
      }));
    }
    if (outcome.result.coverage) file.coverage = outcome.result.coverage.map(captureCoverageJson);
    else if (outcome.result.coverageNotComputed) file.coverageNotComputed = outcome.result.coverageNotComputed;
    return file;
  });
  const coverage = runCoverage(result.files.map((outcome) => outcome.result.coverage ?? []));
  const all = files.flatMap((f) => f.findings);
  const orphanEntries = result.mode === 'check' ? result.orphans.reduce((n, o) => n + o.entries, 0) : 0;
  return {
    tool: { name: TOOL_NAME, version: meta.version ?? VERSION },
    config: meta.configPath ?? null,
    mode: result.mode,
    failOn: result.failOn,
    files,
    orphanedExpectations: result.orphans.map((o) => ({ ...o })),
    updated: result.updated.map((u) => ({
      capture: u.capture,
      path: u.path,
      action: u.action,
      added: u.added.length,
      removed: u.removed.length,
      moved: u.moved?.length ?? 0,
      ...(u.upgraded ? { upgraded: true } : {}),
    })),
    unmatchedPatterns: (result.unmatched ?? []).map(({ pattern, cwd }) => ({ pattern, cwd })),
    summary: {
      files: files.length,
      frames: files.reduce((n, f) => n + f.frames, 0),
      errors: all.filter((f) => f.severity === 'error').length,
      warnings: all.filter((f) => f.severity === 'warning').length,
      info: all.filter((f) => f.severity === 'info').length,
      new: all.filter((f) => f.expectation === 'new').length,
      expected: all.filter((f) => f.expectation === 'expected').length,
      moved: all.filter((f) => f.movedFrom !== undefined).length,
      stale: files.reduce((n, f) => n + f.expectations.stale, 0) + orphanEntries,
      failed: result.exitCode === 1,
      ...comparisonSummary(files),
    },
    ...(coverage.length > 0 ? { coverage: coverage.map(runCoverageJson) } : {}),
    failures: [...result.failures],
    notes: [...result.notes],
    updateCommand: result.updateCommand,
    ...(meta.shard ? { shard: meta.shard } : {}),
  };
}

/** The ids of the requirements with this status. */
function idsWith(requirements: readonly { id: string; status: CoverageStatus }[], status: CoverageStatus): string[] {
  return requirements.filter((r) => r.status === status).map((r) => r.id);
}

function captureCoverageJson(c: CaptureCoverage): JsonCoverage {
  const { requirements, ...counts } = c;
  return {
    ...counts,
    requirements: {
      violated: requirements.filter((r) => r.status === 'violated').map((r) => ({ id: r.id, findings: [...(r.findings ?? [])], ...(r.ambiguous ? { ambiguous: true } : {}) })),
      held: idsWith(requirements, 'held'),
      notObserved: idsWith(requirements, 'not-observed'),
      notApplicable: idsWith(requirements, 'not-applicable'),
      notJudged: idsWith(requirements, 'not-judged'),
    },
  };
}

function runCoverageJson(c: RunCoverage): JsonRunCoverage {
  const { requirements, ...counts } = c;
  return {
    ...counts,
    requirements: {
      violated: requirements.filter((r) => r.status === 'violated').map((r) => ({ id: r.id, captures: r.violatedIn })),
      held: requirements.filter((r) => r.status === 'held').map((r) => ({ id: r.id, captures: r.exercisedIn })),
      notObserved: idsWith(requirements, 'not-observed'),
      notApplicable: idsWith(requirements, 'not-applicable'),
      notJudged: idsWith(requirements, 'not-judged'),
    },
  };
}

function comparisonFinding(f: Finding): JsonComparisonFinding {
  const finding: JsonComparisonFinding = { rule: f.rule, severity: f.severity, line: f.line, column: f.column, endLine: f.endLine, message: f.message };
  if (f.anchor !== undefined) finding.anchor = f.anchor;
  return finding;
}

/** Per compared revision, over every file that was compared: present only when some file was. */
function comparisonSummary(files: readonly JsonFileReport[]): { comparisons?: JsonComparisonSummary[] } {
  const byRevision = new Map<string, JsonComparisonSummary>();
  for (const file of files) {
    for (const c of file.comparisons ?? []) {
      let total = byRevision.get(c.revision);
      if (!total) byRevision.set(c.revision, (total = { revision: c.revision, files: 0, errors: 0, warnings: 0, info: 0, added: 0, gone: 0 }));
      total.files += 1;
      total.errors += c.errors;
      total.warnings += c.warnings;
      total.info += c.info;
      total.added += c.added.length;
      total.gone += c.gone.length;
    }
  }
  return byRevision.size > 0 ? { comparisons: [...byRevision.values()] } : {};
}

/** The JSON report as written to `--format json` and the action's `report-file`. */
export function formatJson(result: Pick<RunResult, 'report'> & Partial<Pick<RunResult, 'redact'>>): string {
  // The one redaction pass at this sink: every string and key of the report.
  const report = result.redact ? redactStrings(result.report, result.redact) : result.report;
  return `${JSON.stringify(report, null, 2)}\n`;
}
