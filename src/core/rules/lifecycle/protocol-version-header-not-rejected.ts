import { isPlainObject, type Message } from '../../message.js';
import { isRevision } from '../../revisions.js';
import { META_PROTOCOL_VERSION, metaOf, resultOf } from '../../session/tracker.js';
import type { Rule, RuleContext, RuleListener } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { recordedHttp } from '../lib/http-frames.js';

const MAX_EXCHANGES = 50_000;
const HEAD = 'Host: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream';
const INIT = `POST /mcp HTTP/1.1\n${HEAD}\n\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n\nPOST /mcp HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-11-25\n\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n\nHTTP/1.1 202 Accepted\n\n`;
const LIST = `POST /mcp HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-11-25\n\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}\n\n`;
const BAD_VERSION = `POST /mcp HTTP/1.1\n${HEAD}\nMCP-Protocol-Version: 2025-13-01\n\n{"jsonrpc":"2.0","id":3,"method":"tools/list"}\n\n`;

export const protocolVersionHeaderNotRejected: Rule = {
  meta: {
    id: 'protocol-version-header-not-rejected',
    family: 'lifecycle',
    severity: 'error',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A server answering a request whose MCP-Protocol-Version header names no protocol version with anything but HTTP 400; in 2026-07-28, one whose header differs from its _meta protocol version with anything but 400 and a -32020 (or -32022) error, or one without the header with a 2026-07-28 result.',
    why: 'The header tells the server (and every proxy on the way) which revision the client speaks. Serving a request with a version that does not exist means guessing it; the spec makes 400 Bad Request the answer, so the client learns its header is wrong. In 2026-07-28 the header mirrors the body\'s _meta: a server that serves a request whose two disagree lets a gateway route on one version while the server runs another, so the spec makes 400 with HeaderMismatch (-32020) a MUST; and a request without the header is either taken for a pre-2025-06-18 client or rejected, never served as 2026-07-28.',
    instead: 'Answer a request whose MCP-Protocol-Version is invalid or unsupported with 400 Bad Request (a JSON-RPC error in the body is allowed). In 2026-07-28, answer a header that differs from _meta["io.modelcontextprotocol/protocolVersion"], or a missing header, with 400 and {"code":-32020,"message":"Header mismatch: ..."}.',
    spec: specUrl('2025-11-25', 'basic/transports#protocol-version-header'),
    requirements: ['http.protocol-version-invalid-400', 'http.protocol-version-mismatch-rejected', 'http.missing-version-header-rejected'],
    examples: {
      bad: `${INIT}${LIST}${BAD_VERSION}HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}`,
      good: `${INIT}${LIST}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    if (context.model?.stateless) return judgeAgainstMeta(context);
    /** Exchanges whose request carried an invalid version header: the header, and the request. */
    const invalid = new Map<number, { header: string; request: Message }>();
    return {
      message(message) {
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || transport.exchange === undefined) return;
        if (message.sender === 'client') {
          const header = transport.headers?.['mcp-protocol-version'];
          if (message.kind === 'request' && header !== undefined && !isRevision(header.trim()) && invalid.size < MAX_EXCHANGES) invalid.set(transport.exchange, { header, request: message });
          return;
        }
        const sent = invalid.get(transport.exchange);
        if (!sent || message.sender !== 'server' || transport.status === 400) return;
        invalid.delete(transport.exchange);
        context.report({
          at: message,
          subject: 'MCP-Protocol-Version',
          message: () => `This is ${describe(message)}, answering ${describe(sent.request, true)} whose MCP-Protocol-Version: ${sent.header} names no protocol version, ${transport.status === undefined ? 'without' : `with HTTP status ${transport.status} instead of`} 400. A server MUST answer a request with an invalid or unsupported version header with 400 Bad Request.`,
        });
      },
    };
  },
};

/** The answers a 2026-07-28 server may give a request whose version header is missing or differs from its _meta. */
const HEADER_MISMATCH = -32020;
const UNSUPPORTED_VERSION = -32022;

/**
 * 2026-07-28: the answer to a request POST whose MCP-Protocol-Version header differs from its
 * _meta protocol version must be 400 with -32020 (-32022 when the version itself is unsupported);
 * one without the header may be taken for a pre-2025-06-18 client, so only a result that is
 * plainly a 2026-07-28 answer (it has a resultType) convicts the server of serving it as one.
 */
function judgeAgainstMeta(context: RuleContext): RuleListener {
  const faulty = new Map<number, { header: string | undefined; version: string; request: Message }>();
  return {
    message(message) {
      const transport = message.frame.transport;
      if (transport?.kind !== 'http' || transport.exchange === undefined) return;
      if (message.sender === 'client') {
        if (message.kind !== 'request' || !recordedHttp(message.frame)) return;
        const version = metaOf(message)?.[META_PROTOCOL_VERSION];
        // A request without the _meta version is missing-meta-not-rejected's.
        if (typeof version !== 'string') return;
        const header = transport.headers?.['mcp-protocol-version'];
        if (header?.trim() === version || faulty.size >= MAX_EXCHANGES) return;
        faulty.set(transport.exchange, { header, version, request: message });
        return;
      }
      const sent = faulty.get(transport.exchange);
      if (!sent || message.sender !== 'server' || (message.kind !== 'result' && message.kind !== 'error')) return;
      faulty.delete(transport.exchange);
      const status = transport.status;
      const code = message.kind === 'error' && isPlainObject(message.value) && isPlainObject(message.value.error) ? message.value.error.code : undefined;
      const faults: string[] = [];
      if (sent.header === undefined) {
        if (message.kind !== 'result' || resultOf(message)?.resultType === undefined) return;
        faults.push('a 2026-07-28 result (it has a resultType)');
      } else if (message.kind === 'result') faults.push('a result');
      else if (code !== HEADER_MISMATCH && code !== UNSUPPORTED_VERSION) faults.push(`error code ${JSON.stringify(code)} instead of -32020 (HeaderMismatch)`);
      // A -32020 under another status is header-rejection-status's finding.
      if (message.kind === 'error' && code !== HEADER_MISMATCH && status !== undefined && status !== 400) faults.push(`HTTP status ${status} instead of 400`);
      if (faults.length === 0) return;
      const what = sent.header === undefined ? 'which has no MCP-Protocol-Version header' : `whose MCP-Protocol-Version: ${sent.header} differs from its _meta protocol version ${sent.version}`;
      context.report({
        at: message,
        subject: 'MCP-Protocol-Version',
        requirement: sent.header === undefined ? 'http.missing-version-header-rejected' : 'http.protocol-version-mismatch-rejected',
        message: () =>
          `This is ${describe(message)}, answering ${describe(sent.request, true)}, ${what}, with ${faults.join(' and ')}. ${
            sent.header === undefined
              ? 'A server that serves the request as 2026-07-28 does not take it for a pre-2025-06-18 client, so it MUST reject it per Server Validation: 400 Bad Request and a -32020 (HeaderMismatch) error.'
              : 'A 2026-07-28 server MUST reject a request whose header and _meta disagree with 400 Bad Request and a -32020 (HeaderMismatch) error.'
          }`,
      });
    },
  };
}
