import type { Requirement, RequirementBinds, RequirementLevel } from './types.js';

/** `yes`, or how far a capture shows the statement with the reason: `['partly', '...']`, `['no', '...']`. */
export type Seen = 'yes' | readonly ['partly' | 'no', string];

/**
 * One registry entry, written the way the spec reads: id, level, whom it binds, `page#anchor`,
 * the sentence, and how far a capture shows it. Keeps the revision files a table to read.
 */
export function req(
  id: string,
  level: RequirementLevel,
  binds: RequirementBinds,
  where: string,
  text: string,
  seen: Seen,
  extra: { gap?: string; readFrom?: string } = {},
): Requirement {
  const { page, anchor } = place(where);
  const [observable, why] = seen === 'yes' ? (['yes', undefined] as const) : seen;
  return { id, level, text, page, anchor, binds, observable, ...(why === undefined ? {} : { why }), ...extra };
}

/** `page#anchor` split: `basic/lifecycle#initialization`. */
function place(where: string): { page: string; anchor: string } {
  const hash = where.indexOf('#');
  return hash === -1 ? { page: where, anchor: '' } : { page: where.slice(0, hash), anchor: where.slice(hash + 1) };
}

/**
 * The entry of an earlier revision, unchanged in wording, on the page where the later revision
 * has it (2026-07-28 moved stdio and Streamable HTTP to pages of their own), with what differs.
 */
export function carried(from: readonly Requirement[], id: string, where?: string, overrides: Partial<Requirement> = {}): Requirement {
  const entry = from.find((r) => r.id === id);
  if (!entry) throw new Error(`no requirement ${id} to carry`);
  return { ...entry, ...(where === undefined ? {} : place(where)), ...overrides };
}
