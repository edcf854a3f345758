import type { Rule } from '../rule.js';
import { describeMessage } from '../lib/describe-shape.js';
import { shapeIssuesOf } from '../lib/shape-issues.js';

export const unknownKeySlip: Rule = {
  meta: {
    id: 'unknown-key-slip',
    family: 'shape',
    severity: 'warning',
    revisions: 'all',
    summary: 'An unknown key that is almost certainly a misspelling of a known optional key the message lacks (`args` for `arguments`).',
    why: 'Extra keys are allowed, so the peer silently ignores the misspelt one: the tool runs with no arguments, the cursor is never sent, and the failure surfaces far from its cause.',
    instead: 'Spell the key as the spec does (the finding names it).',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","args":{"city":"Paris"}}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"city":"Paris"}}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const revision = context.revision;
    if (!revision) return {};
    return {
      kinds: ['request', 'notification', 'result'],
      message(message) {
        if (message.kind === 'result' && !message.answers) return;
        const found = shapeIssuesOf(message, revision);
        if (!found) return;
        // A request sent with `"id": null` reads as a notification; its params are still a request's.
        const nullId = message.kind === 'notification' && message.hasId;
        for (const issue of found.issues) {
          if (issue.kind !== 'slip' || !issue.suggestion) continue;
          context.report({
            at: message,
            path: issue.path,
            message: `${nullId ? `${message.method} message with "id": null` : describeMessage(message)}: \`${issue.path}\` is not a key of ${found.definition}; it looks like a misspelling of \`${issue.suggestion}\`, which is absent, so the peer ignores it. Rename it to \`${issue.suggestion}\`.`,
          });
        }
      },
    };
  },
};
