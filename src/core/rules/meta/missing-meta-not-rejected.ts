import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { hasAll } from './request-meta-required.js';

const INVALID_PARAMS = -32602;
const POST = 'POST /mcp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28\n\n{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}\n\n';

export const missingMetaNotRejected: Rule = {
  meta: {
    id: 'missing-meta-not-rejected',
    family: 'meta',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 server answering a request that lacks the required `_meta` keys with a result, with an error other than -32602, or (over HTTP) with a status other than 400.',
    why: 'Without a handshake, the protocol version and client capabilities of each request are in its `_meta`; a server that serves a request lacking them guesses both, and a client never learns that its requests are malformed. The spec makes the rejection a MUST: -32602, and HTTP 400.',
    instead: 'Reject such a request with a -32602 (Invalid params) error, with HTTP status 400 on Streamable HTTP; never fill the keys in from earlier requests.',
    spec: specUrl('2026-07-28', 'basic#meta'),
    requirements: ['meta.missing-field-invalid-params', 'meta.missing-field-http-400'],
    examples: {
      bad: `${POST}HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[]}}`,
      // The rejection (-32602, HTTP 400) answers a faulty request, which request-meta-required
      // reports: the good example shows a request with its _meta, served.
      good: `${POST.replace('"params":{}', '"params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}').replace('MCP-Protocol-Version: 2026-07-28', 'MCP-Protocol-Version: 2026-07-28\nMcp-Method: tools/list')}HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    const required = model.requiredRequestMeta;
    return {
      kinds: ['result', 'error'],
      message(message) {
        const request = message.answers;
        if (!request || request.sender === 'server' || message.sender === 'client' || required.length === 0) return;
        if (!model.methods.has(request.method!)) return;
        const params = request.params;
        // Positional or scalar params are malformed otherwise too; params-type reports them.
        if (params !== undefined && !isPlainObject(params)) return;
        const meta = isPlainObject(params) && isPlainObject(params._meta) ? params._meta : undefined;
        if (meta !== undefined && hasAll(meta, required)) return;
        const status = message.frame.transport?.kind === 'http' ? message.frame.transport.status : undefined;
        const code = message.kind === 'error' && isPlainObject(message.value) && isPlainObject(message.value.error) ? message.value.error.code : undefined;
        const faults: string[] = [];
        if (message.kind === 'result') faults.push('a result');
        else if (code !== INVALID_PARAMS) faults.push(`error code ${JSON.stringify(code)} instead of -32602`);
        if (status !== undefined && status !== 400) faults.push(`HTTP status ${status} instead of 400`);
        if (faults.length === 0) return;
        context.report({
          at: message,
          message: () => `This is ${describe(message)}, answering ${describe(request, true)}, which lacks the required _meta keys (protocol version, client capabilities), with ${faults.join(' and ')}. A 2026-07-28 server MUST reject such a request with -32602 (Invalid params), with HTTP status 400 on Streamable HTTP.`,
        });
      },
    };
  },
};
