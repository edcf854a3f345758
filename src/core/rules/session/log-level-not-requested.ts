import type { Message, RequestId } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { LOG_LEVELS, MODERN } from '../../session/describe.js';
import { HttpExchanges, onStdio } from '../../session/streams.js';
import { metaOf, paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';
import { META_SUBSCRIPTION_ID } from './subscription-notification-invalid.js';

export const META_LOG_LEVEL = 'io.modelcontextprotocol/logLevel';

export const logLevelNotRequested: Rule = {
  meta: {
    id: 'log-level-not-requested',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a notifications/message for a request whose _meta asked for no log level, or below the level it asked for.',
    why: 'In 2026-07-28 logging is per request: the server MUST NOT emit log notifications for a request whose _meta has no io.modelcontextprotocol/logLevel, and sends only messages at or above that level (debug < info < notice < warning < error < critical < alert < emergency). On HTTP a log belongs to the request whose response stream carries it; on stdio logs carry no request id, so a log is judged only when exactly one request is in flight.',
    instead: 'Emit log notifications only for requests that set _meta["io.modelcontextprotocol/logLevel"], at that level or above; the client sets the level it wants on each request.',
    spec: specUrl('2026-07-28', 'server/utilities/logging'),
    requirements: ['logging.no-level-no-messages'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/logLevel":"warning"}}}\n< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"starting"}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/logLevel":"info"}}}\n< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"starting"}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const exchanges = new HttpExchanges();
    /** Client requests waiting for their answer, on stdio (listen streams never carry logs). */
    const inFlight = new Map<RequestId, Message>();
    return {
      message(message) {
        const streamRequest = exchanges.observe(message);
        if (onStdio(message)) {
          if (message.sender === 'client' && message.kind === 'request' && message.id !== undefined && message.method !== 'subscriptions/listen') {
            inFlight.set(message.id, message);
          } else if ((message.kind === 'result' || message.kind === 'error') && message.sender === 'server' && message.id !== undefined) {
            inFlight.delete(message.id);
          } else if (message.kind === 'notification' && message.method === 'notifications/cancelled' && message.sender === 'client') {
            // The server sends nothing more for a cancelled request (message-after-cancelled says so if it does).
            const id = paramsOf(message)?.requestId;
            if (typeof id === 'string' || typeof id === 'number') inFlight.delete(id);
          }
        }
        if (message.kind !== 'notification' || message.method !== 'notifications/message' || message.sender !== 'server') return;
        // A log on a listen stream, or tagged with a subscription id, is log-not-request-scoped's finding.
        if (streamRequest?.method === 'subscriptions/listen' || metaOf(message)?.[META_SUBSCRIPTION_ID] !== undefined) return;
        let request: Message | undefined;
        let how: string;
        if (streamRequest) {
          request = streamRequest;
          how = 'the response stream of';
        } else {
          if (!onStdio(message) || !context.session.interleavingKnown || inFlight.size !== 1) return;
          request = inFlight.values().next().value!;
          how = 'the only request in flight,';
        }
        const asked = metaOf(request)?.[META_LOG_LEVEL];
        const level = paramsOf(message)?.level;
        if (asked === undefined) {
          context.report({
            at: message,
            message: `This is ${describe(message)} on ${how} ${describe(request, true)}, whose _meta has no "${META_LOG_LEVEL}". A 2026-07-28 server MUST NOT emit log messages for a request that did not ask for them; send logs only when the request sets a level.`,
          });
          return;
        }
        if (typeof asked !== 'string' || typeof level !== 'string') return; // levels that are no strings: the shape rules say so
        const askedRank = LOG_LEVELS.indexOf(asked);
        const rank = LOG_LEVELS.indexOf(level);
        if (askedRank < 0 || rank < 0 || rank >= askedRank) return; // unknown level names: the shape rules say so
        context.report({
          at: message,
          message: `This is ${describe(message)} at level "${level}" on ${how} ${describe(request, true)}, which asked for "${asked}" and above. Send only messages at or above the requested level (${LOG_LEVELS.slice(askedRank).join(', ')}).`,
        });
      },
    };
  },
};
