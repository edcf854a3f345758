import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';
import { metaKeyProblems } from '../lib/meta-keys.js';

export const metaKeyName: Rule = {
  meta: {
    id: 'meta-key-name',
    family: 'meta',
    severity: 'error',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A `_meta` key that breaks the naming rules of 2025-06-18 on (`_fastmcp`, `my key`, `a/b/c`).',
    why: 'From 2025-06-18 a `_meta` key is an optional prefix (dot-separated labels, then `/`) and a name that "MUST begin and end with an alphanumeric character". Keys like `_fastmcp` break it, and strict peers and validators reject the message.',
    instead: 'Name keys `prefix/name` with a reverse-DNS prefix you own (`com.example/trace-id`), starting and ending with a letter or digit.',
    spec: specUrl('2025-11-25', 'basic#meta'),
    requirements: ['meta.prefix-labels', 'meta.label-characters', 'meta.name-characters'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"echo","inputSchema":{"type":"object"},"_meta":{"_fastmcp":{"tags":[]}}}]}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"echo","inputSchema":{"type":"object"},"_meta":{"com.example/fastmcp":{"tags":[]}}}]}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['request', 'notification', 'result'],
      message(message) {
        if (!model.meta.syntax || message.kind === 'invalid' || message.kind === 'error') return;
        const problems = metaKeyProblems(message, model.meta);
        if (problems.length === 0) return;
        const bad = problems.filter((p) => p.kind === 'syntax');
        if (bad.length === 0) return;
        const listed = bad.slice(0, 3).map((p) => `"${p.key}" in ${p.path}`).join(', ');
        const more = bad.length > 3 ? ` and ${bad.length - 3} more` : '';
        context.report({
          at: message,
          path: bad[0].path,
          message: `${describeMessage(message)} has _meta key ${listed}${more}, which ${bad.length === 1 ? 'breaks' : 'break'} the ${model.revision} naming rules (an optional "labels/" prefix, then a name that begins and ends with a letter or digit). Rename them, e.g. "com.example/${bad[0].key.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '') || 'key'}".`,
        });
      },
    };
  },
};
