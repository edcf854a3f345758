import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { decodeHeaderValue, showHeader, standardHeaderFaults, type HeaderFault } from '../lib/mcp-headers.js';
import type { Rule } from '../rule.js';

// The decoding is shared with the Mcp-Param-* and server-side header rules (lib/mcp-headers).
export { decodeHeaderValue };

export const mcpHeadersMismatch: Rule = {
  meta: {
    id: 'mcp-headers-mismatch',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28 HTTP: a request POST whose Mcp-Method header is missing or differs from the body\'s method, or whose Mcp-Name header is missing or differs from params.name (tools/call, prompts/get) or params.uri (resources/read); a value that is not safe ASCII sent without the =?base64?…?= sentinel.',
    why: 'In 2026-07-28 the Mcp-Method header is REQUIRED on every request and Mcp-Name on tools/call, resources/read and prompts/get, so gateways can route without reading the body. Servers MUST compare the decoded values with the body and reject a missing header, a mismatch or invalid characters with 400 and -32020. Values that are not safe ASCII MUST be sent as =?base64?<base64 of UTF-8>?= (lower-case markers).',
    instead: 'Send Mcp-Method: <method> on every request POST, and Mcp-Name: <tool or prompt name, or resource URI> on tools/call, prompts/get and resources/read, base64-encoded with the sentinel when the value is not plain printable ASCII.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http'),
    requirements: ['http.request-metadata-headers', 'http.standard-headers', 'http.mcp-name-encoded'],
    examples: {
      bad: "$ curl -v -X POST http://127.0.0.1:3000/mcp -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/call' -H 'mcp-name: echo' -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"greet\",\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}'\n> POST /mcp HTTP/1.1\n> mcp-protocol-version: 2026-07-28\n> mcp-method: tools/call\n> mcp-name: echo\n>\n< HTTP/1.1 200 OK\n< content-type: application/json\n<\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"content\":[]}}",
      good: "$ curl -v -X POST http://127.0.0.1:3000/mcp -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/call' -H 'mcp-name: greet' -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"greet\",\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}'\n> POST /mcp HTTP/1.1\n> mcp-protocol-version: 2026-07-28\n> mcp-method: tools/call\n> mcp-name: greet\n>\n< HTTP/1.1 200 OK\n< content-type: application/json\n<\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"content\":[]}}",
      revision: '2026-07-28',
    },
  },
  create(context) {
    const judge = (message: Message, fault: HeaderFault): void => {
      const what = describe(message);
      const { header, send } = fault;
      const raw = showHeader(fault.raw);
      // A missing or different header breaks the REQUIRED headers; a value sent without the sentinel it needs, the encoding of Mcp-Name.
      const requirement = fault.header === 'Mcp-Name' && fault.kind !== 'missing' && fault.kind !== 'mismatch' ? 'http.mcp-name-encoded' : 'http.standard-headers';
      const text = (): string => {
        if (fault.kind === 'missing') return `This is ${what}, posted without an ${header} header. In 2026-07-28 it is REQUIRED here and must equal ${fault.source}; send ${header}: ${send}. A server rejects the request with 400 and -32020.`;
        if (fault.kind === 'mismatch') return `This is ${what}, posted with ${header}: ${raw}, but ${fault.detail}: the header MUST equal ${fault.source}, and a server rejects the mismatch with 400 and -32020. Send ${header}: ${send}.`;
        return `This is ${what}, posted with ${header}: ${raw}, but ${fault.detail}. Send ${header}: ${send}.`;
      };
      context.report({ at: message, subject: header, requirement, message: text });
    };
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request' || message.sender !== 'client' || !message.method) return;
        const transport = message.frame.transport;
        if (transport?.kind !== 'http' || !transport.headers) return;
        for (const fault of standardHeaderFaults(message, transport.headers)) judge(message, fault);
      },
    };
  },
};
