import { isPlainObject, type Message, type RequestId } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { HttpExchanges } from '../../session/streams.js';
import { metaOf, paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const META_SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

/** The change notifications a listen filter asks for, and the filter flag that asks for each. */
const CHANGE_FLAGS: Readonly<Record<string, string>> = {
  'notifications/tools/list_changed': 'toolsListChanged',
  'notifications/prompts/list_changed': 'promptsListChanged',
  'notifications/resources/list_changed': 'resourcesListChanged',
  'notifications/resources/updated': 'resourceSubscriptions',
};
const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';

interface Subscription {
  request: Message;
  filter: Record<string, unknown>;
  /** The filter the server's acknowledgement honoured; undefined before it. */
  honoured?: Record<string, unknown>;
  ended?: Message;
}

/** Whether `filter` asks for the change `flag` (for resources/updated: that URI). */
function asks(filter: Record<string, unknown>, flag: string, uri: unknown): boolean {
  if (flag !== 'resourceSubscriptions') return filter[flag] === true;
  return Array.isArray(filter.resourceSubscriptions) && filter.resourceSubscriptions.includes(uri);
}

const showId = (id: unknown): string => JSON.stringify(id);

export const subscriptionNotificationInvalid: Rule = {
  meta: {
    id: 'subscription-notification-invalid',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a list_changed or resources/updated notification outside a subscriptions/listen stream (no subscription id, or one that names no listen request), of a type the listen filter did not ask for, sent before the acknowledgement, or (HTTP) carried by another request\'s response stream; a change notification sent after the subscription ended (its listen result, or a notifications/cancelled of either side for it), or an acknowledgement sent after the server ended it; a closing listen result whose subscription id is not the listen request\'s (a missing one is reported by result-shape).',
    why: 'In 2026-07-28 change notifications exist only on a subscriptions/listen stream. The _meta of every notification on that stream MUST carry io.modelcontextprotocol/subscriptionId, the JSON-RPC id of the listen request, so a stdio client can tell subscriptions apart; the server MUST send notifications/subscriptions/acknowledged (with the honoured filter) before anything else on the subscription, and MUST NOT send notification types the client did not ask for. The SubscriptionsListenResult that ends the stream carries the id in its _meta too. A subscription ends with that result, with the client\'s notifications/cancelled for it, or with the server\'s (the cancellation page has the server send one referencing the listen request when it tears the stream down): nothing goes on it afterwards. Over HTTP a response stream carries only notifications related to its request, so change notifications belong on the listen stream. Notifications before the client\'s first message are not judged (a capture of the server\'s side only does not hold the listen request).',
    instead: 'Send change notifications only for a listen request whose filter (and acknowledgement) asked for them, after the acknowledgement, each with _meta["io.modelcontextprotocol/subscriptionId"] set to the listen request\'s id; end the stream with a result carrying the same id.',
    spec: specUrl('2026-07-28', 'basic/patterns/subscriptions'),
    requirements: ['meta.subscription-id', 'subscriptions.requested-types-only', 'subscriptions.acknowledge-first'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":"l1","method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}\n< {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}',
      good: '> {"jsonrpc":"2.0","id":"l1","method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}\n< {"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const subscriptions = new Map<RequestId, Subscription>();
    const exchanges = new HttpExchanges();

    /** The subscription a server notification names, or a finding saying why none. */
    const subscriptionOf = (message: Message, what: string): Subscription | undefined => {
      const meta = metaOf(message);
      const id = meta?.[META_SUBSCRIPTION_ID];
      if (id === undefined) {
        context.report({
          at: message,
          requirement: 'meta.subscription-id',
          message:
            subscriptions.size === 0
              ? `This is ${describe(message)}, but the client never opened a subscriptions/listen stream, and in 2026-07-28 ${what} only goes on one. Send it only on a listen stream that asked for it, with _meta["${META_SUBSCRIPTION_ID}"] set to the listen request's id.`
              : `This is ${describe(message)} without _meta["${META_SUBSCRIPTION_ID}"]; every notification on a subscriptions/listen stream MUST carry the id of its listen request (open: ${[...subscriptions.values()].filter((s) => !s.ended).map((s) => showId(s.request.id)).join(', ') || 'none'}). Add it.`,
        });
        return undefined;
      }
      const subscription = typeof id === 'string' || typeof id === 'number' ? subscriptions.get(id) : undefined;
      if (!subscription) {
        context.report({
          at: message,
          requirement: 'meta.subscription-id',
          message: `This is ${describe(message)} whose _meta subscriptionId is ${showId(id)}, which is the id of no subscriptions/listen request of the client${subscriptions.size > 0 ? ` (listen requests: ${[...subscriptions.values()].map((s) => showId(s.request.id)).join(', ')}; the id's JSON type counts)` : ''}. Set it to the id of the listen request whose stream carries the notification.`,
        });
      }
      return subscription;
    };

    return {
      message(message) {
        const stream = exchanges.observe(message);
        if (message.kind === 'request' && message.sender === 'client' && message.method === 'subscriptions/listen' && message.id !== undefined) {
          const filter = paramsOf(message)?.notifications;
          subscriptions.set(message.id, { request: message, filter: isPlainObject(filter) ? filter : {} });
          return;
        }
        if (message.kind === 'notification' && message.method === 'notifications/cancelled') {
          const id = paramsOf(message)?.requestId;
          const subscription = typeof id === 'string' || typeof id === 'number' ? subscriptions.get(id) : undefined;
          if (subscription && !subscription.ended) subscription.ended = message;
          return;
        }
        if (message.sender !== 'server') return;
        if ((message.kind === 'result' || message.kind === 'error') && message.answers?.method === 'subscriptions/listen' && message.answers.id !== undefined) {
          const subscription = subscriptions.get(message.answers.id);
          if (subscription && subscription.request === message.answers) subscription.ended = message;
          if (message.kind !== 'result') return;
          // A missing id is result-shape's finding (the schema requires it); a wrong one is this rule's.
          const id = metaOf(message)?.[META_SUBSCRIPTION_ID];
          if (id !== undefined && id !== message.answers.id) {
            context.report({
              at: message,
              requirement: 'meta.subscription-id',
              message: `This is ${describe(message)}, the SubscriptionsListenResult that ends the subscription of ${describe(message.answers, true)}, but its _meta subscriptionId is ${showId(id)}, not the listen request's id ${showId(message.answers.id)}. Send the listen request's id, with the same JSON type.`,
            });
          }
          return;
        }
        if (message.kind !== 'notification' || !message.method) return;
        // A capture of the server's side only (or one that starts mid-stream) does not hold the listen request.
        if (context.session.messagesFrom('client') === 0) return;
        if (message.method === ACKNOWLEDGED) {
          const subscription = subscriptionOf(message, 'an acknowledgement');
          if (!subscription) return;
          // Only the server's own teardown: a client that cancels right after listening races the acknowledgement.
          if (subscription.ended?.sender === 'server' && !subscription.honoured) {
            context.report({
              at: message,
              requirement: 'subscriptions.acknowledge-first',
              message: `This is ${describe(message)} for ${describe(subscription.request, true)}, but that subscription had already ended (${describe(subscription.ended, true)}). Send nothing on a subscription after its stream ends; acknowledge a listen request first, before anything else on it.`,
            });
            return;
          }
          if (subscription.honoured) return;
          const honoured = paramsOf(message)?.notifications;
          subscription.honoured = isPlainObject(honoured) ? honoured : {};
          const extra = Object.entries(subscription.honoured).filter(([flag, value]) =>
            flag === 'resourceSubscriptions'
              ? Array.isArray(value) && value.some((uri) => !asks(subscription.filter, flag, uri))
              : value === true && subscription.filter[flag] !== true,
          );
          if (extra.length > 0) {
            context.report({
              at: message,
              requirement: 'subscriptions.requested-types-only',
              message: `This is ${describe(message)} for ${describe(subscription.request, true)}: it acknowledges ${extra.map(([flag]) => flag).join(', ')}, which the listen filter did not ask for. Acknowledge only the subset of the filter the server honours; it MUST NOT send notification types the client did not request.`,
            });
          }
          return;
        }
        const flag = CHANGE_FLAGS[message.method];
        if (!flag) return;
        const subscription = subscriptionOf(message, `a ${message.method.slice('notifications/'.length)} notification`);
        if (!subscription) return;
        const on = describe(subscription.request, true);
        const uri = paramsOf(message)?.uri;
        const change = flag === 'resourceSubscriptions' ? `resources/updated for ${showId(uri)}` : flag;
        let problem: string | undefined;
        // The requirement the problem breaks, where one sentence says it (the coverage report files the finding under it).
        let requirement: string | undefined;
        if (stream && stream !== subscription.request) problem = `it came on the HTTP response stream of ${describe(stream, true)}, not on the listen stream of ${on} that its subscription id names. A response stream carries only notifications related to its request: send change notifications on the listen stream`;
        else if (subscription.ended) problem = `the subscription of ${on} had already ended (${describe(subscription.ended, true)}). Send nothing on a subscription after its stream ends`;
        else if (!subscription.honoured) {
          requirement = 'subscriptions.acknowledge-first';
          problem = `the server had not sent notifications/subscriptions/acknowledged for ${on} yet. The acknowledgement MUST come first on every subscription`;
        } else if (!asks(subscription.filter, flag, uri)) {
          requirement = 'subscriptions.requested-types-only';
          problem = `the listen filter of ${on} did not ask for ${change}. The server MUST NOT send notification types the client did not request`;
        } else if (!asks(subscription.honoured, flag, uri)) {
          requirement = 'subscriptions.requested-types-only';
          problem = `the acknowledgement of ${on} did not honour ${change}. Send only what the acknowledgement promised, or acknowledge it`;
        }
        if (problem) context.report({ at: message, requirement, message: `This is ${describe(message)}, but ${problem}.` });
      },
    };
  },
};
