import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { jsonType, showValue, specUrl } from '../lib/describe-message.js';

export const methodType: Rule = {
  meta: {
    id: 'method-type',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A `method` member that is not a string.',
    why: 'JSON-RPC names the method with a string; a peer cannot dispatch a number, null or object and answers -32600 Invalid Request (or drops a notification).',
    instead: 'Write the method name as a string, exactly as the spec spells it (`"tools/list"`).',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: ['messages.jsonrpc'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":["tools","list"]}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['invalid'],
      message(message) {
        const value = message.value;
        if (!isPlainObject(value) || !('method' in value) || typeof value.method === 'string') return;
        context.report({
          at: message,
          path: 'method',
          message: `This message has "method": ${showValue(value.method)}, ${jsonType(value.method)}; a method name must be a string, so the peer cannot tell what is asked and answers -32600. Write the name as a string ("tools/list").`,
        });
      },
    };
  },
};
