import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

export const batchEmpty: Rule = {
  meta: {
    id: 'batch-empty',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'An empty array `[]` where a message is expected.',
    why: 'JSON-RPC 2.0 calls an empty batch an invalid request (the answer is one -32600 error); no MCP revision gives it a meaning, not even 2025-03-26, which allows batches.',
    instead: 'Send nothing when there is nothing to send.',
    spec: specUrl('2025-03-26', 'basic#batching'),
    requirements: ['messages.jsonrpc'],
    examples: {
      bad: '[]',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-03-26',
    },
  },
  create(context) {
    return {
      frames: 'batches',
      frame(frame) {
        if (!Array.isArray(frame.value) || frame.value.length !== 0) return;
        context.report({
          at: frame,
          message: 'This frame is an empty array: JSON-RPC reads an empty batch as an invalid request (-32600) in every revision. Send nothing instead.',
        });
      },
    };
  },
};
