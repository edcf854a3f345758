import { formatId } from '../../message.js';
import { describe } from '../lib/describe-message.js';
import type { Rule } from '../rule.js';

export const responseDuplicate: Rule = {
  meta: {
    id: 'response-duplicate',
    family: 'session',
    severity: 'error',
    revisions: 'all',
    summary: 'A second response to a request that was answered already.',
    why: 'Each request gets exactly one response. The requester has forgotten the id after the first answer, so the second is dropped or, worse, taken as the answer to a later request that reuses the id.',
    instead: 'Send one response per request: a result or an error, not both, and not twice.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#responses',
    requirements: ['http.no-broadcast'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"ping"}\n< {"jsonrpc":"2.0","id":1,"result":{}}\n< {"jsonrpc":"2.0","id":1,"result":{}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"ping"}\n< {"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create(context) {
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.kind !== 'result' && message.kind !== 'error') return;
        const facts = context.session.pairing(message);
        if (facts?.status !== 'duplicate' || !facts.previous) return;
        const request = facts.request;
        context.report({
          at: message,
          message: `This is ${describe(message)}, a second answer to ${request ? describe(request, true) : `the request with id ${formatId(message.id)}`}, which was already answered by the response (id ${formatId(message.id)}, line ${facts.previous.line}). Send exactly one response per request.`,
        });
      },
    };
  },
};
