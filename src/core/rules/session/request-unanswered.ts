import { describe } from '../../session/describe.js';
import type { Rule } from '../rule.js';

export const requestUnanswered: Rule = {
  meta: {
    id: 'request-unanswered',
    family: 'session',
    severity: 'warning',
    revisions: 'all',
    summary: 'A request that never got a response although the other side kept talking afterwards.',
    why: 'Every request must be answered with a result or an error. A handler that hangs or throws without replying leaves the requester waiting until its timeout, the most expensive MCP bug to find. Requests cancelled with notifications/cancelled, and requests left open because the capture or the transport ended right after them, are not reported. Over 2026-07-28 Streamable HTTP the client cancels a request by closing its response stream, which a transcript does not show: there an unanswered request is most likely cancelled, and the finding is only info.',
    instead: 'Answer every request, with a JSON-RPC error when the handler fails; if the capture was cut short on purpose, record it to the end or keep this finding in the expectation file.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#responses',
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n> {"jsonrpc":"2.0","id":2,"method":"prompts/list"}\n< {"jsonrpc":"2.0","id":2,"result":{"prompts":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    },
  },
  create(context) {
    return {
      end() {
        for (const open of context.session.unanswered()) {
          if (open.cancelled || !open.peerSpokeAfter) continue;
          if (open.request.method?.startsWith('notifications/')) continue; // a notification sent with an id: the envelope rules say so
          if (open.request.method === 'subscriptions/listen') continue; // a listen stream stays open until one side ends it
          const peer = open.request.sender === 'server' ? 'client' : 'server';
          if (context.revision === '2026-07-28' && open.request.frame.transport?.kind === 'http') {
            context.report({
              at: open.request,
              severity: 'info',
              message: `${capitalize(describe(open.request))} got no response in this transcript, although the ${peer} sent messages after it. Over 2026-07-28 Streamable HTTP the client cancels a request by closing its response stream, which the transcript does not record, so it was most likely cancelled; if it was not, the server never answered it. Keep this in the expectation file when the cancellation is intended.`,
            });
            continue;
          }
          context.report({
            at: open.request,
            message: `${capitalize(describe(open.request))} was never answered, although the ${peer} sent messages after it (${open.messagesAfter} message${open.messagesAfter === 1 ? '' : 's'} of the session followed it). Answer every request with a result or a JSON-RPC error; if the capture stops early on purpose, keep this in the expectation file.`,
          });
        }
      },
    };
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
