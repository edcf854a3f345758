import type { FileCheckResult } from '../core/engine.js';
import type { Severity } from '../core/findings/finding.js';

/** The JSON report (`--format json`, the action's `report-file`). Field names are a public interface. */
export interface JsonReport {
  tool: { name: string; version: string };
  files: JsonFileReport[];
  summary: { files: number; frames: number; errors: number; warnings: number; new: number; stale: number };
}

export interface JsonFinding {
  rule: string;
  severity: Severity;
  line: number;
  column: number;
  endLine: number;
  message: string;
  expectation: 'new' | 'expected';
}

export interface JsonFileReport {
  path: string;
  format: string | null;
  revision: string | null;
  revisionSource: string;
  frames: number;
  findings: JsonFinding[];
  expectations: { path: string | null; new: number; expected: number; stale: number };
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
