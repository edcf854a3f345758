import type { Sender } from '../../capture/frame.js';
import type { Message } from '../../message.js';
import { describe, refOf, specUrl } from '../../session/describe.js';
import { metaOf, other, paramsOf } from '../../session/tracker.js';
import { BoundedMap } from '../../session/bounded.js';
import type { MessageRef } from '../../session/view.js';
import type { Rule } from '../rule.js';

interface TokenState {
  request: Message;
  last?: number;
}

/** A token whose request was answered: compact references, not the messages (up to MAX_FINISHED are kept). */
interface FinishedToken {
  request: MessageRef;
  answeredOnLine: number;
}

const tokenKey = (token: unknown): string | undefined => (typeof token === 'number' ? `n:${token}` : typeof token === 'string' ? `s:${token}` : undefined);
/** Finished tokens remembered to tell "finished" from "never issued". */
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
    // Tokens per requester: the side that sent the request with `_meta.progressToken`.
    const tokens: Record<Sender, Map<string, TokenState>> = { client: new Map(), server: new Map() };
    const finished: Record<Sender, BoundedMap<string, FinishedToken>> = { client: new BoundedMap(MAX_FINISHED), server: new BoundedMap(MAX_FINISHED) };
    const byRequest = new Map<Message, string>();
    // Every token each side's requests carried, and progress for tokens not seen yet: judged at
    // the end, since HTTP traces may list a stream before the POST that opened it.
    const everIssued: Record<Sender, Set<string>> = { client: new Set(), server: new Set() };
    const unknown: { message: Message; key: string; requester: Sender; token: unknown }[] = [];
    return {
      message(message) {
        if (message.kind === 'request') {
          const key = tokenKey(metaOf(message)?.progressToken);
          if (key && message.sender) {
            tokens[message.sender].set(key, { request: message });
            everIssued[message.sender].add(key);
            byRequest.set(message, key);
          }
          return;
        }
        if ((message.kind === 'result' || message.kind === 'error') && message.answers) {
          const request = message.answers;
          const key = byRequest.get(request);
          if (key === undefined || !request.sender) return;
          byRequest.delete(request);
          // 2025-11-25 tasks: the token stays valid until the task ends.
          if (context.revision === '2025-11-25' && message.kind === 'result' && typeof (message.value as { result?: { task?: unknown } }).result?.task === 'object') return;
          const state = tokens[request.sender].get(key);
          if (state && state.request === request) {
            tokens[request.sender].delete(key);
            finished[request.sender].set(key, { request: refOf(request), answeredOnLine: message.frame.span.line });
          }
          return;
        }
        if (message.kind !== 'notification' || message.method !== 'notifications/progress' || !message.sender) return;
        const params = paramsOf(message);
        const key = tokenKey(params?.progressToken);
        if (!params || key === undefined) return;
        const requester = other(message.sender);
        const token = params.progressToken;
        const state = tokens[requester].get(key);
        if (!state) {
          const done = finished[requester].get(key);
          if (!done) {
            if (unknown.length < MAX_FINISHED) unknown.push({ message, key, requester, token });
          } else if (context.session.interleavingKnown) {
            context.report({
              at: message,
              severity: 'warning',
              path: 'params.progressToken',
              message: `This is ${describe(message)} for token ${JSON.stringify(token)}, but ${describe(done.request, true)} that carried it was already answered on line ${done.answeredOnLine}. Progress must stop with the final response.`,
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
        for (const { message, key, requester, token } of unknown) {
          if (everIssued[requester].has(key) || session.messagesFrom(requester) === 0 || fragment) continue;
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
