import { formatId, type Message, type RequestId } from '../../message.js';
import { BoundedMap } from '../../session/bounded.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN, refOf } from '../../session/describe.js';
import { paramsOf } from '../../session/tracker.js';
import type { MessageRef } from '../../session/view.js';
import type { Rule } from '../rule.js';

const LISTEN = 'subscriptions/listen';
const CANCELLED = 'notifications/cancelled';

/** A client's listen request and how its subscription ended, as far as the server's side goes (references, not messages). */
interface Listen {
  request: MessageRef;
  /** The server's result or error to it, or its own notifications/cancelled for it (the first). */
  endedByServer?: MessageRef;
}

/** Listen requests remembered per session; a session that opens more forgets the oldest. */
const LISTEN_LIMIT = 10_000;

export const serverCancelledInvalid: Rule = {
  meta: {
    id: 'server-cancelled-invalid',
    family: 'progress',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a server\'s notifications/cancelled that does not tear down a subscriptions/listen stream: its requestId names another request of the client or none at all (error), or a listen stream the server had already ended with its result or a cancellation of its own (warning).',
    why: 'In 2026-07-28 only the client cancels requests. A server MUST send notifications/cancelled referencing a subscriptions/listen request id when it tears that subscription stream down, and MUST NOT send it for any other purpose: server-sent cancellations MUST reference a subscriptions/listen request. A server that "cancels" the client\'s tools/call tells the client nothing it can act on: the call still waits for its response, since only a response ends a request of the client. A cancellation naming an id the client never sent (often the right id with the wrong JSON type, "1" for 1) ends no subscription, so the client keeps a dead stream open. Every cancellation MUST only reference a request still in progress: once the server answered the listen request, or cancelled it already, the subscription is over, and a further cancellation for it is noise a client must ignore. A listen result after the server\'s own cancellation is not reported: the subscriptions page asks the server to end a subscription with that result, so cancellation then result satisfies both pages. Nor is a listen stream ended by its result alone, with no cancellation: the cancellation page says the server MUST send one when it tears a stream down, the subscriptions page only that it SHOULD end the stream with that result, the schema limits server cancellations to stdio, and the official v2 server ends streams with the result alone; until the spec reconciles its pages, either ending passes. Notifications on a subscription after its teardown are subscription-notification-invalid\'s findings; a response to a request the client cancelled is message-after-cancelled\'s.',
    instead: 'Send notifications/cancelled from the server only to end a subscription: its requestId is the id of the client\'s subscriptions/listen request, with the same JSON type, sent once, before the listen result if you send one. To stop a request of the client, answer it (with a JSON-RPC error if it failed).',
    spec: specUrl('2026-07-28', 'basic/patterns/cancellation'),
    requirements: ['cancellation.server-cancels-nothing-else', 'cancellation.server-references-listen', 'cancellation.server-cancels-listen-on-teardown', 'subscriptions.server-teardown'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"shutting down"}}',
      good: '> {"jsonrpc":"2.0","id":"l1","method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}\n< {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"l1","reason":"shutting down"}}\n< {"jsonrpc":"2.0","id":"l1","result":{"resultType":"complete","_meta":{"io.modelcontextprotocol/subscriptionId":"l1"}}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const listens = new BoundedMap<RequestId, Listen>(LISTEN_LIMIT);

    /** The listen request whose id differs from `id` only in JSON type (`"1"` for `1`), for the finding's hint. */
    const nearMiss = (id: RequestId): Listen | undefined => {
      const twin = typeof id === 'number' ? String(id) : /^-?\d+$/.test(id) ? Number(id) : undefined;
      return twin === undefined ? undefined : listens.get(twin);
    };

    const judge = (message: Message, requestId: RequestId): void => {
      const pending = context.session.pending('client', requestId);
      let listen = listens.get(requestId);
      if (!listen && pending?.method === LISTEN) {
        // A listen request this rule forgot (a session with very many): still open, so this is its teardown.
        listen = { request: refOf(pending) };
        listens.set(requestId, listen);
      }
      if (listen) {
        const ended = listen.endedByServer;
        if (!ended) {
          listen.endedByServer = refOf(message);
          return;
        }
        const how = `had ${ended.kind === 'notification' ? 'cancelled' : 'ended'} it already with ${describe(ended, true).replace("the server's ", 'its ')}`;
        context.report({
          at: message,
          path: 'params.requestId',
          severity: 'warning',
          requirement: 'cancellation.server-references-listen',
          message: `This is ${describe(message)} for ${describe(listen.request, true)}, but the server ${how}, so the subscription was no longer in progress. A cancellation MUST only reference a request still in progress: tear a subscription down once, with notifications/cancelled before the listen result.`,
        });
        return;
      }
      let what: string;
      if (pending) what = `names ${describe(pending, true)}, which is not a ${LISTEN} request`;
      else if (context.session.idUsed('client', requestId)) what = `names the client's request with id ${formatId(requestId)} (answered already), not a ${LISTEN} request`;
      else {
        const miss = nearMiss(requestId);
        what = miss
          ? `names id ${formatId(requestId)}, which is no request of the client: did you mean ${describe(miss.request, true)}? The id's JSON type counts`
          : `names id ${formatId(requestId)}, which is no request of the client`;
      }
      context.report({
        at: message,
        path: 'params.requestId',
        requirement: 'cancellation.server-cancels-nothing-else',
        message: `This is ${describe(message)}: its requestId ${what}. A 2026-07-28 server sends notifications/cancelled only to tear down a ${LISTEN} stream, with the listen request's exact id, and MUST NOT send it for any other purpose; to stop a request of the client, answer it (with a JSON-RPC error if it failed).`,
      });
    };

    return {
      kinds: ['request', 'notification', 'result', 'error'],
      message(message) {
        switch (message.kind) {
          case 'request':
            if (message.method !== LISTEN || message.sender !== 'client' || message.id === undefined) return;
            listens.set(message.id, { request: refOf(message) });
            return;
          case 'notification': {
            if (message.method !== CANCELLED || message.sender !== 'server') return;
            // A capture of the server's side only (or one that starts mid-stream) does not hold the requests.
            if (context.session.messagesFrom('client') === 0) return;
            const requestId = paramsOf(message)?.requestId;
            // A missing or ill-typed requestId is params-shape's finding.
            if (typeof requestId !== 'string' && typeof requestId !== 'number') return;
            judge(message, requestId);
            return;
          }
          default: {
            if (listens.size === 0 || message.sender !== 'server') return;
            const request = message.answers;
            if (request?.method !== LISTEN || request.id === undefined) return;
            const listen = listens.get(request.id);
            if (listen && listen.request.line === request.frame.span.line) listen.endedByServer ??= refOf(message);
          }
        }
      },
    };
  },
};
