import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';

export const responseWithoutId: Rule = {
  meta: {
    id: 'response-without-id',
    family: 'envelope',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A result without an `id`, or (before 2025-11-25) an error response without one.',
    why: 'A response "MUST include the same ID as the request it corresponds to": without it the requester cannot pair it and keeps waiting. From 2025-11-25 an error may omit the id only when the request\'s id could not be read; 2025-03-26 and 2025-06-18 require it in the schema while their HTTP transport allows an id-less error body for a rejected POST (a warning there).',
    instead: 'Echo the request\'s id in every response.',
    spec: specUrl('2025-11-25', 'basic#responses'),
    requirements: ['messages.result-same-id', 'messages.error-same-id', 'messages.response-same-id'],
    examples: {
      bad: '{"jsonrpc":"2.0","result":{"tools":[]}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const revision = context.revision!;
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.hasId) return;
        if (message.kind === 'result') {
          context.report({
            at: message,
            message: `${describeMessage(message)} has no "id", so the requester cannot tell which request it answers and keeps waiting. Echo the request's id.`,
          });
        } else if (message.kind === 'error' && context.model!.idlessErrorResponses !== 'allowed') {
          const lenient = context.model!.idlessErrorResponses === 'warning';
          context.report({
            at: message,
            severity: lenient ? 'warning' : 'error',
            message: `${describeMessage(message)} has no "id"; the ${revision} schema requires the id of the request it answers${lenient ? ' (its Streamable HTTP text allows an id-less error body only for a rejected POST)' : ''}, and the requester cannot pair it. Echo the request's id.`,
          });
        }
      },
    };
  },
};
