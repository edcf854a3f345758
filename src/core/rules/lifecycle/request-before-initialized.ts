import { describe, LEGACY, specUrl } from '../../session/describe.js';
import type { Rule } from '../rule.js';

export const requestBeforeInitialized: Rule = {
  meta: {
    id: 'request-before-initialized',
    family: 'lifecycle',
    severity: 'warning',
    revisions: LEGACY,
    summary: 'A request sent before the handshake finished: by the client before the initialize result or before its initialized notification (pings excepted), by the server before notifications/initialized (pings excepted; log notifications are allowed).',
    why: 'The client SHOULD NOT send requests other than pings before the server has answered initialize, and must send notifications/initialized before normal operations; the server SHOULD NOT send requests other than pings (and log messages) before it receives initialized. Peers that enforce the lifecycle reject such requests, others answer them with state that is not ready.',
    instead: 'Client: initialize, wait for the result, send notifications/initialized, then the rest. Server: wait for notifications/initialized before sampling, roots or elicitation requests.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
    },
  },
  create(context) {
    const session = context.session;
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request' || message.method === 'ping' || message.method === 'initialize') return;
        if (message.method?.startsWith('notifications/')) return; // a notification sent with an id: the envelope rules say so
        if (!session.initializeRequest || session.initializedNotification) return;
        if (message.sender === 'client') {
          const answered = session.initializeResponse !== undefined;
          if (!answered && !session.interleavingKnown) {
            context.report({
              at: message,
              message: `This is ${describe(message)}, sent before the client's notifications/initialized. Send notifications/initialized right after the initialize result, before any other request (only pings may come earlier).`,
            });
            return;
          }
          context.report({
            at: message,
            message: answered
              ? `This is ${describe(message)}, sent after the initialize result but before the client's notifications/initialized. The client must signal readiness with notifications/initialized before normal operations.`
              : `This is ${describe(message)}, sent before the server answered initialize (line ${session.initializeRequest.frame.span.line}). Only pings may be sent before the initialize result; wait for it.`,
          });
          return;
        }
        if (!session.interleavingKnown) return;
        context.report({
          at: message,
          message: `This is ${describe(message)}, sent before the client's notifications/initialized. Before initialized the server should send only pings and log messages; wait for the notification.`,
        });
      },
    };
  },
};
