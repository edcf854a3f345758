import { describe, specUrl } from '../lib/describe-message.js';
import { LEGACY } from '../../session/describe.js';
import type { Rule } from '../rule.js';

export const initializeRepeated: Rule = {
  meta: {
    id: 'initialize-repeated',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'A second initialize request in one session.',
    why: 'Initialization happens once per session (per stdio process, per HTTP session). A conforming server rejects a second initialize; a client that sends one has lost track of the session, usually after a reconnect that reused the old transport.',
    instead: 'Initialize once; to start over, close the transport (or the HTTP session) and open a new one.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
    },
  },
  create(context) {
    return {
      kinds: ['request'],
      methods: ['initialize'],
      message(message) {
        if (message.kind !== 'request' || message.method !== 'initialize' || message.sender !== 'client') return;
        // The tracker restarts the handshake at an initialize that follows a refused one.
        const first = context.session.initializeRequest;
        if (!first || first === message) return;
        context.report({
          at: message,
          message: `This is ${describe(message)}, a second initialize in this session (the first is ${describe(first, true)}). Initialize once per session; open a new transport to start over.`,
        });
      },
    };
  },
};
