import { describe, specUrl } from '../lib/describe-message.js';
import type { Message } from '../../message.js';
import { META_PROTOCOL_VERSION, metaOf } from '../../session/tracker.js';
import type { Rule, RuleReport } from '../rule.js';

const MAX_HELD = 10_000;

export const protocolVersionHeaderMismatch: Rule = {
  meta: {
    id: 'protocol-version-header-mismatch',
    family: 'lifecycle',
    severity: 'error',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'An HTTP request whose MCP-Protocol-Version header is missing or differs from the negotiated version (2025-06-18, 2025-11-25: after initialization) or from its own _meta protocol version (2026-07-28).',
    why: 'From 2025-06-18 the client MUST send MCP-Protocol-Version: <negotiated version> on every HTTP request after initialization; a server that gets another value MUST answer 400, and one that gets none assumes 2025-03-26. In 2026-07-28 there is no handshake: every request POST MUST carry the header, equal to the request\'s _meta["io.modelcontextprotocol/protocolVersion"]; a mismatch gets 400 and -32020.',
    instead: 'Send the header with the version from the initialize result on every later POST, GET and DELETE; in 2026-07-28, the same version as the request\'s _meta on every request POST.',
    spec: specUrl('2025-11-25', 'basic/transports#protocol-version-header'),
    requirements: ['lifecycle.http-protocol-version-header', 'http.protocol-version-negotiated', 'http.protocol-version-header', 'http.protocol-version-header-matches-meta', 'http.request-metadata-headers'],
    examples: {
      bad: "POST /mcp HTTP/1.1\nContent-Type: application/json\n\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n\nPOST /mcp HTTP/1.1\nContent-Type: application/json\nMCP-Protocol-Version: 2025-03-26\n\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[]}}",
      good: "POST /mcp HTTP/1.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n\nPOST /mcp HTTP/1.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-06-18\n\n{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n\nHTTP/1.1 202 Accepted\n\nPOST /mcp HTTP/1.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2025-06-18\n\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[]}}",
      revision: '2025-06-18',
    },
  },
  create(context) {
    const session = context.session;
    if (context.model?.stateless) return { message: (message) => judgeStateless(message, (report) => context.report(report)) };
    // Judged at the end: HTTP traces may list the initialize answer after later POSTs.
    const posted: { message: Message; header: string | undefined }[] = [];
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.sender !== 'client' || message.method === 'initialize' || !session.initializeRequest) return;
        if (message.kind !== 'request' && message.kind !== 'notification') return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || !transport.headers) return;
        if (posted.length < MAX_HELD) posted.push({ message, header: transport.headers['mcp-protocol-version'] });
      },
      end() {
        const negotiated = session.negotiatedVersion;
        if (!negotiated || !session.initializeResponse || session.initializeResponse.kind !== 'result') return;
        for (const { message, header } of posted) {
          if (header === negotiated) continue;
          context.report({
            at: message,
            subject: 'MCP-Protocol-Version',
            message:
              header === undefined
                ? `This is ${describe(message)}, posted without an MCP-Protocol-Version header after initialization negotiated ${negotiated}. Send MCP-Protocol-Version: ${negotiated} on every request after initialize.`
                : `This is ${describe(message)}, posted with MCP-Protocol-Version: ${header}, but initialization negotiated ${negotiated}. Send the negotiated version; a server answers a wrong one with 400.`,
          });
        }
      },
    };
  },
};

/** 2026-07-28: each request POST names its own version, in the header and in _meta; they must agree. */
function judgeStateless(message: Message, report: (report: RuleReport) => void): void {
  if (message.kind !== 'request' || message.sender !== 'client') return;
  const transport = message.frame.transport;
  if (transport?.kind !== 'http' || !transport.headers) return;
  const header = transport.headers['mcp-protocol-version'];
  const version = metaOf(message)?.[META_PROTOCOL_VERSION];
  if (header === undefined) {
    report({
      at: message,
      subject: 'MCP-Protocol-Version',
      message: `This is ${describe(message)}, posted without an MCP-Protocol-Version header. In 2026-07-28 every request POST MUST carry it${typeof version === 'string' ? `, equal to its _meta protocol version (MCP-Protocol-Version: ${version})` : ''}; a server may take a request without it for a 2025-03-26 client.`,
    });
  } else if (typeof version === 'string' && header !== version) {
    report({
      at: message,
      subject: 'MCP-Protocol-Version',
      message: `This is ${describe(message)}, posted with MCP-Protocol-Version: ${header}, but its _meta protocol version is ${version}. The two MUST be equal; a server answers the mismatch with 400 and -32020. Send MCP-Protocol-Version: ${version}.`,
    });
  }
}
