import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Reported by the engine, once per capture, when `--revision auto` finds no clue. */
export const revisionUnknown = {
  meta: {
    id: 'revision-unknown',
    family: 'lifecycle',
    severity: 'info',
    revisions: 'all',
    summary: 'Nothing in the capture says which revision it speaks, so only the rules every revision shares ran.',
    why: 'With --revision auto the revision comes from the server\'s initialize result, a 2026-07-28 _meta protocolVersion or an MCP-Protocol-Version header. A fragment without any of them cannot be held to one revision\'s method tables, capabilities and shapes.',
    instead: 'Pin the revision: --revision <dated revision>, or `revision:` in .mcp-capture-lint.yml.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation',
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"prompts/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":16,\"result\":{\"prompts\":[]}}",
      good: "# checked with --revision 2024-11-05\n> {\"jsonrpc\":\"2.0\",\"id\":16,\"method\":\"prompts/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":16,\"result\":{\"prompts\":[]}}",
    },
  },
  create() {
    return {};
  },
  /** The finding for a capture that named no revision: it concerns the whole capture. */
  issue(): ReaderIssue {
    return {
      rule: revisionUnknown.meta.id,
      severity: revisionUnknown.meta.severity,
      message:
        'Nothing in this capture says which protocol revision it speaks (no initialize answer, no _meta protocolVersion, no MCP-Protocol-Version header), so only the rules every revision shares were run. Pin the revision with --revision <dated revision> (or `revision:` in the config) to check the rest.',
      line: 1,
      column: 1,
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;
