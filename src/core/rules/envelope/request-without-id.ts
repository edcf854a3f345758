import type { Rule } from '../rule.js';
import { EVERY_REVISION, specUrl } from '../lib/describe-message.js';

export const requestWithoutId: Rule = {
  meta: {
    id: 'request-without-id',
    family: 'envelope',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A method the revision defines as a request, sent without an `id`.',
    why: 'Without an id the message is a notification: the peer must not answer it, so the sender waits forever for the result of `initialize`, `ping` or `tools/call` (or the peer rejects it, because the method is not a notification).',
    instead: 'Give every request a string or integer id that the sender has not used before in the session.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: ['messages.request-id-type'],
    examples: {
      bad: '{"jsonrpc":"2.0","method":"ping"}',
      good: '{"jsonrpc":"2.0","id":5,"method":"ping"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['notification'],
      message(message) {
        if (message.kind !== 'notification' || message.hasId) return;
        const info = model.methods.get(message.method!);
        if (info?.kind !== 'request') return;
        context.report({
          at: message,
          message: `${message.method} is a request in ${model.revision}, but this message has no "id", so it reads as a notification: the peer must not answer it (or rejects it) and the sender waits for a result that never comes. Add a string or integer id.`,
        });
      },
    };
  },
};
