import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { paramsOf } from '../../session/tracker.js';

/** Teardowns held until their result comes; a session tearing down more is judged on the first ones. */
const MAX_HELD = 10_000;

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const SUB = '"_meta":{"io.modelcontextprotocol/subscriptionId":2}';
const TEARDOWN =
  '> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{' + META + '}}\n' +
  '< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","supportedVersions":["2026-07-28"],"capabilities":{"tools":{"listChanged":true}}}}\n' +
  '> {"jsonrpc":"2.0","id":2,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},' + META + '}}\n' +
  '< {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},' + SUB + '}}\n' +
  '< {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"Server is shutting down",' + SUB + '}}';

/** The id key of a request id, with its JSON type (`1` and `"1"` are different requests). */
const idKey = (id: unknown): string | undefined => (typeof id === 'string' || typeof id === 'number' ? JSON.stringify(id) : undefined);

export const listenEndedWithoutResult: Rule = {
  meta: {
    id: 'listen-ended-without-result',
    family: 'session',
    severity: 'warning',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 server that tears down a subscription (its own `notifications/cancelled` for the `subscriptions/listen` request) and never answers the listen request with its result.',
    why: 'The result is what tells the client the subscription ended gracefully, not by a dropped transport: without it the listen request stays open in the client, which cannot tell an orderly shutdown from a failure and whether to listen again.',
    instead: 'When the server ends a subscription on its own, answer the `subscriptions/listen` request with `{"resultType":"complete","_meta":{"io.modelcontextprotocol/subscriptionId":<id>}}` before closing the stream.',
    spec: specUrl('2026-07-28', 'basic/patterns/subscriptions#graceful-closure'),
    requirements: ['subscriptions.graceful-closure'],
    examples: {
      bad: TEARDOWN,
      good: `${TEARDOWN}\n< {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete",${SUB}}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** The open listen requests of the client, by id key; then the server's teardown of each. */
    const listening = new Set<string>();
    const tornDown = new Map<string, Message>();
    return {
      methods: ['subscriptions/listen', 'notifications/cancelled'],
      message(message) {
        if (message.kind === 'request' && message.sender === 'client') {
          const key = idKey(message.id);
          if (key !== undefined && listening.size < MAX_HELD) listening.add(key);
          return;
        }
        if (message.kind === 'notification' && message.sender === 'server') {
          const key = idKey(paramsOf(message)?.requestId);
          if (key !== undefined && listening.has(key) && !tornDown.has(key)) tornDown.set(key, message);
          return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.sender === 'server' && message.answers?.method === 'subscriptions/listen') {
          const key = idKey(message.answers.id);
          if (key === undefined) return;
          listening.delete(key);
          tornDown.delete(key);
        }
      },
      end() {
        for (const [key, cancel] of tornDown) {
          const reason = paramsOf(cancel)?.reason;
          context.report({
            at: cancel,
            message: () =>
              `This is ${describe(cancel)}, tearing down the subscriptions/listen request ${key}${typeof reason === 'string' ? ` ("${reason}")` : ''}, which the server never answered. When the server ends a subscription on its own initiative, it SHOULD answer the listen request with a completion result before closing the stream, so the client knows it ended gracefully.`,
          });
        }
      },
    };
  },
};
