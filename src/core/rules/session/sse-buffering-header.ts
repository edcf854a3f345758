import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { mediaTypes } from '../lib/http-frames.js';

const CALL = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}';
const POST = `POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/list\n\n${CALL}\n\n`;
const EVENT = 'data: {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[]}}\n\n';
const answer = (extra: string) => `HTTP/1.1 200 OK\nContent-Type: text/event-stream\nCache-Control: no-cache\n${extra}\n${EVENT}`;

/**
 * Response headers that only a recording of the whole header block has: some formats keep the
 * Content-Type (and the session id) alone, and there a missing header says nothing.
 */
const PARTIAL_RECORDING = new Set(['content-type', 'mcp-session-id']);

export const sseBufferingHeader: Rule = {
  meta: {
    id: 'sse-buffering-header',
    family: 'session',
    severity: 'warning',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 SSE response (`Content-Type: text/event-stream`) without the `X-Accel-Buffering: no` header.',
    why: 'Reverse proxies such as nginx buffer responses by default: without the header they may hold the stream\'s events back, so progress notifications and the final response reach the client late, in bursts, or only when the stream ends.',
    instead: 'Send `X-Accel-Buffering: no` with every `text/event-stream` response.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#receiving-messages'),
    requirements: ['http.sse-no-buffering-header'],
    examples: { bad: `${POST}${answer('')}`, good: `${POST}${answer('X-Accel-Buffering: no\n')}`, revision: '2026-07-28' },
  },
  create(context) {
    // Events of one stream share their response's header record; judge each stream once.
    const judged = new WeakSet<object>();
    return {
      message(message) {
        if (message.sender !== 'server' || message.batch?.index) return;
        const transport = message.frame.transport;
        const headers = transport?.kind === 'http' ? transport.headers : undefined;
        if (!headers || judged.has(headers)) return;
        if (mediaTypes(headers['content-type'])[0] !== 'text/event-stream') return;
        judged.add(headers);
        if (!Object.keys(headers).some((name) => !PARTIAL_RECORDING.has(name))) return;
        const value = headers['x-accel-buffering'];
        if (value?.trim().toLowerCase() === 'no') return;
        context.report({
          at: message,
          subject: 'X-Accel-Buffering',
          message: () =>
            `This is ${describe(message)}, the first on an SSE stream whose response ${value === undefined ? 'has no X-Accel-Buffering header' : `says X-Accel-Buffering: ${value}`}. When initiating an SSE stream, servers SHOULD send X-Accel-Buffering: no, so that proxies pass each event on at once.`,
        });
      },
    };
  },
};
