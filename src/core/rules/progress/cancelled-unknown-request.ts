import { formatId, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const cancelledUnknownRequest: Rule = {
  meta: {
    id: 'cancelled-unknown-request',
    family: 'progress',
    severity: 'warning',
    revisions: 'all',
    summary: 'notifications/cancelled naming a request id its sender never issued in this session.',
    why: 'A cancellation may only reference a request previously issued in the same direction. Cancelling an answered request is a normal race and is fine; cancelling an id that was never sent means the canceller mixed up ids (often its own with the peer\'s), and the request it meant keeps running.',
    instead: 'Cancel with the exact id (same type) of a request you sent and that is still running.',
    spec: specUrl('2025-11-25', 'basic/utilities/cancellation'),
    requirements: ['cancellation.reference-issued-in-progress'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"1\"}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1}}",
    },
  },
  create(context) {
    // The ids each side used are the session engine's (bounded) record, not a set of this rule's.
    const first = { client: undefined as Message | undefined, server: undefined as Message | undefined };
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (!message.sender) return;
        if (message.kind === 'request' && message.id !== undefined) {
          first[message.sender] ??= message;
          return;
        }
        if (message.kind !== 'notification' || message.method !== 'notifications/cancelled') return;
        // A server that sends no requests (2026-07-28) cancels only listen streams of the client: server-cancelled-invalid judges those.
        if (message.sender === 'server' && context.model?.serverRequests === false) return;
        const requestId = paramsOf(message)?.requestId;
        if (typeof requestId !== 'string' && typeof requestId !== 'number') return;
        if (context.session.idUsed(message.sender, requestId)) return;
        // A fragment that starts mid-session may cancel a request sent before it began.
        if (!first[message.sender] && !context.session.initializeRequest) return;
        context.report({
          at: message,
          path: 'params.requestId',
          message: `This is ${describe(message)} for request id ${formatId(requestId)}, but the ${message.sender} sent no request with that id in this session. Cancel only requests you issued, with their exact id.`,
        });
      },
    };
  },
};
