import { describe } from '../../session/describe.js';
import { MAX_PENDING_REQUESTS } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const requestUnanswered: Rule = {
  meta: {
    id: 'request-unanswered',
    family: 'session',
    severity: 'warning',
    revisions: 'all',
    summary: 'A request that never got a response although the other side kept talking afterwards.',
    why: 'Every request must be answered with a result or an error. A handler that hangs or throws without replying leaves the requester waiting until its timeout, the most expensive MCP bug to find. Requests cancelled with notifications/cancelled, and requests left open because the capture or the transport ended right after them, are not reported. The session tracks at most 50,000 pending requests at once (both sides together): past that the oldest are dropped from tracking, and one finding counts them with their first and last line (their late answers are not reported as unpaired). Over 2026-07-28 Streamable HTTP the client cancels a request by closing its response stream, which a transcript does not show: there an unanswered request is most likely cancelled, and the finding is only info.',
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
        // First: past MAX_FINDINGS_PER_RULE the engine only counts findings, and this one must be listed.
        const dropped = context.session.dropped();
        if (dropped) {
          const later = dropped.answeredLater > 0 ? ` (${dropped.answeredLater} response${dropped.answeredLater === 1 ? '' : 's'} came later for some of them)` : '';
          context.report({
            line: dropped.firstLine,
            message: `${dropped.count} request${dropped.count === 1 ? ' was' : 's were'} still unanswered when more than ${MAX_PENDING_REQUESTS} requests of this session were waiting for an answer at once, from line ${dropped.firstLine} to line ${dropped.lastLine}: the oldest were dropped from tracking${later}, so they are counted here, not listed one by one. No real session keeps that many requests in flight: answer every request with a result or a JSON-RPC error.`,
          });
        }
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
