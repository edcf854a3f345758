import type { Rule } from '../rule.js';
import { EVERY_REVISION, specUrl } from '../lib/describe-message.js';
import { methodStatus } from '../lib/method-status.js';

const MAX_NAMES_PER_SESSION = 200;

export const customMethod: Rule = {
  meta: {
    id: 'custom-method',
    family: 'catalog',
    severity: 'info',
    revisions: EVERY_REVISION,
    summary: 'A method outside the spec\'s namespaces (`com.example/reindex`): a custom extension, noted once per name per session.',
    why: 'JSON-RPC lets peers agree on methods of their own, and MCP does not forbid them. They are not errors: only their JSON-RPC envelope is checked. A peer that does not know one answers -32601 (or ignores a notification), so the finding says where they are used.',
    instead: 'Nothing, if both peers know the method. Otherwise prefer the spec\'s own methods or an extension negotiated through capabilities.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"com.example/reindex","params":{}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    const seen = new Set<string>();
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.method === undefined || seen.has(message.method)) return;
        if (methodStatus(model, message.method).kind !== 'custom') return;
        if (seen.size < MAX_NAMES_PER_SESSION) seen.add(message.method);
        context.report({
          at: message,
          path: 'method',
          message: `"${message.method}" is not an MCP method: a custom extension, checked only as JSON-RPC (its first use in this session is noted; later uses are not). A peer that does not know it answers -32601 or ignores it.`,
        });
      },
    };
  },
};
