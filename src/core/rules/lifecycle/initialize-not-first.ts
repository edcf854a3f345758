import type { Message } from '../../message.js';
import { describe, LEGACY, specUrl } from '../../session/describe.js';
import type { Rule } from '../rule.js';

/** Messages remembered before initialize; a longer fragment is a capture that starts mid-session. */
const MAX_HELD = 50;

export const initializeNotFirst: Rule = {
  meta: {
    id: 'initialize-not-first',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'A request or notification sent before the client\'s initialize request (up to 2025-11-25).',
    why: 'The initialization phase MUST be the first interaction between client and server: before initialize the server knows neither the protocol version nor the client\'s capabilities, and conforming servers reject or drop anything else.',
    instead: 'Send initialize first, wait for its result, send notifications/initialized, then everything else.',
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
    return {
      // Only requests and notifications can come too early (a response answers something sent before it).
      kinds: ['request', 'notification'],
      message(message) {
        if (seenInitialize) return;
        if (message.kind === 'request' && message.method === 'initialize' && message.sender === 'client') {
          seenInitialize = true;
          for (const early of held) {
            // A ping is harmless and servers answer it at any time (the Go SDK's conformance suite
            // expects that): still out of order, but a warning, not an error.
            const ping = early.kind === 'request' && early.method === 'ping';
            context.report({
              at: early,
              severity: ping ? 'warning' : undefined,
              message: `This is ${describe(early)}, sent before ${describe(message, true)}. Initialization must be the first interaction: send initialize first${ping ? ' (pings are fine once initialize is sent, even before its result)' : ' and wait for its result'}.`,
            });
          }
          held.length = 0;
          return;
        }
        if (message.kind !== 'request' && message.kind !== 'notification') return;
        // The two sides' relative order is unknown in section-ordered captures.
        if (message.sender === 'server' && !context.session.interleavingKnown) return;
        if (held.length < MAX_HELD) held.push(message);
      },
    };
  },
};
