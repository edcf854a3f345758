import { parse, stringify } from 'yaml';
import type { Finding, Severity } from '../core/findings/finding.js';

/**
 * Expectation (golden) files: `<capture file name>.expected.yaml`, next to the capture.
 *
 * A finding is identified by its rule id and its line: rewording a message, or changing a
 * severity, does not make an expectation stale. Several findings of one rule on one line are
 * counted. Messages are kept in the file for the reader of a PR diff, and not compared.
 */
export const EXPECTATION_SUFFIX = '.expected.yaml';

export interface ExpectedFinding {
  line: number;
  rule: string;
  severity: Severity;
  message?: string;
}

export interface ExpectationFile {
  revision?: string;
  findings: ExpectedFinding[];
}

export function expectationPathFor(capturePath: string): string {
  return `${capturePath}${EXPECTATION_SUFFIX}`;
}

export function isExpectationFile(path: string): boolean {
  return path.endsWith(EXPECTATION_SUFFIX);
}

/** Identity of a finding for the diff. */
export function findingKey(finding: { rule: string; line: number }): string {
  return `${finding.line}\u0000${finding.rule}`;
}

export function parseExpectations(text: string): ExpectationFile {
  const data = (parse(text) ?? {}) as { revision?: unknown; findings?: unknown };
  const findings = Array.isArray(data.findings) ? data.findings : [];
  return {
    revision: typeof data.revision === 'string' ? data.revision : undefined,
    findings: findings.map((f: Record<string, unknown>) => ({
      line: Number(f.line),
      rule: String(f.rule),
      severity: (f.severity as Severity) ?? 'error',
      message: typeof f.message === 'string' ? f.message : undefined,
    })),
  };
}

/** Deterministic text: sorted findings, no timestamps, no absolute paths. */
export function formatExpectations(captureName: string, revision: string | undefined, findings: readonly Finding[]): string {
  const sorted = [...findings].sort((a, b) => a.line - b.line || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  const body = {
    revision: revision ?? 'unknown',
    findings: sorted.map((f) => ({ line: f.line, rule: f.rule, severity: f.severity, message: f.message })),
  };
  const header = `# Findings expected in ${captureName}, checked by mcp-capture-lint.\n# Regenerate with: npx mcp-capture-lint check --update <capture>\n`;
  return header + stringify(body, { lineWidth: 0 });
}
