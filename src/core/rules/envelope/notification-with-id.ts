import { formatId } from '../../message.js';
import type { Rule } from '../rule.js';
import { EVERY_REVISION, specUrl } from '../lib/describe-message.js';

export const notificationWithId: Rule = {
  meta: {
    id: 'notification-with-id',
    family: 'envelope',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A method the revision defines as a notification (`notifications/initialized`, ...) sent with an `id`.',
    why: 'Notifications "MUST NOT include an ID". With an id the message is a request for a method that is not one: the peer either rejects it or treats it as a notification and never answers, and a sender that waits for the answer hangs.',
    instead: 'Send notifications without an `id` member, and do not wait for an answer.',
    spec: specUrl('2025-11-25', 'basic#notifications'),
    requirements: ['messages.notification-no-id'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":2,"method":"notifications/initialized"}',
      good: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request') return;
        const method = message.method!;
        const info = model.methods.get(method);
        const looksLikeNotification = info === undefined && method.startsWith('notifications/');
        if (info?.kind !== 'notification' && !looksLikeNotification) return;
        const what = info ? `${method} is a notification in ${model.revision}` : `${method} is named like a notification`;
        context.report({
          at: message,
          path: 'id',
          severity: info ? 'error' : 'warning',
          message: `${what}, but this message carries "id": ${formatId(message.id)}: a request for something that never answers (the receiver must not respond to a notification), or a message the peer rejects. Remove the id.`,
        });
      },
    };
  },
};
