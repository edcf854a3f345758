import type { Frame } from '../capture/frame.js';
import { isPlainObject, type Message } from '../message.js';
import { getModel, methodHistory } from '../protocol/index.js';
import type { RevisionModel } from '../protocol/model.js';
import { isRevision, REVISIONS, revisionsBetween, type Revision } from '../revisions.js';

/** Where the revision a capture is held to came from. */
export type RevisionSource =
  | 'pinned' // --revision / config / action input
  | 'initialize' // the server's answer to initialize
  | 'initialize-request' // only the client's proposal was seen
  | 'meta' // 2026-07-28 `_meta` protocolVersion on a request
  | 'header' // HTTP MCP-Protocol-Version header
  | 'none'; // nothing in the capture says

export interface RevisionClue {
  revision: Revision;
  source: RevisionSource;
  /** Strong clues settle the question; weak ones are kept until a strong one appears. */
  strong: boolean;
  /**
   * A dual-era client's `server/discover` probe: its 2026-07-28 `_meta` (or header) says what the
   * client tries first, not what the server speaks. Weaker than every other clue, even a weak one:
   * a legacy server answers the probe with an error and the client falls back to `initialize`,
   * whose proposal and result then name the revision (2026-07-28 basic/versioning#backward-compatibility).
   */
  probe?: true;
}

const META_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

/** What one frame says about the protocol revision in use, if anything. */
export function revisionClue(frame: Frame): RevisionClue | undefined {
  const value = frame.value;
  if (isPlainObject(value) && value.method === DISCOVER) {
    const clue = requestClue(frame, value);
    return clue && { ...clue, strong: false, probe: true };
  }
  return requestClue(frame, value);
}

const DISCOVER = 'server/discover';

/**
 * The era probe of a session held to a legacy revision: the client's `server/discover`, sent
 * before its `initialize`. A dual-era client sends it to tell a modern server from a legacy one
 * (and a modern-only client to fail deterministically against a legacy one), the legacy server
 * answers it with an error or not at all, and the handshake follows: the probe is the procedure the
 * 2026-07-28 spec prescribes, not a method out of place (2026-07-28 basic/versioning#backward-compatibility-with-initialization-based-versions).
 */
export function isEraProbe(message: Message, session: { initializeRequest?: Message }, model: RevisionModel | undefined): boolean {
  return (
    message.kind === 'request' &&
    message.method === DISCOVER &&
    message.sender === 'client' &&
    // Before the initialize: none yet, or (asked once the session is over) a later one.
    (session.initializeRequest === undefined || session.initializeRequest.frame.index > message.frame.index) &&
    model !== undefined &&
    !model.methods.has(DISCOVER)
  );
}

function requestClue(frame: Frame, value: unknown): RevisionClue | undefined {
  if (isPlainObject(value)) {
    const result = value.result;
    if (isPlainObject(result) && typeof result.protocolVersion === 'string' && ('serverInfo' in result || 'capabilities' in result)) {
      if (isRevision(result.protocolVersion)) return { revision: result.protocolVersion, source: 'initialize', strong: true };
    }
    const params = value.params;
    if (isPlainObject(params)) {
      const meta = params._meta;
      if (isPlainObject(meta) && isRevision(meta[META_VERSION_KEY])) {
        return { revision: meta[META_VERSION_KEY], source: 'meta', strong: true };
      }
      if (value.method === 'initialize' && isRevision(params.protocolVersion)) {
        return { revision: params.protocolVersion, source: 'initialize-request', strong: false };
      }
    }
  }
  const header = frame.transport?.headers?.['mcp-protocol-version'];
  if (isRevision(header)) return { revision: header, source: 'header', strong: true };
  return undefined;
}

/**
 * Whether `next` replaces `held`, the weak clue a session waits on: anything replaces a probe's
 * (the fallback `initialize` after a failed `server/discover` names the legacy revision).
 */
export function replacesWeakClue(held: RevisionClue | undefined, next: RevisionClue): boolean {
  return held === undefined || (held.probe === true && next.probe !== true);
}

/**
 * What a frame says about the revisions it can be, without naming one: the revisions still
 * possible and why. Only features a revision introduced (or dropped) count, never a fault that
 * some revisions accept and others reject (a batch): that is what judging against each is for.
 */
export interface RevisionHint {
  revisions: readonly Revision[];
  /** Says what in the frame narrowed the revisions ("the method elicitation/create (2025-06-18 and later)"). */
  reason: string;
}

/** `_meta` keys only 2026-07-28 defines (its per-request metadata), beyond the strong protocolVersion. */
const MODEL_2026 = getModel('2026-07-28');
const META_KEYS_2026: ReadonlySet<string> = new Set(
  [...MODEL_2026.meta.definedKeys].filter((key) => REVISIONS.every((r) => getModel(r) === MODEL_2026 || !getModel(r).meta.definedKeys.has(key))),
);
/** Streamable HTTP (Mcp-Session-Id) came in 2025-03-26; the MCP-Protocol-Version header in 2025-06-18. */
const STREAMABLE_HTTP = revisionsBetween('2025-03-26');
const PROTOCOL_VERSION_HEADER = revisionsBetween('2025-06-18');

