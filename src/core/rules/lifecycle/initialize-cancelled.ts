import { formatId } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { LEGACY } from '../../session/describe.js';
import type { Rule } from '../rule.js';

export const initializeCancelled: Rule = {
  meta: {
    id: 'initialize-cancelled',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'notifications/cancelled that cancels the initialize request.',
    why: 'The initialize request MUST NOT be cancelled by clients: the session has no state to fall back to. A client that gives up on initialize should close the transport instead.',
    instead: 'When initialize takes too long, close the connection (kill the stdio server, end the HTTP session) rather than cancelling it.',
    spec: specUrl('2025-11-25', 'basic/utilities/cancellation#cancellation-flow'),
    requirements: ['cancellation.initialize-not-cancelled'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":0,\"reason\":\"timeout\"}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\"}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":1,\"reason\":\"timeout\"}}",
    },
  },
  create(context) {
    return {
      kinds: ['notification'],
      methods: ['notifications/cancelled'],
      message(message) {
        if (message.kind !== 'notification' || message.method !== 'notifications/cancelled') return;
        const params = message.params as Record<string, unknown> | undefined;
        const initialize = context.session.initializeRequest;
        // Each side has its own ids: a server cancelling its own request 0 does not touch the client's initialize.
        if (!initialize || message.sender !== initialize.sender || typeof params !== 'object' || params === null) return;
        if (params.requestId === undefined || params.requestId !== initialize.id) return;
        context.report({
          at: message,
          message: `This is ${describe(message)}: it cancels the initialize request (id ${formatId(initialize.id)}, line ${initialize.frame.span.line}), which must never be cancelled. Close the transport instead when initialize does not complete.`,
        });
      },
    };
  },
};
