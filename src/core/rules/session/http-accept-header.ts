import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { HTTP_SESSION_REVISIONS, mediaTypes, recordedHttp, STREAMABLE_HTTP_REVISIONS } from '../lib/http-frames.js';

const POSTED = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
const ANSWER = 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}';

export const httpAcceptHeader: Rule = {
  meta: {
    id: 'http-accept-header',
    family: 'session',
    severity: 'error',
    revisions: STREAMABLE_HTTP_REVISIONS,
    summary: 'A Streamable HTTP POST whose Accept header does not list both application/json and text/event-stream, or a GET (the listening stream) whose Accept does not list text/event-stream.',
    why: 'The server chooses per request between one JSON object and an SSE stream; a client that does not accept both may get an answer it cannot read, and servers (the official SDKs among them) refuse such a POST with 406 Not Acceptable.',
    instead: 'Send `Accept: application/json, text/event-stream` on every POST to the MCP endpoint.',
    spec: specUrl('2025-11-25', 'basic/transports#sending-messages-to-the-server'),
    requirements: ['http.post-accept', 'http.get-accept'],
    examples: {
      bad: `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json\n\n${POSTED}\n\n${ANSWER}`,
      good: `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\n\n${POSTED}\n\n${ANSWER}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    // The legacy HTTP+SSE transport posts to the endpoint its stream announced, with no Accept rule.
    let legacySse = false;
    // 2026-07-28 has no GET stream; the revisions with one judge its Accept, once per GET.
    const getStreams = context.revision !== undefined && HTTP_SESSION_REVISIONS.includes(context.revision);
    const judgedGets = new WeakSet<object>();
    /** A GET has no body: its Accept shows on the frames of its answer, when the capture kept the request's headers. */
    const judgeGet = (message: Message): void => {
      const transport = message.frame.transport;
      const sent = transport?.requestHeaders;
      if (transport?.kind !== 'http' || transport.httpMethod?.toUpperCase() !== 'GET' || !sent || judgedGets.has(sent)) return;
      judgedGets.add(sent);
      if (sent.host === undefined && sent[':authority'] === undefined && sent.accept === undefined) return;
      const accept = sent.accept;
      if (mediaTypes(accept).includes('text/event-stream')) return;
      context.report({
        at: message,
        subject: 'Accept',
        requirement: 'http.get-accept',
        message: () =>
          `This is ${describe(message)}, on the answer to an HTTP GET sent ${accept === undefined ? 'without an Accept header' : `with Accept: ${accept}`}, which does not list text/event-stream. A client opening the GET stream MUST list text/event-stream in Accept (a wildcard does not count); servers answer such a GET with 406.`,
      });
    };
    return {
      frame(frame) {
        if (frame.transport?.endpoint !== undefined || frame.transport?.kind === 'sse') legacySse = true;
      },
      message(message) {
        if (legacySse) return;
        if (message.sender === 'server') {
          if (getStreams) judgeGet(message);
          return;
        }
        if (message.sender !== 'client' || message.batch) return;
        const transport = recordedHttp(message.frame);
        if (!transport || (transport.httpMethod !== undefined && transport.httpMethod.toUpperCase() !== 'POST')) return;
        const accept = transport.headers.accept;
        const listed = mediaTypes(accept);
        const missing = ['application/json', 'text/event-stream'].filter((type) => !listed.includes(type));
        if (missing.length === 0) return;
        context.report({
          at: message,
          subject: 'Accept',
          requirement: 'http.post-accept',
          message: () =>
            `This is ${describe(message)}, posted ${accept === undefined ? 'without an Accept header' : `with Accept: ${accept}`}, which does not list ${missing.join(' or ')}. A Streamable HTTP client MUST list both application/json and text/event-stream (a wildcard does not count); servers answer such a POST with 406.`,
        });
      },
    };
  },
};
