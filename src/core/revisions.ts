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

/**
 * A revision setting (`--revision`, the Action's `revision` input, the config's `revision:`):
 * the revision a capture is held to, and the others checked beside it.
 */
export interface RevisionChoice {
  revision: Revision | 'auto';
  /** Checked too and reported beside `revision` (a dated one): how each differs. */
  compareWith?: Revision[];
}

/**
 * Reads `auto`, a dated revision, or a list of them (`2025-11-25,2026-07-28`, or YAML's list as
 * its items) where `all` stands for every revision not named before it: `all` alone is the five,
 * oldest first; `2025-11-25,all` holds the capture to 2025-11-25 and shows the other four.
 * The error names the item that is neither.
 */
export function parseRevisionChoice(items: string | readonly string[]): RevisionChoice | { error: string; item: string } {
  const list = (typeof items === 'string' ? items.split(',') : items).map((item) => item.trim()).filter((item) => item !== '');
  if (list.length === 1 && list[0] === 'auto') return { revision: 'auto' };
  const chosen: Revision[] = [];
  for (const item of list) {
    if (item === 'all') {
      for (const revision of REVISIONS) if (!chosen.includes(revision)) chosen.push(revision);
    } else if (isRevision(item)) {
      if (!chosen.includes(item)) chosen.push(item);
    } else {
      const error = item === 'auto' ? 'auto cannot be part of a list: a list names the revisions to check, the first being the one the capture is held to' : `${JSON.stringify(item)} is not a dated revision`;
      return { error, item };
    }
  }
  if (chosen.length === 0) return { error: 'no revision is named', item: typeof items === 'string' ? items : '' };
  return chosen.length === 1 ? { revision: chosen[0] } : { revision: chosen[0], compareWith: chosen.slice(1) };
}
