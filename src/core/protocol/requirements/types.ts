/**
 * One normative statement of the spec (an RFC 2119 MUST, MUST NOT, REQUIRED, SHALL, SHOULD or
 * SHOULD NOT), as this project reads it: the registry behind `mcp-capture-lint requirements`,
 * docs/requirements.md and each rule's `requirements` list.
 */
export type RequirementLevel = 'MUST' | 'MUST NOT' | 'REQUIRED' | 'SHALL' | 'SHALL NOT' | 'SHOULD' | 'SHOULD NOT';

/** Whom the statement binds. */
export type RequirementBinds = 'client' | 'server' | 'both';

/**
 * Whether a capture can show the statement kept or broken: `yes`, `partly` (some cases only, the
 * `why` says which), or `no` (it concerns what a peer does inside, its UI, or its policy).
 */
export type Observability = 'yes' | 'partly' | 'no';

export interface Requirement {
  /** Stable id of ours, `<area>.<what>` (`lifecycle.initialize-first`); never renamed once released. */
  id: string;
  level: RequirementLevel;
  /**
   * The spec's sentence, quoted exactly apart from Markdown: emphasis markers and link targets are
   * removed (`**MUST**` reads MUST, `[pings](/...)` reads pings); a list item keeps its lead-in.
   */
  text: string;
  /** The page under the revision, as the site serves it: `basic/lifecycle`, `basic` for basic/index. */
  page: string;
  /** The heading anchor the sentence stands under, as the site generates it. */
  anchor: string;
  binds: RequirementBinds;
  observable: Observability;
  /** Why a capture shows it only partly, or not at all. Required unless `observable` is `yes`. */
  why?: string;
  /**
   * For an observable statement no rule judges yet: why not (the honest backlog, listed as
   * "observable, not yet judged" in docs/requirements.md).
   */
  gap?: string;
  /**
   * Where the sentence was read when the revision's own page is not in the copy we read from
   * (the same text on the draft or an earlier page): `draft`, `2025-06-18`.
   */
  readFrom?: string;
}
