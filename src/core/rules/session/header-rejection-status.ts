import { isPlainObject } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { recordedHttp } from '../lib/http-frames.js';
import { describeFault, rejectableFaults } from '../lib/mcp-headers.js';
import { hasAll } from '../meta/request-meta-required.js';
import type { Rule } from '../rule.js';

const HEADER_MISMATCH = -32020;
const INVALID_PARAMS = -32602;
const HEAD = 'Host: 127.0.0.1:3000\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/call\nMcp-Name: get_forecast';
const CALL = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"location":"Seattle"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}';
const rejected = (status: string, code: number) => `POST /mcp HTTP/1.1\n${HEAD}\n\n${CALL}\n\nHTTP/1.1 ${status}\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"error":{"code":${code},"message":"Header mismatch: Mcp-Name header value 'get_forecast' does not match body value 'get_weather'"}}`;

export const headerRejectionStatus: Rule = {
  meta: {
    id: 'header-rejection-status',
    family: 'session',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28 HTTP: a server rejecting a request whose Mcp-Method, Mcp-Name or Mcp-Param-* headers do not match the body with an error code other than -32020 (HeaderMismatch), or sending a -32020 error with an HTTP status other than 400.',
    why: 'A client tells a header mismatch from other failures by the code and the status: on -32020 it lists the tools again and retries with corrected headers, and a dual-era client reads a 400 with a modern error as "this server speaks 2026-07-28" rather than falling back to initialize. Another code or status sends it down the wrong path.',
    instead: 'Reject a header validation failure with HTTP status 400 Bad Request and a JSON-RPC error whose code is -32020, with a message naming the header.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#server-validation'),
    requirements: ['headers.validation-failure-400', 'headers.mismatch-400-header-mismatch'],
    examples: {
      bad: rejected('200 OK', -32602),
      // The right rejection (400, -32020) answers a faulty request, which mcp-headers-mismatch
      // reports: the good example shows the request with its headers matching the body, served.
      good: `POST /mcp HTTP/1.1\n${HEAD.replace('get_forecast', 'get_weather')}\n\n${CALL}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[{"type":"text","text":"72F"}]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    const required = context.model?.requiredRequestMeta ?? [];
    return {
      kinds: ['error'],
      message(message) {
        const request = message.answers;
        const transport = message.frame.transport;
        if (!request || message.sender !== 'server' || request.sender !== 'client' || transport?.kind !== 'http') return;
        const error = isPlainObject(message.value) && isPlainObject(message.value.error) ? message.value.error : undefined;
        const code = error?.code;
        const recorded = recordedHttp(request.frame);
        const faults = recorded ? rejectableFaults(request, recorded.headers, context.session.tools) : [];
        if (code !== HEADER_MISMATCH && faults.length === 0) return;
        const problems: string[] = [];
        // A request that also lacks its required _meta may be rejected for that first (-32602).
        const params = request.params;
        const meta = isPlainObject(params) && isPlainObject(params._meta) ? params._meta : undefined;
        const otherFault = code === INVALID_PARAMS && required.length > 0 && !(meta && hasAll(meta, required));
        if (code !== HEADER_MISMATCH && !otherFault) problems.push(`error code ${JSON.stringify(code)} instead of -32020 (HeaderMismatch)`);
        if (transport.status !== undefined && transport.status !== 400 && (code === HEADER_MISMATCH || !otherFault)) problems.push(`HTTP status ${transport.status} instead of 400`);
        if (problems.length === 0) return;
        const why = faults.length > 0 ? `${describe(request, true)} ${describeFault(faults[0])}` : describe(request, true);
        context.report({
          at: message,
          requirement: code !== HEADER_MISMATCH && !otherFault ? 'headers.mismatch-400-header-mismatch' : 'headers.validation-failure-400',
          message: () => `This is ${describe(message)}, rejecting ${why}, with ${problems.join(' and ')}. A server MUST reject a header validation failure with HTTP status 400 and JSON-RPC error code -32020 (HeaderMismatch).`,
        });
      },
    };
  },
};
