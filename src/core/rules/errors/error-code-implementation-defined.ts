import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { errorCodeOf, errorTextOf, meaningElsewhere, rangeOf } from '../lib/error-code-info.js';

export const errorCodeImplementationDefined: Rule = {
  meta: {
    id: 'error-code-implementation-defined',
    family: 'errors',
    severity: 'info',
    revisions: EVERY_REVISION,
    summary: 'An error code from JSON-RPC\'s implementation-defined server-error range (-32000..-32099) that the revision does not define.',
    why: 'Up to 2025-11-25 this range is free for implementations, so the code is legal, but its meaning is private to the implementation: a client cannot act on it, and some numbers mean something else in another revision (-32042 in 2025-11-25, -32020..-32022 in 2026-07-28).',
    instead: 'Nothing required. For portable handling, prefer the predefined codes, and put details in `data`.',
    spec: specUrl('2025-11-25', 'basic#responses'),
    requirements: ['errors.legacy-range', 'errors.application-codes-outside'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"Request timed out"}}',
      good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Request timed out"}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['error'],
      message(message) {
        const code = errorCodeOf(message);
        if (code === undefined || model.errorCodes.has(code)) return;
        if (rangeOf(model, code)?.kind !== 'implementation-defined') return;
        const elsewhere = meaningElsewhere(code);
        const text = errorTextOf(message);
        context.report({
          at: message,
          path: 'error.code',
          message: `${describeMessage(message)} uses code ${code}${text ? ` ("${text}")` : ''}, an implementation-defined server error that ${model.revision} gives no meaning${elsewhere ? `; ${elsewhere}` : ''}. Clients can only show the message; prefer a predefined code with details in data.`,
        });
      },
    };
  },
};
