import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, showValue, specUrl } from '../lib/describe-message.js';

export const jsonrpcVersion: Rule = {
  meta: {
    id: 'jsonrpc-version',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A message whose `jsonrpc` member is missing or is not the string "2.0".',
    why: 'Every MCP message is a JSON-RPC 2.0 message and every revision\'s schema fixes `jsonrpc` to the string "2.0"; strict peers (the official SDKs among them) reject anything else before looking at the method.',
    instead: 'Write `"jsonrpc": "2.0"` (a string, not the number 2.0) in every request, notification and response.',
    spec: specUrl('2025-11-25', 'basic#messages'),
    requirements: ['messages.jsonrpc'],
    examples: {
      bad: '{"id":1,"method":"tools/list"}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      message(message) {
        const value = message.value;
        if (!isPlainObject(value) || value.jsonrpc === '2.0') return;
        const found = 'jsonrpc' in value ? `has "jsonrpc": ${showValue(value.jsonrpc)}` : 'has no "jsonrpc" member';
        context.report({
          at: message,
          path: 'jsonrpc',
          message: `${describeMessage(message)} ${found}; JSON-RPC 2.0 requires the string "2.0" and MCP peers reject the message. Add "jsonrpc": "2.0".`,
        });
      },
    };
  },
};
