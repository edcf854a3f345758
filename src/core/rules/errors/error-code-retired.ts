import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';
import { errorCodeOf } from '../lib/error-code-info.js';

export const errorCodeRetired: Rule = {
  meta: {
    id: 'error-code-retired',
    family: 'errors',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'An error code the revision retired: -32002 (resource not found) or -32042 (URL elicitation required) in 2026-07-28.',
    why: '2026-07-28 says implementations "MUST NOT emit" -32002 and -32042: a missing resource is now -32602, and URL elicitation goes through input_required results. Clients keep accepting the old codes from older servers, so a new server sending them looks like a legacy one.',
    instead: 'Use the code the revision gives for the case (the finding says which).',
    spec: specUrl('2026-07-28', 'basic#error-codes'),
    requirements: ['errors.retired-codes'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Resource not found"}}',
      good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"file:///missing.txt"}}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['error'],
      message(message) {
        const code = errorCodeOf(message);
        if (code === undefined) return;
        const retired = model.retiredErrorCodes.get(code);
        if (!retired) return;
        context.report({
          at: message,
          path: 'error.code',
          message: `${describeMessage(message)} uses ${code} (${retired.name}), which ${retired.retiredIn} says implementations MUST NOT emit. Instead: ${retired.instead}.`,
        });
      },
    };
  },
};
