import type { Revision } from '../revisions.js';

export type Severity = 'error' | 'warning' | 'info';

export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

/** One problem found in a capture, placed at the frame (or line) it concerns. */
export interface Finding {
  rule: string;
  severity: Severity;
  /** Says what the frame is, what is wrong, and what to do instead. */
  message: string;
  line: number;
  column: number;
  endLine: number;
  /** Index of the frame the finding concerns, when it concerns one. */
  frame?: number;
  /** JSON path inside the message (`params.arguments`), when the finding points inside it. */
  path?: string;
  /**
   * What the finding is about, independent of its line and of values that change between
   * recordings (ids, timestamps): `request tools/call from client at params.args`, `line "[00:00] boot"`,
   * `capture`. Built only by `buildAnchor()` (findings/anchor.ts); the rule is its own field.
   */
  anchor?: string;
  /**
   * The capture named no revision and was judged against several: the ones that raise this
   * finding, set only when the others do not (the message names both).
   */
  revisions?: Revision[];
}

/** Stable order: by line, then column, then rule id, then message. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    a.line - b.line ||
    a.column - b.column ||
    (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}
