import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { LEGACY, LOG_LEVELS } from '../../session/describe.js';
import { paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const SET_LEVEL = 'logging/setLevel';

/** The minimum level the server accepted last, and the request that set it. */
interface LevelSet {
  level: string;
  rank: number;
  request: Message;
}

export const logBelowSetLevel: Rule = {
  meta: {
    id: 'log-below-set-level',
    family: 'session',
    severity: 'warning',
    revisions: LEGACY,
    summary: 'Up to 2025-11-25: a notifications/message less severe than the minimum level the client set with logging/setLevel.',
    why: 'Up to 2025-11-25 a client configures the minimum log level of the session with logging/setLevel, and the server should then send all logs at this level and higher (more severe), ordered as RFC 5424 orders them: debug < info < notice < warning < error < critical < alert < emergency. A server that keeps sending debug output after the client asked for warning floods the client\'s log view (and a model\'s context, where clients forward logs) with what the user switched off. The level holds for the session from the server\'s answer to logging/setLevel (a log written before that answer may have crossed it) until the next successful logging/setLevel; one the server refused with an error changes nothing. Before any logging/setLevel (and after a new initialize, which starts another session) the server may decide which messages to send, so nothing is judged. (2026-07-28 has no logging/setLevel: there each request sets its level, and log-level-not-requested judges it.)',
    instead: 'Filter log notifications by the level the client last set: after logging/setLevel send only that level and the more severe ones. The client lowers the level with another logging/setLevel when it wants more.',
    spec: specUrl('2025-11-25', 'server/utilities/logging'),
    requirements: [],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{"level":"warning"}}\n< {"jsonrpc":"2.0","id":2,"result":{}}\n< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"cache warmed"}}',
      good: '> {"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{"level":"warning"}}\n< {"jsonrpc":"2.0","id":2,"result":{}}\n< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"error","data":"cache unreachable"}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    let current: LevelSet | undefined;
    return {
      kinds: ['request', 'result', 'notification'],
      methods: ['initialize', 'logging/setLevel', 'notifications/message'],
      message(message) {
        if (message.kind === 'request') {
          // A new handshake is a new session to the server (an HTTP capture may hold several): no level yet.
          if (message.method === 'initialize' && message.sender === 'client') current = undefined;
          return;
        }
        if (message.kind === 'result') {
          const request = message.answers;
          if (request?.method !== SET_LEVEL || message.sender !== 'server') return;
          const level = paramsOf(request)?.level;
          const rank = typeof level === 'string' ? LOG_LEVELS.indexOf(level) : -1;
          // An unknown level name is params-shape's finding; the level the server went on with is unknown.
          current = rank < 0 ? undefined : { level: level as string, rank, request };
          return;
        }
        if (message.method !== 'notifications/message' || !current || message.sender !== 'server') return;
        const level = paramsOf(message)?.level;
        if (typeof level !== 'string') return; // a level that is no string: the shape rules say so
        const rank = LOG_LEVELS.indexOf(level);
        if (rank < 0 || rank >= current.rank) return; // unknown level names: the shape rules say so
        context.report({
          at: message,
          path: 'params.level',
          message: `This is ${describe(message)} at level "${level}", below "${current.level}", the minimum level set by ${describe(current.request, true)}. After logging/setLevel the server should send only messages at that level or more severe (${LOG_LEVELS.slice(current.rank).join(', ')}): drop the "${level}" ones, or let the client lower the level with another logging/setLevel.`,
        });
      },
    };
  },
};
