/** The dated MCP protocol revisions this tool knows, oldest first. */
export const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

export type Revision = (typeof REVISIONS)[number];

export const LATEST_REVISION: Revision = REVISIONS[REVISIONS.length - 1];

export function isRevision(value: unknown): value is Revision {
  return typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);
}

/** Negative when a is older than b, zero when equal, positive when newer. */
export function compareRevisions(a: Revision, b: Revision): number {
  return REVISIONS.indexOf(a) - REVISIONS.indexOf(b);
}

/** The revisions from `from` to `to`, both included (`to` defaults to the latest). */
export function revisionsBetween(from: Revision, to: Revision = LATEST_REVISION): Revision[] {
  return REVISIONS.slice(REVISIONS.indexOf(from), REVISIONS.indexOf(to) + 1);
}

/** Revisions with the initialize handshake (2024-11-05 through 2025-11-25). */
export function isLegacyRevision(revision: Revision): boolean {
  return compareRevisions(revision, '2026-07-28') < 0;
}
