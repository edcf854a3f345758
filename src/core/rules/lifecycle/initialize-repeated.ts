import { describe, specUrl } from '../lib/describe-message.js';
import { LEGACY } from '../../session/describe.js';
import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';

export const initializeRepeated: Rule = {
  meta: {
    id: 'initialize-repeated',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'A second initialize request in one session (on Streamable HTTP: one carrying the session id the server assigned).',
    why: 'Initialization happens once per session (per stdio process, per HTTP session). A conforming server rejects a second initialize; a client that sends one has lost track of the session, usually after a reconnect that reused the old transport.',
    instead: 'Initialize once; to start over, close the transport (or the HTTP session) and open a new one.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    requirements: [],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
    },
  },
  create(context) {
    // On Streamable HTTP a session is its Mcp-Session-Id: an initialize sent without the id the
    // server assigned opens a new session (as a client must after a 404 for an expired session),
    // so it is the first of that session, not a second one. A request whose headers were not
    // recorded shows nothing either way: its reader put it in the session it belongs to.
    let assignedSessionId: string | undefined;
    let sessionStart: Message | undefined;
    return {
      kinds: ['request', 'result'],
      methods: ['initialize'],
      message(message) {
        if (message.kind === 'result') {
          const assigned = message.frame.transport?.headers?.['mcp-session-id'];
          if (assigned !== undefined) assignedSessionId = assigned;
          return;
        }
        if (message.kind !== 'request' || message.method !== 'initialize' || message.sender !== 'client') return;
        const transport = message.frame.transport;
        if (transport?.kind === 'http' && assignedSessionId !== undefined && transport.headers !== undefined && transport.headers['mcp-session-id'] !== assignedSessionId) {
          sessionStart = message;
          assignedSessionId = undefined;
          return;
        }
        // The tracker restarts the handshake at an initialize that follows a refused one.
        const first = sessionStart ?? context.session.initializeRequest;
        if (!first || first === message) return;
        context.report({
          at: message,
          message: `This is ${describe(message)}, a second initialize in this session (the first is ${describe(first, true)}). Initialize once per session; open a new transport to start over.`,
        });
      },
    };
  },
};
