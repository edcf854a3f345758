import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { STREAMABLE_HTTP_REVISIONS } from '../lib/http-frames.js';

const BODY = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const ANSWER = 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
const sent = (method: string) => `${method} /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n${BODY}\n\n${ANSWER}`;

export const httpMethodNotPost: Rule = {
  meta: {
    id: 'http-method-not-post',
    family: 'session',
    severity: 'error',
    revisions: STREAMABLE_HTTP_REVISIONS,
    summary: 'A client JSON-RPC message sent over HTTP with another method than POST (a GET or PUT with a body, say).',
    why: 'Every client message is a new POST to the MCP endpoint: a GET opens the server\'s event stream and DELETE ends the session, and servers ignore or refuse a body sent with them.',
    instead: 'Send each JSON-RPC message of the client as the body of its own HTTP POST to the MCP endpoint.',
    spec: specUrl('2025-11-25', 'basic/transports#sending-messages-to-the-server'),
    requirements: ['http.post-every-message', 'http.post-method'],
    examples: { bad: sent('PUT'), good: sent('POST'), revision: '2025-11-25' },
  },
  create(context) {
    return {
      message(message) {
        if (message.sender !== 'client' || message.batch?.index) return;
        const transport = message.frame.transport;
        const method = transport?.kind === 'http' ? transport.httpMethod : undefined;
        if (method === undefined || method.toUpperCase() === 'POST') return;
        context.report({
          at: message,
          subject: 'HTTP method',
          message: () => `This is ${describe(message)}, sent as the body of an HTTP ${method}. Every JSON-RPC message from the client MUST be a new HTTP POST to the MCP endpoint.`,
        });
      },
    };
  },
};