/** The narrowing hints of one frame (none for most frames). */
export function revisionHints(frame: Frame): RevisionHint[] {
  const hints: RevisionHint[] = [];
  const transport = frame.transport;
  if (transport) {
    if (transport.sseEvent === 'endpoint' || transport.endpoint !== undefined) {
      hints.push({ revisions: ['2024-11-05'], reason: 'an `endpoint` SSE event (the HTTP+SSE transport of 2024-11-05)' });
    }
    const headers = transport.headers;
    if (headers?.['mcp-protocol-version'] !== undefined) {
      hints.push({ revisions: PROTOCOL_VERSION_HEADER, reason: 'an MCP-Protocol-Version header (2025-06-18 and later)' });
    } else if (headers?.['mcp-session-id'] !== undefined) {
      hints.push({ revisions: STREAMABLE_HTTP, reason: 'an Mcp-Session-Id header (Streamable HTTP, 2025-03-26 and later)' });
    }
  }
  const value = frame.value;
  const messages = Array.isArray(value) ? value : [value];
  for (const message of messages) {
    if (!isPlainObject(message)) continue;
    if (typeof message.method === 'string') {
      const defined = methodHistory(message.method)?.defined;
      if (defined && defined.length > 0 && defined.length < REVISIONS.length) {
        hints.push({ revisions: defined, reason: `the method ${message.method} (${describeRevisionSet(defined)})` });
      }
    }
    const params = message.params;
    const meta = isPlainObject(params) ? params._meta : undefined;
    if (isPlainObject(meta)) {
      const key = Object.keys(meta).find((k) => META_KEYS_2026.has(k));
      if (key) hints.push({ revisions: ['2026-07-28'], reason: `the _meta key ${key} (2026-07-28)` });
    }
  }
  return hints;
}

/**
 * The revisions a capture can still be, from its hints in order: each narrows the set; a hint that
 * would leave none is set aside (said in `conflicts`), as the capture contradicts itself there.
 */
export class RevisionNarrowing {
  private possible: readonly Revision[] = REVISIONS;
  readonly reasons: string[] = [];
  readonly conflicts: string[] = [];
  private readonly seen = new Set<string>();

  observe(frame: Frame): void {
    for (const hint of revisionHints(frame)) {
      if (this.seen.has(hint.reason)) continue;
      // Bounded: a capture naming thousands of methods keeps the first reasons only.
      if (this.seen.size < 64) this.seen.add(hint.reason);
      const left = this.possible.filter((r) => hint.revisions.includes(r));
      if (left.length === this.possible.length) continue;
      if (left.length === 0) {
        if (this.conflicts.length < 5) this.conflicts.push(hint.reason);
        continue;
      }
      this.possible = left;
      if (this.reasons.length < 5) this.reasons.push(hint.reason);
    }
  }

  get revisions(): readonly Revision[] {
    return this.possible;
  }
}

/**
 * A set of revisions in words, runs of consecutive revisions joined: "2025-06-18 and later",
 * "up to 2025-03-26", "2024-11-05 to 2025-06-18", "only 2025-03-26", "every revision".
 */
export function describeRevisionSet(revisions: readonly Revision[], within: readonly Revision[] = REVISIONS): string {
  const sorted = REVISIONS.filter((r) => revisions.includes(r));
  if (sorted.length === 0) return 'no revision';
  if (within.every((r) => sorted.includes(r)) && within.length === REVISIONS.length) return 'every revision';
  const runs: Revision[][] = [];
  for (const revision of sorted) {
    const run = runs.at(-1);
    if (run && REVISIONS.indexOf(run.at(-1)!) + 1 === REVISIONS.indexOf(revision)) run.push(revision);
    else runs.push([revision]);
  }
  const first = REVISIONS[0];
  const last = REVISIONS[REVISIONS.length - 1];
  const words = runs.map((run) => {
    const from = run[0];
    const to = run.at(-1)!;
    if (run.length === 1) return from;
    if (to === last && from !== first) return `${from} and later`;
    if (from === first && to !== last) return `up to ${to}`;
    return run.length === 2 ? `${from} and ${to}` : `${from} to ${to}`;
  });
  // "a, b and c"; with a run among them ("2025-06-18 and later"), commas only, so each `and` binds one run.
  const joiner = words.some((word) => word.includes(' and ')) ? ', ' : ' and ';
  const text = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')}${joiner}${words.at(-1)}`;
  return sorted.length === 1 ? `only ${text}` : text;
}
