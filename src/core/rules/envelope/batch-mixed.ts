import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { specUrl } from '../lib/describe-message.js';

export const batchMixed: Rule = {
  meta: {
    id: 'batch-mixed',
    family: 'envelope',
    severity: 'error',
    revisions: ['2025-03-26'],
    summary: 'A 2025-03-26 batch that mixes requests or notifications with responses.',
    why: 'The 2025-03-26 schema has two kinds of batch: one of requests and notifications, one of responses. An array mixing them matches neither, and an HTTP POST body must be one kind or the other.',
    instead: 'Batch requests and notifications together, and responses together, in separate arrays.',
    spec: specUrl('2025-03-26', 'basic/transports#sending-messages-to-the-server'),
    requirements: ['http.post-body'],
    examples: {
      bad: '[{"jsonrpc":"2.0","id":7,"result":{}},{"jsonrpc":"2.0","id":1,"method":"tools/list"}]',
      good: '[{"jsonrpc":"2.0","id":1,"method":"tools/list"},{"jsonrpc":"2.0","method":"notifications/initialized"}]',
      revision: '2025-03-26',
    },
  },
  create(context) {
    return {
      frames: 'batches',
      frame(frame) {
        if (!Array.isArray(frame.value)) return;
        let calls = 0;
        let responses = 0;
        for (const member of frame.value) {
          if (!isPlainObject(member)) continue;
          if (typeof member.method === 'string') calls++;
          else if ('result' in member || 'error' in member) responses++;
        }
        if (calls === 0 || responses === 0) return;
        context.report({
          at: frame,
          message: `This batch mixes ${calls} request(s)/notification(s) with ${responses} response(s); a 2025-03-26 batch holds either requests and notifications or responses, not both. Split it into two batches.`,
        });
      },
    };
  },
};
