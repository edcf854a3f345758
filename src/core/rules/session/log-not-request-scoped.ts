import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { HttpExchanges } from '../../session/streams.js';
import { metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';
import { META_SUBSCRIPTION_ID } from './subscription-notification-invalid.js';

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const LISTEN = `> {"jsonrpc":"2.0","id":"l1","method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},${META}}}\n< {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}\n`;

export const logNotRequestScoped: Rule = {
  meta: {
    id: 'log-not-request-scoped',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a notifications/message delivered on a subscriptions/listen stream, or tagged with a subscription id.',
    why: 'In 2026-07-28 a log message belongs to the request whose _meta set the log level and travels only on the stream carrying that request\'s response. On a listen stream (or tagged as part of a subscription) it belongs to no request the client can tie it to, arrives at a level nobody asked for, and keeps a stream open for traffic the client never opted in to.',
    instead: 'Send notifications/message only on the response stream of the request that set io.modelcontextprotocol/logLevel, without a subscription id; put change notifications, and only those, on the listen stream.',
    spec: specUrl('2026-07-28', 'server/utilities/logging#per-request-log-level'),
    requirements: ['logging.request-scoped'],
    examples: {
      bad: `${LISTEN}< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"cache warmed","_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}`,
      good: `${LISTEN}< {"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    const exchanges = new HttpExchanges();
    return {
      message(message) {
        const stream = exchanges.observe(message);
        if (message.kind !== 'notification' || message.method !== 'notifications/message' || message.sender !== 'server') return;
        const onListen = stream?.method === 'subscriptions/listen';
        const tagged = metaOf(message)?.[META_SUBSCRIPTION_ID];
        if (!onListen && tagged === undefined) return;
        const where = onListen ? `on the subscriptions/listen stream of ${describe(stream, true)}` : `tagged with _meta["${META_SUBSCRIPTION_ID}"] ${JSON.stringify(tagged)}`;
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)}, ${where}. notifications/message is request-scoped: a 2026-07-28 server MUST NOT deliver it on a listen stream or on any stream but the one carrying the response to the request that set the log level. Send it on that request's response stream, without a subscription id.`,
        });
      },
    };
  },
};
