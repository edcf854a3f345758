import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';

export const responseResultAndError: Rule = {
  meta: {
    id: 'response-result-and-error',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A response that carries both `result` and `error`.',
    why: 'A response is either a success or a failure: "A response MUST NOT set both". The schemas of 2025-11-25 and 2026-07-28 do not forbid the extra key, so schema validators pass it, but peers take one and drop the other unpredictably.',
    instead: 'Send `result` for a success or `error` for a failure, never both.',
    spec: specUrl('2025-06-18', 'basic#responses'),
    requirements: ['messages.jsonrpc', 'messages.not-both'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":-32603,"message":"failed"}}',
      good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed"}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.kind !== 'error' && message.kind !== 'result') return;
        const value = message.value as Record<string, unknown>;
        if (!('result' in value) || !('error' in value)) return;
        context.report({
          at: message,
          message: `${describeMessage(message).replace('error response', 'response')} has both "result" and "error"; a response MUST carry exactly one, and a peer may read either. Keep "result" for a success or "error" for a failure.`,
        });
      },
    };
  },
};
