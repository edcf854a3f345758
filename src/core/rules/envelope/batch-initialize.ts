import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

export const batchInitialize: Rule = {
  meta: {
    id: 'batch-initialize',
    family: 'envelope',
    severity: 'error',
    revisions: ['2025-03-26'],
    summary: '`initialize` inside a JSON-RPC batch (2025-03-26).',
    why: '2025-03-26 allows batches but says the initialize request "MUST NOT be part of a JSON-RPC batch": the handshake must finish before anything else, and in a batch the other messages race it.',
    instead: 'Send initialize alone, wait for its result, send notifications/initialized, then batch later messages if you like.',
    spec: specUrl('2025-03-26', 'basic/lifecycle#initialization'),
    requirements: ['lifecycle.initialize-not-batched'],
    examples: {
      bad: '[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"c","version":"1"}}},{"jsonrpc":"2.0","id":2,"method":"tools/list"}]',
      good: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
      revision: '2025-03-26',
    },
  },
  create(context) {
    return {
      frames: 'batches',
      frame(frame) {
        if (!Array.isArray(frame.value)) return;
        const index = frame.value.findIndex((member) => isPlainObject(member) && member.method === 'initialize');
        if (index === -1) return;
        context.report({
          at: frame,
          path: `[${index}]`,
          message: `This batch carries the initialize request (member ${index + 1} of ${frame.value.length}); 2025-03-26 says initialize MUST NOT be part of a batch. Send initialize on its own and wait for its result first.`,
        });
      },
    };
  },
};
