import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, jsonType, showValue, specUrl } from '../lib/describe-message.js';

export const idType: Rule = {
  meta: {
    id: 'id-type',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'An `id` that is neither a string nor an integer: a fractional number, an object, an array or a boolean.',
    why: 'MCP requests "MUST include a string or integer ID" and responses echo it; the schema types `RequestId` as string or integer, so a peer rejects `1.5` or `{"n":1}` and cannot pair the answer.',
    instead: 'Use a string or an integer id (`7`, `"req-7"`), and echo it unchanged in the response.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: ['messages.request-id-type'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}',
      good: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['request', 'notification', 'result', 'error'],
      message(message) {
        if (!message.hasId || message.kind === 'invalid' || !isPlainObject(message.value)) return;
        const id = message.value.id;
        if (id === null || typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id))) return;
        context.report({
          at: message,
          path: 'id',
          // The wrong id is what the finding is about (an id that is merely a key never is).
          subject: `id ${showValue(id)}`,
          message: `${describeMessage(message)} has "id": ${showValue(id)}, ${jsonType(id)}; MCP ids are strings or integers, so a peer rejects it and cannot pair its answer. Use an integer or a string id.`,
        });
      },
    };
  },
};
