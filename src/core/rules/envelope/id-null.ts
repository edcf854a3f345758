import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';

export const idNull: Rule = {
  meta: {
    id: 'id-null',
    family: 'envelope',
    severity: 'error',
    revisions: 'all',
    summary: 'A message with `"id": null`: forbidden on requests and responses in every MCP revision.',
    why: 'Plain JSON-RPC 2.0 allows a null id in an error answering an unreadable request, so generic JSON-RPC validators and libraries pass it; MCP does not ("MUST NOT be null"). A request with a null id is read by common server parsers as a notification and is never answered; a response with a null id pairs with nothing.',
    instead: 'Give every request a string or integer id and echo it in the response. For an error whose request id could not be read, omit `id` (allowed from 2025-11-25) instead of sending null.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: ['messages.request-id-not-null', 'messages.error-same-id', 'messages.response-same-id'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":null,"method":"tools/list"}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      message(message) {
        if (!message.hasId || !isPlainObject(message.value) || message.value.id !== null) return;
        let text: string;
        if (message.kind === 'notification') {
          text = `${describeMessage(message).replace(/ notification$/, ' message')} has "id": null. MCP forbids null ids in every revision (generic JSON-RPC validators accept it), and common server parsers read this as a notification that carries a forbidden id: it is never answered. Give the request a string or integer id, or drop the id key if it is meant as a notification.`;
        } else if (message.kind === 'error') {
          text = `${describeMessage(message)} has "id": null. JSON-RPC allows null for errors about unreadable requests, but MCP forbids a null id in every revision, so the error pairs with nothing. Echo the request's id; if it could not be read, omit "id" (2025-11-25 and later).`;
        } else if (message.kind === 'result') {
          text = `${describeMessage(message)} has "id": null. A result must carry the id of the request it answers; MCP forbids null ids, so this result pairs with nothing. Echo the request's id.`;
        } else {
          return;
        }
        context.report({ at: message, path: 'id', message: text });
      },
    };
  },
};
