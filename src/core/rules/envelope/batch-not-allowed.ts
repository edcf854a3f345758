import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

export const batchNotAllowed: Rule = {
  meta: {
    id: 'batch-not-allowed',
    family: 'envelope',
    severity: 'error',
    revisions: ['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A JSON-RPC batch (an array of messages) under a revision that has no batches.',
    why: 'Only 2025-03-26 has JSON-RPC batches: 2024-11-05 never defined them, 2025-06-18 removed them, and later revisions kept them out. A peer of those revisions reads the array as one invalid message (-32600) or fails to parse it, and none of the messages in it is handled.',
    instead: 'Send each message on its own (its own line on stdio, its own POST on HTTP).',
    spec: specUrl('2025-06-18', 'changelog'),
    requirements: ['http.post-single-message'],
    examples: {
      bad: '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/list"}]',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":2,"method":"prompts/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const revision = context.revision!;
    const history =
      !context.model!.batchesRemoved
        ? '2024-11-05 does not define batches (they arrived in 2025-03-26 and were removed again in 2025-06-18)'
        : `batches existed only in 2025-03-26 and were removed in 2025-06-18, so a ${revision} peer reads the array as an invalid request (-32600)`;
    return {
      frames: 'batches',
      frame(frame) {
        if (!Array.isArray(frame.value) || frame.value.length === 0) return;
        context.report({
          at: frame,
          message: `This frame is a JSON-RPC batch of ${frame.value.length} messages: ${history}; none of them gets handled. Send each message on its own.`,
        });
      },
    };
  },
};
