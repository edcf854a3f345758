import { isPlainObject, type Message } from '../../message.js';
import { describe } from '../lib/describe-message.js';
import type { Rule } from '../rule.js';

/**
 * A response answers a notification when it carries no id, comes right after it from the other
 * side, and is about it: a result, a -32601 Method not found, or an error naming its method. An
 * id-less -32700 Parse error or -32600 Invalid Request answers a message the peer could not read
 * (one the capture may not show), which is legal.
 */
function answersNotification(response: Message, previous: Message | undefined): previous is Message {
  if (!previous || previous.kind !== 'notification' || previous.hasId) return false;
  // An id it could pair with makes it some request's answer (or an unpaired one: response-unpaired).
  if (response.id !== undefined) return false;
  if (response.sender && previous.sender && response.sender === previous.sender) return false;
  if (response.kind === 'result') return true;
  const error = isPlainObject(response.value) ? response.value.error : undefined;
  if (!isPlainObject(error)) return false;
  return error.code === METHOD_NOT_FOUND || (typeof error.message === 'string' && previous.method !== undefined && error.message.includes(previous.method));
}

const METHOD_NOT_FOUND = -32601;

export const responseToNotification: Rule = {
  meta: {
    id: 'response-to-notification',
    family: 'session',
    severity: 'error',
    revisions: 'all',
    summary: 'A response without an id right after a notification of the other side, about it (a result, Method not found, or an error naming it): a notification was answered.',
    why: 'A notification "MUST NOT" get a response (JSON-RPC 2.0, which every MCP revision builds on): the sender expects none and has no id to pair one with, so the answer (usually -32601 Method not found for a notification the peer does not handle) lands on the other side as a response to nothing, which strict peers treat as a protocol error and log noise at best.',
    instead: 'Send nothing back for a notification, even one you do not know or cannot handle: ignore it (log it locally if you must).',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#notifications',
    requirements: ['messages.notification-no-response'],
    examples: {
      bad: '> {"jsonrpc":"2.0","method":"notifications/roots/list_changed"}\n< {"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found: notifications/roots/list_changed"}}',
      good: '> {"jsonrpc":"2.0","method":"notifications/roots/list_changed"}\n> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    let previous: Message | undefined;
    return {
      message(message) {
        const before = previous;
        previous = message;
        if (message.kind !== 'result' && message.kind !== 'error') return;
        if (!answersNotification(message, before)) return;
        const what = message.kind === 'error' ? 'an error response' : 'a result';
        context.report({
          at: message,
          subject: before.method,
          message: `${describe(message).replace(/^the /, 'The ')} has no id and comes right after ${describe(before)}: it answers a notification, which must get no response (it has no id to pair ${what} with). Send nothing back for a notification, even one you do not handle.`,
        });
      },
    };
  },
};
