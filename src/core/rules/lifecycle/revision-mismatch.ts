import { isRevision } from '../../revisions.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { META_PROTOCOL_VERSION, metaOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const revisionMismatch: Rule = {
  meta: {
    id: 'revision-mismatch',
    family: 'lifecycle',
    severity: 'warning',
    revisions: 'all',
    summary: 'The capture negotiates a different revision from the one it is pinned to.',
    why: 'With --revision pinned, every frame is judged by that revision\'s rules; a capture that negotiated another one is judged by rules its peers never agreed to, and the findings mislead.',
    instead: 'Pin the revision the capture negotiates, or record the capture again against the revision you target.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#version-negotiation'),
    requirements: [],
    examples: {
      bad: "# checked with --revision 2025-11-25\n> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
      good: "# checked with --revision 2025-06-18\n> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
    },
  },
  create(context) {
    let reported = false;
    const pinned = context.session.revisionSource === 'pinned' ? context.revision : undefined;
    // A revision taken from the capture itself cannot disagree with it.
    if (!pinned) return {};
    return {
      kinds: ['request', 'result'],
      message(message) {
        if (reported) return;
        let spoken: unknown;
        let where = '';
        if (message.kind === 'result' && message.answers?.method === 'initialize') {
          spoken = resultOf(message)?.protocolVersion;
          where = 'negotiates';
        } else if (message.kind === 'request' && message.sender === 'client' && !context.model?.stateless) {
          // Under 2026-07-28, meta-protocol-version-mismatch judges each request's version.
          spoken = metaOf(message)?.[META_PROTOCOL_VERSION];
          where = 'declares in _meta';
        }
        if (!isRevision(spoken) || spoken === pinned) return;
        reported = true;
        context.report({
          at: message,
          message: `This capture is pinned to ${pinned}, but ${describe(message)} ${where} ${spoken}. Its frames are judged by the ${pinned} rules; pin ${spoken} instead (or record the capture again against ${pinned}).`,
        });
      },
    };
  },
};
