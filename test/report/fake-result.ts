import type { FileOutcome, OutcomeFinding, RunResult, StaleExpectation } from '../../src/app/outcome.js';
import { buildRunReport } from '../../src/report/json-report.js';

export interface FakeFile {
  path: string;
  findings?: Partial<OutcomeFinding>[];
  stale?: StaleExpectation[];
}

/** A run result built by hand, for reporter tests that need sizes no fixture would reach. */
export function fakeResult(files: FakeFile[], extra: Partial<RunResult> = {}): RunResult {
  const outcomes: FileOutcome[] = files.map((file) => {
    const findings: OutcomeFinding[] = (file.findings ?? []).map((f, i) => ({
      rule: 'parse-error',
      severity: 'error',
      message: `Finding number ${i}.`,
      line: i + 1,
      column: 1,
      endLine: i + 1,
      expectation: 'new',
      fails: (f.expectation ?? 'new') === 'new' && (f.severity ?? 'error') === 'error',
      ...f,
    }));
    const reasons = findings.some((f) => f.fails) || (file.stale ?? []).length > 0 ? [`${file.path} fails.`] : [];
    return {
      path: file.path,
      absolute: `/work/${file.path}`,
      result: { path: file.path, format: 'jsonl', revision: '2025-06-18', revisionSource: 'pinned', frames: findings.length + 2, findings },
      expectation: { path: `${file.path}.expected.yaml`, absolute: `/work/${file.path}.expected.yaml`, exists: (file.stale ?? []).length > 0 },
      findings,
      stale: file.stale ?? [],
      failing: reasons.length > 0,
      reasons,
    };
  });
  const failures = outcomes.flatMap((o) => o.reasons);
  const result: RunResult = {
    report: undefined as unknown as RunResult['report'],
    files: outcomes,
    updated: [],
    orphans: [],
    exitCode: failures.length > 0 ? 1 : 0,
    mode: 'check',
    failOn: 'error',
    failures,
    notes: [],
    updateCommand: 'npx mcp-capture-lint check --update captures',
    secrets: [],
    redact: (text: string) => text,
    ...extra,
  } as RunResult;
  result.report = buildRunReport(result);
  return result;
}

export function many<T>(n: number, make: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => make(i));
}
