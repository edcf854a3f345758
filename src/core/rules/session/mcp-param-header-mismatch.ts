import type { Message } from '../../message.js';
import { paramsOf } from '../../session/tracker.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { recordedHttp } from '../lib/http-frames.js';
import { clientRequirement, showHeader, paramHeaderFaults, type HeaderFault } from '../lib/mcp-headers.js';
import type { Rule } from '../rule.js';

/** Calls held until a tools/list result arrives (section-ordered captures list it later). */
const MAX_HELD = 200;

const HEAD = 'Host: 127.0.0.1:3000\nContent-Type: application/json\nAccept: application/json, text/event-stream\nMCP-Protocol-Version: 2026-07-28';
const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const LIST = `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Method: tools/list\n\n{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{${META}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[{"name":"greet","inputSchema":{"type":"object","properties":{"who":{"type":"string","x-mcp-header":"Who"}},"required":["who"]}}]}}\n\n`;
const call = (header: string) =>
  `POST /mcp HTTP/1.1\n${HEAD}\nMcp-Method: tools/call\nMcp-Name: greet\n${header}\n\n{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"greet","arguments":{"who":"Zoë"},${META}}}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[{"type":"text","text":"Hello, Zoë"}]}}`;

export const mcpParamHeaderMismatch: Rule = {
  meta: {
    id: 'mcp-param-header-mismatch',
    family: 'session',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28 HTTP: a tools/call whose Mcp-Param-{Name} headers do not mirror the arguments the tool\'s x-mcp-header annotations designate: missing, a different value, a value plain text cannot carry sent without the =?base64?…?= sentinel, upper-case markers, a sentinel-shaped value sent as is, a header for an argument that is absent or null, or an integer outside the safe range.',
    why: 'Gateways and load balancers route on the Mcp-Param-* headers without reading the body, and the server rejects a request whose headers disagree with the body (400, -32020). A value with non-ASCII or control characters or edge whitespace sent as plain text is mangled or becomes a header injection; the sentinel keeps it intact.',
    instead: 'For every annotated argument present in the call, send Mcp-Param-{x-mcp-header}: its value (strings as is, integers in decimal, booleans as true/false), as =?base64?<base64 of the UTF-8 text>?= when it is not plain printable ASCII, has leading or trailing whitespace, or itself looks like =?base64?…?=; send no header for an argument that is absent or null.',
    spec: specUrl('2026-07-28', 'basic/transports/streamable-http#custom-headers-from-tool-parameters'),
    requirements: [
      'headers.client-mirrors-parameters',
      'headers.encode-values',
      'headers.base64-unsafe-values',
      'headers.base64-markers',
      'headers.encode-sentinel-lookalikes',
      'headers.x-mcp-header-safe-integer',
    ],
    examples: {
      bad: `${LIST}${call('Mcp-Param-Who: Zoë')}`,
      good: `${LIST}${call('Mcp-Param-Who: =?base64?Wm/Dqw==?=')}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    const held: Message[] = [];
    const judge = (message: Message): void => {
      const transport = recordedHttp(message.frame);
      const params = paramsOf(message);
      const tool = transport && typeof params?.name === 'string' ? context.session.tools?.get(params.name) : undefined;
      if (!transport || !tool) return;
      for (const fault of paramHeaderFaults(message, tool, transport.headers)) {
        context.report({ at: message, subject: fault.header, path: fault.path, requirement: clientRequirement(fault), message: () => text(message, params!.name as string, fault) });
      }
    };
    return {
      kinds: ['request', 'result'],
      methods: ['tools/call', 'tools/list'],
      message(message) {
        if (message.kind === 'result') {
          if (message.answers?.method === 'tools/list' && held.length > 0) for (const call of held.splice(0)) judge(call);
          return;
        }
        if (message.method !== 'tools/call' || message.sender !== 'client' || !recordedHttp(message.frame)) return;
        if (context.session.tools) judge(message);
        else if (!context.session.interleavingKnown && held.length < MAX_HELD) held.push(message);
      },
    };
  },
};

function text(message: Message, tool: string, fault: HeaderFault): string {
  const what = `This is ${describe(message)} for tool ${JSON.stringify(tool)}`;
  const { header, send } = fault;
  const raw = showHeader(fault.raw);
  const instead = send === undefined ? '' : ` Send ${header}: ${send}.`;
  switch (fault.kind) {
    case 'missing':
      return `${what}, posted without an ${header} header, though the tool's x-mcp-header annotation designates ${fault.source} and the call has a value there. A client MUST mirror it; a server rejects the request with 400 and -32020.${instead}`;
    case 'unexpected':
      return `${what}, posted with ${header}: ${raw}, but ${fault.detail} (a server must not expect it).`;
    case 'unsafe-integer':
      return `${what}: ${fault.detail}. Integer values mirrored into headers MUST be within -(2^53-1)..2^53-1; send a value in that range.`;
    case 'mismatch':
      return `${what}, posted with ${header}: ${raw}, but ${fault.detail}: the header MUST mirror ${fault.source}, and a server rejects the mismatch with 400 and -32020.${instead}`;
    default:
      return `${what}, posted with ${header}: ${raw}, but ${fault.detail}.${instead}`;
  }
}
