import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS } from '../lib/http-frames.js';

/** The first character of `id` outside visible ASCII (0x21-0x7E), as `U+0020 at position 9`. */
function firstInvisible(id: string): string | undefined {
  if (id === '') return 'it is empty';
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    if (code < 0x21 || code > 0x7e) return `character ${i + 1} is U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}

const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';
const exchange = (sessionId: string) =>
  `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n${INIT}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\nMcp-Session-Id: ${sessionId}\n\n${INIT_RESULT}`;

export const sessionIdInvalid: Rule = {
  meta: {
    id: 'session-id-invalid',
    family: 'session',
    severity: 'error',
    revisions: HTTP_SESSION_REVISIONS,
    summary: 'A server assigning an MCP-Session-Id with a character outside visible ASCII (0x21-0x7E), or an empty one.',
    why: 'The client echoes the session id in a header on every later request; a space, a control character or a non-ASCII letter is not a valid header value everywhere, and proxies and HTTP libraries reject or rewrite it, so the session breaks.',
    instead: 'Build session ids from visible ASCII only: a UUID, a JWT, or a base64url-encoded random value.',
    spec: specUrl('2025-11-25', 'basic/transports#session-management'),
    requirements: ['session.id-visible-ascii'],
    examples: { bad: exchange('session one'), good: exchange('1868a90c-1d2e-4d7b-8f2a-5b3c2a1d0e9f'), revision: '2025-11-25' },
  },
  create(context) {
    const judged = new Set<string>();
    return {
      message(message) {
        if (message.sender !== 'server' || message.frame.transport?.kind !== 'http') return;
        const id = message.frame.transport.headers?.['mcp-session-id'];
        if (id === undefined || judged.has(id)) return;
        judged.add(id);
        const problem = firstInvisible(id);
        if (problem === undefined) return;
        // The id itself stays out of the text: it is a credential of the session.
        context.report({
          at: message,
          subject: 'MCP-Session-Id',
          message: `The HTTP response carrying ${describe(message)} assigns an MCP-Session-Id that is not visible ASCII: ${problem}. A session id MUST contain only characters 0x21 to 0x7E.`,
        });
      },
    };
  },
};
