import type { ReaderIssue } from '../../capture/reader.js';
import { REVISIONS, type Revision } from '../../revisions.js';
import { describeRevisionSet } from '../../session/revision.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Reported by the engine, once per capture, when `--revision auto` finds no clue. */
export const revisionUnknown = {
  meta: {
    id: 'revision-unknown',
    family: 'lifecycle',
    severity: 'info',
    revisions: 'all',
    summary: 'Nothing in the capture says which revision it speaks, so it was judged against every revision still possible.',
    why: "With --revision auto the revision comes from the server's initialize result, a 2026-07-28 _meta protocolVersion or an MCP-Protocol-Version header. A fragment without any of them is checked under each of the five revisions (or those the capture narrows them to: a method only some revisions have, a 2026-07-28 _meta key, an MCP-Protocol-Version or Mcp-Session-Id header, a 2024-11-05 `endpoint` SSE event). A finding every one of them raises is reported as it is; one that depends on the revision is reported once, as a warning naming the revisions that reject it and those that accept it, since the capture alone cannot say which applies.",
    instead: 'Pin the revision you target: --revision <dated revision>, or `revision:` in .mcp-capture-lint.yml; `--revision 2025-11-25,2026-07-28` also shows what another revision would say.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation',
    requirements: [],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"ping\"}\n< {\"jsonrpc\":\"2.0\",\"id\":16,\"result\":{}}",
      good: "# checked with --revision 2024-11-05\n> {\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"ping\"}\n< {\"jsonrpc\":\"2.0\",\"id\":16,\"result\":{}}",
    },
  },
  create() {
    return {};
  },
  /**
   * The finding for a capture that named no revision (it concerns the whole capture): the
   * revisions it was judged against, what narrowed them, and hints that contradicted the rest.
   */
  issue(judgedAgainst: readonly Revision[] = REVISIONS, reasons: readonly string[] = [], conflicts: readonly string[] = []): ReaderIssue {
    const all = judgedAgainst.length === REVISIONS.length;
    const sorted = REVISIONS.filter((r) => judgedAgainst.includes(r));
    const against = all
      ? 'so it was judged against all five revisions'
      : sorted.length === 1
        ? `so it was judged against ${sorted[0]}, the only revision that fits what it shows: ${reasons.join('; ')}`
        : `so it was judged against ${describeRevisionSet(sorted).replace(/^up to/, 'the revisions up to')} (${sorted.join(', ')}), those that fit what it shows: ${reasons.join('; ')}`;
    const conflict = conflicts.length > 0 ? ` The capture also shows ${conflicts.join('; ')}, which none of those revisions has: set aside.` : '';
    return {
      rule: revisionUnknown.meta.id,
      severity: revisionUnknown.meta.severity,
      message:
        `Nothing in this capture says which protocol revision it speaks (no initialize answer, no _meta protocolVersion, no MCP-Protocol-Version header), ${against}: a finding all of them raise is reported as it is, one that depends on the revision as a warning naming which revisions reject it.${conflict} ` +
        'Pin the revision with --revision <dated revision> (or `revision:` in the config) to hold the capture to one.',
      line: 1,
      column: 1,
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;
