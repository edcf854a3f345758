import type { Message, RequestId } from '../../message.js';
import { describe, MODERN, specUrl } from '../../session/describe.js';
import { onStdio } from '../../session/streams.js';
import { metaOf, paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

interface Open {
  request: Message;
  cancel?: Message;
  /** Whether a message about it was reported already (one finding per request). */
  reported?: boolean;
}

export const messageAfterCancelled: Rule = {
  meta: {
    id: 'message-after-cancelled',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28 stdio: the server sends a progress notification, a log message or the response for a request after the client cancelled it with notifications/cancelled.',
    why: 'In 2026-07-28 a server that receives notifications/cancelled for a request MUST NOT send further messages for it: no response, no progress, no log. (Up to 2025-11-25 a late response was a race the sender should ignore, not an error; this rule does not run there.) On stdio logs carry no request id, so a log counts only when the cancelled request is the only one in flight.',
    instead: 'Stop the request\'s work when the cancellation arrives and send nothing more for it: drop its pending progress and log notifications and its response.',
    spec: specUrl('2026-07-28', 'basic/patterns/cancellation'),
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n> {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}\n> {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** The client's unanswered requests (not listen streams), by id; cancelled ones stay until answered. */
    const open = new Map<RequestId, Open>();
    /** Progress tokens of the open requests that carry one. */
    const byToken = new Map<unknown, Open>();
    let cancelledOpen = 0;

    const report = (entry: Open, message: Message, what: string): void => {
      if (entry.reported) return;
      entry.reported = true;
      context.report({
        at: message,
        message: `This is ${describe(message)}, ${what} ${describe(entry.request, true)}, which the client had cancelled on line ${entry.cancel!.frame.span.line}. A 2026-07-28 server MUST NOT send further messages for a cancelled request: stop its work and send nothing more for it.`,
      });
    };

    const close = (key: RequestId): Open | undefined => {
      const entry = open.get(key);
      if (!entry) return undefined;
      open.delete(key);
      if (entry.cancel) cancelledOpen -= 1;
      const token = metaOf(entry.request)?.progressToken;
      if (token !== undefined && byToken.get(token) === entry) byToken.delete(token);
      return entry;
    };

    return {
      message(message) {
        if (!onStdio(message) || !context.session.interleavingKnown) return;
        if (message.sender === 'client') {
          if (message.kind === 'request' && message.id !== undefined && message.method !== 'subscriptions/listen') {
            const entry: Open = { request: message };
            open.set(message.id, entry);
            const token = metaOf(message)?.progressToken;
            if (token !== undefined) byToken.set(token, entry);
          } else if (message.kind === 'notification' && message.method === 'notifications/cancelled') {
            const id = paramsOf(message)?.requestId;
            const entry = typeof id === 'string' || typeof id === 'number' ? open.get(id) : undefined;
            if (entry && !entry.cancel) {
              entry.cancel = message;
              cancelledOpen += 1;
            }
          }
          return;
        }
        if (cancelledOpen === 0) {
          if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) close(message.id);
          return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.id !== undefined) {
          const entry = close(message.id);
          if (entry?.cancel) report(entry, message, 'the response to');
          return;
        }
        if (message.kind !== 'notification') return;
        if (message.method === 'notifications/progress') {
          const entry = byToken.get(paramsOf(message)?.progressToken);
          if (entry?.cancel) report(entry, message, 'a progress notification for');
        } else if (message.method === 'notifications/message' && open.size === 1) {
          const entry = open.values().next().value!;
          if (entry.cancel) report(entry, message, 'a log message sent while the only request in flight was');
        }
      },
    };
  },
};
