import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, jsonType, specUrl } from '../lib/describe-message.js';

export const errorObject: Rule = {
  meta: {
    id: 'error-object',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'An `error` that is not an object with an integer `code` and a string `message`.',
    why: '"Error codes MUST be integers" and every schema requires `code` and `message`; a peer that gets `"code": "404"`, a missing message or a bare string cannot report the failure and may drop the response, leaving the request hanging.',
    instead: 'Send `"error": {"code": <integer>, "message": "<one sentence>"}`, with anything else in `data`.',
    spec: specUrl('2025-11-25', 'basic#responses'),
    requirements: ['messages.error-field', 'messages.error-code-integer', 'messages.error-code-and-message'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"error":{"code":"not_found","message":"no such tool"}}',
      good: '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Unknown tool: get_wether"}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['error'],
      message(message) {
        if (message.kind !== 'error') return;
        const error = (message.value as Record<string, unknown>).error;
        let problem: string;
        if (!isPlainObject(error)) {
          problem = `an "error" that is ${jsonType(error)}, not an object with code and message`;
        } else {
          const problems: string[] = [];
          if (!('code' in error)) problems.push('no "code"');
          else if (typeof error.code !== 'number' || !Number.isInteger(error.code)) problems.push(`a "code" that is ${jsonType(error.code)} (codes MUST be integers)`);
          if (!('message' in error)) problems.push('no "message"');
          else if (typeof error.message !== 'string') problems.push(`a "message" that is ${jsonType(error.message)}`);
          if (problems.length === 0) return;
          problem = `an error object with ${problems.join(' and ')}`;
        }
        context.report({
          at: message,
          path: 'error',
          message: `${describeMessage(message)} has ${problem}; the peer cannot report the failure. Send "error": {"code": <integer>, "message": "<text>"}.`,
        });
      },
    };
  },
};
