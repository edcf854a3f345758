import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, jsonType, specUrl } from '../lib/describe-message.js';

export const resultNotObject: Rule = {
  meta: {
    id: 'result-not-object',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A `result` that is not a JSON object (null, a string, an array, true).',
    why: 'JSON-RPC allows any result value, but MCP types every result as an object (with optional `_meta`): `"result": null` or `"result": "ok"` fails the peer\'s result parsing. Even an empty answer (ping) is `{}`.',
    instead: 'Answer with an object; for a method with nothing to return, send `"result": {}`.',
    spec: specUrl('2025-11-25', 'basic#responses'),
    requirements: ['messages.result-field'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"result":null}',
      good: '{"jsonrpc":"2.0","id":1,"result":{}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      message(message) {
        if (message.kind !== 'result') return;
        const result = (message.value as Record<string, unknown>).result;
        if (isPlainObject(result)) return;
        context.report({
          at: message,
          path: 'result',
          message: `${describeMessage(message)} is ${jsonType(result)}, not an object; MCP results are objects, so the peer fails to read it. Send an object (\`{}\` when there is nothing to return).`,
        });
      },
    };
  },
};
