import { describe, specUrl } from '../lib/describe-message.js';
import { recordedHttp } from '../lib/http-frames.js';
import { describeFault, rejectableFaults, serverRequirement } from '../lib/mcp-headers.js';
import type { Rule } from '../rule.js';

const HEAD = 'Host: 127.0.0.1:3000\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call';
const CALL = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"location":"Seattle"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}';

export const headerMismatchNotRejected: Rule = {
  meta: {
    id: 'header-mismatch-not-rejected',
    family: 'session',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28 HTTP: a server answering with a result a request whose Mcp-Method, Mcp-Name or Mcp-Param-* headers (for the server\'s own x-mcp-header annotations) are missing, hold invalid characters, or do not match the body once decoded.',
    why: 'Intermediaries route, rate-limit and authorize on the mirrored headers while the server acts on the body. A server that serves a request whose two disagree lets a request be routed as one tool and run as another; the spec makes the check a MUST for any server that processes the body, and the client never learns its headers are wrong.',
    instead: 'Before serving a request, compare Mcp-Method, Mcp-Name and every Mcp-Param-{Name} your tool annotations define with the body (decoding =?base64?…?= values first), and reject a missing, malformed or mismatching header with HTTP 400 and a -32020 (HeaderMismatch) error.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#server-validation'),
    requirements: ['headers.server-rejects-mismatch', 'headers.server-validates-values', 'headers.server-rejects-invalid-characters'],
    examples: {
      bad: `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Name: get_forecast\n\n${CALL}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[{"type":"text","text":"72F"}]}}`,
      good: `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Name: get_weather\n\n${CALL}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[{"type":"text","text":"72F"}]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      message(message) {
        const request = message.answers;
        if (!request || message.sender !== 'server' || request.sender !== 'client') return;
        const transport = recordedHttp(request.frame);
        if (!transport) return;
        const faults = rejectableFaults(request, transport.headers, context.session.tools);
        if (faults.length === 0) return;
        const first = faults[0];
        context.report({
          at: message,
          subject: first.header,
          requirement: serverRequirement(first),
          message: () =>
            `This is ${describe(message)}, serving ${describe(request, true)} ${describeFault(first)}${faults.length > 1 ? ` (and ${faults.length - 1} more header fault${faults.length > 2 ? 's' : ''})` : ''}. A server that processes the body MUST reject such a request with HTTP 400 and a -32020 (HeaderMismatch) error instead of serving it.`,
        });
      },
    };
  },
};
