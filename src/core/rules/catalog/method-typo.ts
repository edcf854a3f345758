import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { methodStatus } from '../lib/method-status.js';

export const methodTypo: Rule = {
  meta: {
    id: 'method-typo',
    family: 'catalog',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A method name that is a slip of a spec method: wrong case, wrong separator, a letter off (`tools/List`, `tool/call`).',
    why: 'Method names are case-sensitive and matched exactly. The peer answers -32601 Method not found, which reads like a missing feature (the server "has no tools") while the feature is there; a misspelt notification is silently ignored.',
    instead: 'Use the exact name the spec gives (the finding names it).',
    spec: specUrl('2025-11-25', 'server/tools#protocol-messages'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/List"}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.method === undefined) return;
        const status = methodStatus(model, message.method);
        if (status.kind !== 'typo') return;
        const suggestion = status.suggestion;
        const there = methodStatus(model, suggestion);
        const caveat = there.kind === 'defined' ? '' : ` (note that ${suggestion} itself is not a ${model.revision} message either)`;
        const effect =
          message.kind === 'request'
            ? 'the peer answers -32601 Method not found, which reads like a missing feature'
            : 'the peer silently ignores the notification';
        context.report({
          at: message,
          path: 'method',
          message: `${describeMessage(message)}: "${message.method}" is not an MCP method (names are case-sensitive and exact); did you mean "${suggestion}"${caveat}? As sent, ${effect}.`,
        });
      },
    };
  },
};
