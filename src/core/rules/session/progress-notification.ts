import type { Sender } from '../../capture/frame.js';
import type { Message, RequestId } from '../../message.js';
import { describe, specUrl } from '../../session/describe.js';
import { metaOf, other, paramsOf } from '../../session/tracker.js';
import { BoundedMap } from '../../session/bounded.js';
import type { MessageRef } from '../../session/view.js';
import type { Rule } from '../rule.js';

/**
 * A token a request carried: the request while it is pending; once answered, the answer's line
 * and what names the request in a finding (the state stays where it is and keeps no message, so
 * finishing a token costs no map operation and no object).
 */
interface TokenState {
  request: Message | undefined;
  /** The line of the request's answer; 0 while the request is pending. */
  answeredOnLine: number;
  /** The request once answered, as refOf() gave it, field by field. */
  method: string | undefined;
  id: RequestId | undefined;
  line: number;
  last: number | undefined;
}

const pendingToken = (message: Message): TokenState => ({ request: message, answeredOnLine: 0, method: undefined, id: undefined, line: 0, last: undefined });
/** The answered request of a finished token, as a MessageRef sent by `requester`. */
const finishedRequest = (state: TokenState, requester: Sender): MessageRef => ({ kind: 'request', method: state.method, id: state.id, sender: requester, line: state.line });

/** A progress token as the protocol compares them: a string or a number (`1` and `"1"` differ, as Map keys do). */
type Token = string | number;
const isToken = (token: unknown): token is Token => typeof token === 'string' || typeof token === 'number';
/** Tokens remembered per generation (at least this many finished ones tell "finished" from "never issued"). */
const MAX_FINISHED = 10_000;

export const progressNotification: Rule = {
  meta: {
    id: 'progress-invalid',
    family: 'progress',
    severity: 'error',
    revisions: 'all',
    summary: 'A progress notification for a token no request carried, for a request already answered, or whose progress does not increase.',
    why: 'Progress notifications MUST only reference tokens of active requests, MUST stop after the final response, and progress MUST increase with each notification. A peer drops stray progress and a UI that shows it goes backwards.',
    instead: 'Send progress only with the progressToken of a request you are still handling, with a strictly increasing progress value, and none after the response.',
    spec: specUrl('2025-11-25', 'basic/utilities/progress'),
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"_meta\":{\"progressToken\":\"t1\"}}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":5}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":3}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\",\"_meta\":{\"progressToken\":\"t1\"}}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":3}}\n< {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t1\",\"progress\":5}}",
    },
  },
  create(context) {
    // Tokens per requester: the side that sent the request with `_meta.progressToken`. Keyed by
    // the token itself, and found again from the request when it is answered: no key string and
    // no map keyed by message objects per request.
    // Pending and finished tokens, bounded like every per-id memory; a token still pending is never forgotten.
    const pending = (state: TokenState) => state.answeredOnLine === 0;
    const tokens: Record<Sender, BoundedMap<Token, TokenState>> = { client: new BoundedMap(MAX_FINISHED, pending), server: new BoundedMap(MAX_FINISHED, pending) };
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
            tokens[message.sender].set(token, pendingToken(message));
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
          if (context.revision === '2025-11-25' && message.kind === 'result' && typeof (message.value as { result?: { task?: unknown } }).result?.task === 'object') return;
          const state = tokens[request.sender].get(token);
          if (state && state.request === request) {
            state.request = undefined;
            state.answeredOnLine = message.frame.span.line;
            state.method = request.method;
            state.id = request.id;
            state.line = request.frame.span.line;
          }
          return;
        }
        if (message.method !== 'notifications/progress' || !message.sender) return;
        const params = paramsOf(message);
        const token = params?.progressToken;
        if (!params || !isToken(token)) return;
        const requester = other(message.sender);
        const state = tokens[requester].get(token);
        if (!state || state.answeredOnLine !== 0) {
          if (!state) {
            if (unknownCount < MAX_FINISHED) {
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
              message: `This is ${describe(message)} for token ${JSON.stringify(token)}, but ${describe(finishedRequest(state, requester), true)} that carried it was already answered on line ${state.answeredOnLine}. Progress must stop with the final response.`,
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
            message: `This is ${describe(message)} for token ${JSON.stringify(token)} with progress ${progress}, not more than the previous ${state.last}. Progress must increase with each notification, even when the total is unknown.`,
          });
        }
        state.last = Math.max(progress, state.last ?? progress);
      },
      end() {
        const session = context.session;
        // A fragment that starts mid-session (no initialize in a legacy capture) may carry progress for older requests.
        const fragment = !session.initializeRequest && (context.revision === undefined || context.revision !== '2026-07-28');
        const never = (['client', 'server'] as const).flatMap((requester) =>
          session.messagesFrom(requester) === 0 || fragment ? [] : [...unknown[requester]].flatMap(([token, messages]) => messages.map((message) => ({ message, token, requester }))),
        );
        never.sort((a, b) => a.message.frame.index - b.message.frame.index);
        for (const { message, token, requester } of never) {
          context.report({
            at: message,
            path: 'params.progressToken',
            message: `This is ${describe(message)} for token ${JSON.stringify(token)}, which no ${requester} request in this session carried in _meta.progressToken. Send progress only for tokens of requests you are handling.`,
          });
        }
      },
    };
  },
};
