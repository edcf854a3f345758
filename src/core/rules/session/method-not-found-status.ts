import { isPlainObject } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import type { Rule } from '../rule.js';

const METHOD_NOT_FOUND = -32601;
const POST = 'POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: completion/complete\n\n{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{"ref":{"type":"ref/prompt","name":"p"},"argument":{"name":"a","value":"x"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}\n\n';
const answer = (status: string) => `${POST}HTTP/1.1 ${status}\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`;

export const methodNotFoundStatus: Rule = {
  meta: {
    id: 'method-not-found-status',
    family: 'session',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28 Streamable HTTP: a -32601 (Method not found) error sent with an HTTP status other than 404 Not Found.',
    why: 'A dual-era client tells a modern server that lacks a method from a legacy server by the pair: 404 with a -32601 body is "this server speaks 2026-07-28 but not this method", so it does not fall back to the legacy handshake. Under 200 or 400 the error reads as a failed call or a version problem, and HTTP layers (caches, gateways, metrics) count a missing method as success or a bad request.',
    instead: 'Answer a request for a method the server does not implement with 404 Not Found and a JSON-RPC error with code -32601 in the body.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#protocol-version-header'),
    requirements: ['http.unknown-method-404'],
    examples: { bad: answer('200 OK'), good: answer('404 Not Found'), revision: '2026-07-28' },
  },
  create(context) {
    return {
      kinds: ['error'],
      message(message) {
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.status === undefined || transport.status === 404 || message.sender === 'client') return;
        if (!isPlainObject(message.value) || !isPlainObject(message.value.error) || message.value.error.code !== METHOD_NOT_FOUND) return;
        const onStream = transport.headers?.['content-type']?.toLowerCase().includes('text/event-stream') === true;
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)} with code -32601 (Method not found)${message.answers ? `, answering ${describe(message.answers, true)}` : ''}, sent with HTTP status ${transport.status}${onStream ? ' on an SSE stream' : ''} instead of 404. A 2026-07-28 server MUST answer a method it does not implement with 404 Not Found and the -32601 error${onStream ? ', as a JSON response rather than a stream' : ''}.`,
        });
      },
    };
  },
};
