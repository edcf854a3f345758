import type { Sender } from '../../capture/frame.js';
import { formatId, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { metaOf, other, paramsOf } from '../../session/tracker.js';
import { FinishedTokens, type FinishedToken, type Token } from '../../session/finished-tokens.js';
import type { MessageRef } from '../../session/view.js';
import type { Rule } from '../rule.js';

/** A pending token: the request that carried it, and the last progress reported for it. */
interface PendingToken {
  request: Message;
  last: number | undefined;
}

/** The answered request of a finished token, as a MessageRef sent by `requester`. */
const finishedRequest = (done: FinishedToken, requester: Sender): MessageRef => ({ kind: 'request', method: done.method, id: done.id, sender: requester, line: done.line });

const isToken = (token: unknown): token is Token => typeof token === 'string' || typeof token === 'number';
/** Finished tokens remembered per side (the most recent ones), to tell "finished" from "never issued". */
const MAX_FINISHED = 16_384;
/** Progress notifications held for tokens not seen yet (judged at the end). */
const MAX_UNKNOWN = 10_000;

export const progressInvalid: Rule = {
  meta: {
    id: 'progress-invalid',
    family: 'progress',
    severity: 'error',
    revisions: 'all',
    summary: 'A progress notification for a token no request carried, for a request already answered, or whose progress does not increase.',
    why: 'Progress notifications MUST only reference tokens of active requests, MUST stop after the final response, and progress MUST increase with each notification. A peer drops stray progress and a UI that shows it goes backwards.',
    instead: 'Send progress only with the progressToken of a request you are still handling, with a strictly increasing progress value, and none after the response.',
    spec: specUrl('2025-11-25', 'basic/utilities/progress'),
    requirements: ['progress.value-increases', 'progress.active-tokens-only', 'progress.stops-after-completion'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"_meta\":{\"progressToken\":\"t1\"}}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":5}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":3}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"_meta\":{\"progressToken\":\"t1\"}}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":3}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":5}}",
    },
  },
  create(context) {
    // Tokens per requester: the side that sent the request with `_meta.progressToken`. A pending
    // token lives in a small map (requests in flight: few at a time, and its entry dies young);
    // once its request is answered it moves to a ring of finished tokens, with no map write.
    const pending: Record<Sender, Map<Token, PendingToken>> = { client: new Map(), server: new Map() };
    const finished: Record<Sender, FinishedTokens> = { client: new FinishedTokens(MAX_FINISHED), server: new FinishedTokens(MAX_FINISHED) };
    // Progress for tokens no request had carried yet, judged at the end: HTTP traces may list a
    // stream before the POST that opened it, so a later request with the token clears them.
    const unknown: Record<Sender, Map<Token, Message[]>> = { client: new Map(), server: new Map() };
    let unknownCount = 0;
    return {
      kinds: ['request', 'result', 'error', 'notification'],
      message(message) {
        if (message.kind === 'request') {
          const token = metaOf(message)?.progressToken;
          if (isToken(token) && message.sender) {
            pending[message.sender].set(token, { request: message, last: undefined });
            if (unknownCount > 0) unknown[message.sender].delete(token);
          }
          return;
        }
        if (message.kind !== 'notification') {
          const request = message.answers;
          if (!request || !request.sender) return;
          const token = metaOf(request)?.progressToken;
          if (!isToken(token)) return;
          // 2025-11-25 tasks: the token stays valid until the task ends.
          if (context.model?.tasks && message.kind === 'result' && typeof (message.value as { result?: { task?: unknown } }).result?.task === 'object') return;
          const open = pending[request.sender];
          const state = open.get(token);
          if (state && state.request === request) {
            open.delete(token);
            finished[request.sender].add(token, request.method, request.id, request.frame.span.line, message.frame.span.line);
          }
          return;
        }
        if (message.method !== 'notifications/progress' || !message.sender) return;
        const params = paramsOf(message);
        const token = params?.progressToken;
        if (!params || !isToken(token)) return;
        const requester = other(message.sender);
        const state = pending[requester].get(token);
        if (!state) {
          const done = finished[requester].find(token);
          if (!done) {
            if (unknownCount < MAX_UNKNOWN) {
              const waiting = unknown[requester].get(token);
              if (waiting) waiting.push(message);
              else unknown[requester].set(token, [message]);
              unknownCount += 1;
            }
          } else if (context.session.interleavingKnown) {
            context.report({
              at: message,
              severity: 'warning',
              path: 'params.progressToken',
              requirement: 'progress.stops-after-completion',
              message: `This is ${describe(message)} for token ${JSON.stringify(token)}, but ${describe(finishedRequest(done, requester), true)} that carried it was already answered: its response (id ${formatId(done.id)}) is on line ${done.answeredOnLine}. Progress must stop with the final response.`,
            });
          }
          return;
        }
        const progress = params.progress;
        if (typeof progress !== 'number') return;
        if (state.last !== undefined && progress <= state.last) {
          context.report({
            at: message,
            path: 'params.progress',
            requirement: 'progress.value-increases',
            message: `This is ${describe(message)} for token ${JSON.stringify(token)} with progress ${progress}, not more than the previous ${state.last}. Progress must increase with each notification, even when the total is unknown.`,
          });
        }
        state.last = Math.max(progress, state.last ?? progress);
      },
      end() {
        const session = context.session;
        // A fragment that starts mid-session (no initialize in a legacy capture) may carry progress for older requests.
        const fragment = !session.initializeRequest && !context.model?.stateless;
        const never = (['client', 'server'] as const).flatMap((requester) =>
          session.messagesFrom(requester) === 0 || fragment ? [] : [...unknown[requester]].flatMap(([token, messages]) => messages.map((message) => ({ message, token, requester }))),
        );
        never.sort((a, b) => a.message.frame.index - b.message.frame.index);
        for (const { message, token, requester } of never) {
          context.report({
            at: message,
            path: 'params.progressToken',
            requirement: 'progress.active-tokens-only',
            message: `This is ${describe(message)} for token ${JSON.stringify(token)}, which no ${requester} request in this session carried in _meta.progressToken. Send progress only for tokens of requests you are handling.`,
          });
        }
      },
    };
  },
};
