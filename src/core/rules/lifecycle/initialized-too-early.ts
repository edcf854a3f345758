import { describe, LEGACY, specUrl } from '../../session/describe.js';
import type { Rule } from '../rule.js';

export const initializedTooEarly: Rule = {
  meta: {
    id: 'initialized-too-early',
    family: 'lifecycle',
    severity: 'warning',
    revisions: LEGACY,
    summary: 'notifications/initialized sent before the server answered initialize.',
    why: 'The client sends notifications/initialized after successful initialization, to say it accepts the negotiated version and capabilities. Sent before the result, it acknowledges a handshake that has not happened (and initialize may still fail).',
    instead: 'Wait for the initialize result, check its protocolVersion, then send notifications/initialized.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    requirements: ['lifecycle.client-sends-initialized'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
    },
  },
  create(context) {
    const session = context.session;
    return {
      kinds: ['notification'],
      methods: ['notifications/initialized'],
      message(message) {
        if (message.kind !== 'notification' || message.method !== 'notifications/initialized' || message.sender !== 'client') return;
        if (!session.interleavingKnown || session.initializedNotification !== message) return;
        if (!session.initializeRequest || session.initializeResponse) return;
        // The server did answer, in a form that cannot pair (the id in another type, no valid response): the rule of that form reports the root cause.
        if (session.unpairableAnswer(session.initializeRequest)) return;
        context.report({
          at: message,
          message: `This is ${describe(message)}, sent before the server answered ${describe(session.initializeRequest, true)}. Send it only after the initialize result arrived.`,
        });
      },
    };
  },
};
