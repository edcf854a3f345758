import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { jsonType, specUrl } from '../lib/describe-message.js';

export const unrecognizedMessage: Rule = {
  meta: {
    id: 'unrecognized-message',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A JSON value that is none of request, notification, result or error.',
    why: 'Every MCP message is one of the four JSON-RPC kinds: an object with `method` (request or notification) or with `result`/`error` (response). Anything else (a bare string, a number, an object with neither) is rejected with -32600 or breaks the peer\'s reader.',
    instead: 'Send only JSON-RPC messages on the protocol stream; write logs and other output to stderr.',
    spec: specUrl('2025-11-25', 'basic#messages'),
    requirements: ['messages.jsonrpc', 'messages.result-or-error'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"status":"ok"}',
      good: '{"jsonrpc":"2.0","id":1,"result":{}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['invalid'],
      message(message) {
        if (message.kind !== 'invalid') return;
        const value = message.value;
        // An object with a method that is not a string is method-type's finding.
        if (isPlainObject(value) && 'method' in value) return;
        const inBatch = message.batch ? ` (member ${message.batch.index + 1} of a batch)` : '';
        const text = isPlainObject(value)
          ? `This message${inBatch} has no "method", "result" or "error", so it is none of request, notification, result or error; a peer answers -32600 or drops it. Add the member that says what it is.`
          : `This frame${inBatch} holds ${jsonType(value)}, not a JSON-RPC message object; a peer answers -32600 or its reader fails. Send only JSON-RPC message objects on the protocol stream${Array.isArray(value) ? ' (batches do not nest)' : ''}.`;
        context.report({ at: message, message: text });
      },
    };
  },
};
