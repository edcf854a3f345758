import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';
import { metaKeyProblems } from '../lib/meta-keys.js';
import { listWithMore } from '../../text/words.js';
import { isEraProbe } from '../../session/revision.js';

export const metaKeyReserved: Rule = {
  meta: {
    id: 'meta-key-reserved',
    family: 'meta',
    severity: 'warning',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A `_meta` key with a prefix MCP reserves for itself (`io.modelcontextprotocol/`, `dev.mcp/`) that the revision does not define.',
    why: 'Prefixes naming `modelcontextprotocol` or `mcp` are reserved for the spec (in 2025-06-18 any label before another; from 2025-11-25 the second label). A key of your own there may clash with a key a later revision defines, and peers may read meaning into it.',
    instead: 'Use a prefix you own (`com.example/`), or the key the spec defines if you meant one (the finding checks spelling against the revision\'s keys).',
    spec: specUrl('2025-11-25', 'basic#meta'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"_meta":{"io.modelcontextprotocol/trace":"abc"}}}',
      good: '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"_meta":{"com.example/trace":"abc"}}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['request', 'notification', 'result'],
      message(message) {
        if (model.meta.reservedPrefix === 'none' || message.kind === 'invalid' || message.kind === 'error') return;
        // The era probe of a legacy session carries the 2026-07-28 keys, which the spec defines there.
        if (isEraProbe(message, context.session, model)) return;
        const problems = metaKeyProblems(message, model.meta);
        if (problems.length === 0) return;
        const reserved = problems.filter((p) => p.kind === 'reserved');
        if (reserved.length === 0) return;
        const first = reserved[0];
        const listed = listWithMore(reserved.map((p) => `"${p.key}" in ${p.path}`), 3);
        context.report({
          at: message,
          path: first.path,
          message: `${describeMessage(message)} has _meta key ${listed} under a prefix MCP reserves for the spec, and ${model.revision} defines no such key. Use a prefix you own (com.example/...), or the spec's key if you meant one.`,
        });
      },
    };
  },
};
