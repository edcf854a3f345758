import type { Frame, Sender } from '../../capture/frame.js';
import { describe } from '../../session/describe.js';
import type { UnansweredRequest } from '../../session/view.js';
import { MAX_PENDING_REQUESTS } from '../../session/tracker.js';
import type { Rule } from '../rule.js';
import { isEraProbe } from '../../session/revision.js';

/** Unparsed frames remembered as possible answers; a capture with more is hardly a session. */
const MAX_UNREADABLE_FRAMES = 1000;

export const requestUnanswered: Rule = {
  meta: {
    id: 'request-unanswered',
    family: 'session',
    severity: 'warning',
    revisions: 'all',
    summary: 'A request that never got a response although the other side kept talking afterwards: an error when the peer answered later requests (it skipped this one), a warning when it answered nothing sent after it (the capture may have been cut).',
    why: 'Every request must be answered with a result or an error. A handler that hangs or throws without replying leaves the requester waiting until its timeout, the most expensive MCP bug to find. The evidence sets the severity: when the peer answered requests sent after this one, it skipped it, which breaks the JSON-RPC rule "the Server MUST reply" (an error, naming the later request that was answered); when the peer spoke but answered nothing sent after it, the request may just have been in flight when the capture was cut (a warning). Requests cancelled with notifications/cancelled, requests the peer said nothing after, and requests whose answer came in a form that cannot pair (the id in another type, no id, neither result nor error: response-unpaired, response-without-id and unrecognized-message report those) are not reported. A request refused at the HTTP layer (an error status whose JSON-RPC error body has no id, such as a 400 for a bad session or a 404 for an expired one) counts as answered by that error. The session tracks at most 10,000 pending requests at once (both sides together): past that the oldest are dropped from tracking, and one finding counts them with their first and last line (their late answers are not reported as unpaired). Over 2026-07-28 Streamable HTTP the client cancels a request by closing its response stream, which a transcript does not show: there an unanswered request is most likely cancelled, and the finding is only info.',
    instead: 'Answer every request, with a JSON-RPC error when the handler fails; if the capture was cut short on purpose, record it to the end or keep this finding in the expectation file.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#responses',
    requirements: ['lifecycle.server-answers-initialize', 'http.sse-carries-response', 'ping.respond-empty'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n> {"jsonrpc":"2.0","id":2,"method":"prompts/list"}\n< {"jsonrpc":"2.0","id":2,"result":{"prompts":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    },
  },
  create(context) {
    // Frames that did not parse, in file order: a skipped request's answer may be one of them.
    const unreadable: Frame[] = [];
    return {
      frames: 'unparsed',
      frame(frame) {
        if (unreadable.length < MAX_UNREADABLE_FRAMES) unreadable.push(frame);
      },
      end() {
        // First: past MAX_FINDINGS_PER_RULE the engine only counts findings, and this one must be listed.
        const dropped = context.session.dropped();
        if (dropped) {
          const later = dropped.answeredLater > 0 ? ` (${dropped.answeredLater} response${dropped.answeredLater === 1 ? '' : 's'} came later for some of them)` : '';
          context.report({
            line: dropped.firstLine,
            message: `${dropped.count} request${dropped.count === 1 ? ' was' : 's were'} still unanswered when more than ${MAX_PENDING_REQUESTS} requests of this session were waiting for an answer at once, from this line to line ${dropped.lastLine}: the oldest were dropped from tracking${later}, so they are counted here, not listed one by one. No real session keeps that many requests in flight: answer every request with a result or a JSON-RPC error.`,
          });
        }
        // Requests in flight when the capture ended share one cause (the end): one finding per side, at the first.
        const inFlight: Partial<Record<Sender, UnansweredRequest[]>> = {};
        for (const open of context.session.unanswered()) {
          if (open.cancelled || !open.peerSpokeAfter) continue;
          if (open.request.method?.startsWith('notifications/')) continue; // a notification sent with an id: the envelope rules say so
          if (open.request.method === 'subscriptions/listen') continue; // a listen stream stays open until one side ends it
          // A legacy server may leave a dual-era client's server/discover probe unanswered (2026-07-28 stdio backward compatibility).
          if (isEraProbe(open.request, context.session, context.model)) continue;
          // Answered, but in a form that cannot pair (the id in another type, no id, no result member):
          // response-unpaired, response-without-id or unrecognized-message reports the root cause.
          if (open.unpairableAnswer || open.idlessResponseAfter) continue;
          const request = capitalize(describe(open.request));
          const peer = open.request.sender === 'server' ? 'client' : 'server';
          if (context.model?.httpCancelsByClosingStream && open.request.frame.transport?.kind === 'http') {
            context.report({
              at: open.request,
              severity: 'info',
              message: `${request} got no response in this transcript, although the ${peer} sent messages after it. Over 2026-07-28 Streamable HTTP the client cancels a request by closing its response stream, which the transcript does not record, so it was most likely cancelled; if it was not, the server never answered it. Keep this in the expectation file when the cancellation is intended.`,
            });
            continue;
          }
          if (open.skippedFor) {
            const request = open.request;
            const maybeAnswer = unreadable.find((frame) => frame.index > request.frame.index && (frame.sender === undefined || frame.sender === peer));
            if (maybeAnswer) {
              // Its answer may be the frame the capture garbled: the skip is not proven.
              context.report({
                at: request,
                message: `${capitalize(describe(request))} has no response this capture shows, although the ${peer} answered ${describe(open.skippedFor, true)}, sent after it; the frame on line ${maybeAnswer.span.line} could not be read and may be its answer. Fix the capture (or the output mixed into it), or answer every request with a result or a JSON-RPC error.`,
              });
              continue;
            }
            // The peer went on answering what came after it: it skipped this request (JSON-RPC: the Server MUST reply).
            context.report({
              at: open.request,
              severity: 'error',
              message: `${capitalize(describe(request))} was skipped: it never got a response, although the ${peer} answered ${describe(open.skippedFor, true)}, sent after it. Every request must get a result or a JSON-RPC error; a handler that fails must still answer.`,
            });
            continue;
          }
          (inFlight[open.request.sender!] ??= []).push(open);
        }
        for (const side of ['client', 'server'] as const) {
          const list = inFlight[side];
          if (!list) continue;
          const [open, ...rest] = list;
          const peer = side === 'server' ? 'client' : 'server';
          const last = rest.at(-1);
          const others = last ? ` and ${rest.length.toLocaleString('en-US')} later request${rest.length === 1 ? '' : 's'} of the ${side} (up to ${describe(last.request, true)})` : '';
          context.report({
            at: open.request,
            message: `${capitalize(describe(open.request))}${others} ${last ? 'were' : 'was'} still waiting for a response when the capture ended: the ${peer} sent messages after it (${open.messagesAfter} message${open.messagesAfter === 1 ? '' : 's'} of the session followed it) but answered nothing sent after it, so the capture may have been cut while ${last ? 'they were' : 'it was'} in flight. If the capture stops early on purpose, keep this in the expectation file; if not, the ${peer} never answered ${last ? 'them' : 'it'}.`,
          });
        }
      },
    };
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
