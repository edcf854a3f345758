import type { Message } from '../../message.js';
import { describe, LEGACY, specUrl } from '../../session/describe.js';
import { isEraProbe } from '../../session/revision.js';
import type { Rule } from '../rule.js';

/** Messages remembered before initialize; a longer fragment is a capture that starts mid-session. */
const MAX_HELD = 50;

/** HTTP headers a client sends only once a session was initialized: their presence shows a capture that starts mid-session. */
const AFTER_INITIALIZE_HEADERS = ['mcp-session-id', 'mcp-protocol-version'];

export const initializeNotFirst: Rule = {
  meta: {
    id: 'initialize-not-first',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'A request or notification sent before the client\'s initialize request, or a client that sends requests and no initialize at all (up to 2025-11-25).',
    why: 'The initialization phase MUST be the first interaction between client and server, and the client MUST begin it with an initialize request: before initialize the server knows neither the protocol version nor the client\'s capabilities, and conforming servers reject or drop anything else. A session whose client sends requests and no initialize at all is reported once, at its first request: an error when another session of the same capture negotiated (the recording holds the sessions\' starts), a warning when the revision is only pinned (the capture may be a fragment cut after its initialize). It is not reported when the capture shows it starts mid-session (a first message that answers a request it does not hold, the client\'s notifications/initialized, an Mcp-Session-Id or MCP-Protocol-Version header, sent only after initialization), nor for a capture that names no revision (a fragment, judged against every revision). A dual-era client\'s server/discover probe before initialize (2026-07-28 backward compatibility) is not out of order.',
    instead: 'Send initialize first, wait for its result, send notifications/initialized, then everything else. For a capture cut from the middle of a session, record it from the start, or keep the finding in its expectation file.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    requirements: ['lifecycle.initialize-first', 'lifecycle.client-sends-initialize'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
    },
  },
  create(context) {
    // Each early message is its own finding (independent verdicts count them one by one); at most
    // MAX_HELD are held, so a capture that starts mid-session does not give one per message.
    const held: Message[] = [];
    let seenInitialize = false;
    let seenAny = false;
    /** What shows the capture starts mid-session, so a missing initialize is the cut, not the client. */
    let fragment = context.session.revisionSource === 'none' || context.session.revisionSource === 'header';
    /** The client's first request other than a ping or the era probe, and how many more followed. */
    let firstRequest: Message | undefined;
    let laterRequests = 0;
    return {
      message(message) {
        if (seenInitialize) return;
        if (!seenAny) {
          seenAny = true;
          // A first message that answers something: the request it answers is outside the capture.
          if (message.kind === 'result' || message.kind === 'error') fragment = true;
        }
        if (message.kind !== 'request' && message.kind !== 'notification') return;
        if (message.kind === 'request' && message.method === 'initialize' && message.sender === 'client') {
          seenInitialize = true;
          for (const early of held) {
            // A ping is harmless and servers answer it at any time (the Go SDK's conformance suite
            // expects that): still out of order, but a warning, not an error.
            const ping = early.kind === 'request' && early.method === 'ping';
            context.report({
              at: early,
              severity: ping ? 'warning' : undefined,
              requirement: 'lifecycle.initialize-first',
              message: `This is ${describe(early)}, sent before ${describe(message, true)}. Initialization must be the first interaction: send initialize first${ping ? ' (pings are fine once initialize is sent, even before its result)' : ' and wait for its result'}.`,
            });
          }
          held.length = 0;
          return;
        }
        if (message.sender === 'client') {
          const headers = message.frame.transport?.headers;
          if (message.method === 'notifications/initialized' || (headers && AFTER_INITIALIZE_HEADERS.some((name) => headers[name] !== undefined))) fragment = true;
        }
        // The era probe is what a dual-era client sends before it falls back to initialize.
        if (isEraProbe(message, context.session, context.model)) return;
        if (message.sender === 'client' && message.kind === 'request' && message.method !== 'ping') {
          if (firstRequest) laterRequests += 1;
          else firstRequest = message;
        }
        // The two sides' relative order is unknown in section-ordered captures.
        if (message.sender === 'server' && !context.session.interleavingKnown) return;
        if (held.length < MAX_HELD) held.push(message);
      },
      end() {
        if (seenInitialize || fragment || !firstRequest) return;
        const first = firstRequest;
        const later = laterRequests;
        // Pinned, a capture without any initialize may still be a fragment cut after it: a warning. Held to the
        // revision another session of the file negotiated, the recording holds the sessions' starts: an error.
        const pinned = context.session.revisionSource === 'pinned';
        context.report({
          at: first,
          severity: pinned ? 'warning' : undefined,
          requirement: 'lifecycle.client-sends-initialize',
          message: () =>
            `This is ${describe(first)}, and the client sends no initialize request at all${later > 0 ? ` (nor before its ${later.toLocaleString('en-US')} later request${later === 1 ? '' : 's'})` : ''}. ` +
            `Under ${context.revision} the client MUST begin with initialize, and initialization MUST be the first interaction: a conforming server rejects or drops requests of a session that was never initialized. ` +
            (pinned
              ? 'Nothing in the capture says whether it was cut from the middle of a session: if it was, record it from the start, or keep this warning in its expectation file.'
              : 'Another session of this capture was initialized, so the recording holds the sessions\' starts.'),
        });
      },
    };
  },
};
