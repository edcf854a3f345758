import { isPlainObject, type Message } from '../../message.js';
import { paramsOf } from '../../session/tracker.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { recordedHttp } from '../lib/http-frames.js';
import { annotationProblems, headerAnnotations, invalidatingProblems, quote, schemaPath } from '../lib/mcp-headers.js';
import type { Rule } from '../rule.js';

const LIST = '> {"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}';
const listed = (region: string) =>
  `< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[{"name":"execute_sql","inputSchema":{"type":"object","properties":{"region":{"type":"string",${region}},"query":{"type":"string"}},"required":["region","query"]}}]}}`;

/** The annotation's value as a finding quotes it (escaped: a CR or LF never reaches the output), then a space. */
const shown = (value: unknown): string => (typeof value === 'string' && value !== '' ? `${quote(value)} ` : '');

export const xMcpHeaderInvalid: Rule = {
  meta: {
    id: 'x-mcp-header-invalid',
    family: 'tools',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A tool in a tools/list result whose inputSchema carries an x-mcp-header annotation that is empty, not an HTTP token, holds control characters, repeats another ignoring case, sits on a property that is not integer, string or boolean or that is not reached through properties alone, or (warning) marks a parameter named like a credential; and an HTTP client calling such a tool.',
    why: 'x-mcp-header names the Mcp-Param-{name} header a client mirrors the argument into, so gateways can route on it. A name that is no token cannot be sent, a duplicate or an unreachable or non-primitive property leaves the header ambiguous, and a client on Streamable HTTP MUST reject the whole tool (drop it from its list). Header values are visible to every proxy on the way, so credentials do not belong there.',
    instead: 'Annotate only string, integer or boolean properties reached from the root through properties keys, with a unique RFC 9110 token (`Region`, `Tenant-Id`); keep passwords, keys and tokens out of headers. A client drops a tool whose annotations break these rules instead of calling it.',
    spec: specUrl('2026-07-28', 'server/tools#x-mcp-header'),
    requirements: [
      'headers.x-mcp-header-not-empty',
      'headers.x-mcp-header-token',
      'headers.x-mcp-header-no-controls',
      'headers.x-mcp-header-unique',
      'headers.x-mcp-header-primitive',
      'headers.x-mcp-header-reachable',
      'headers.no-sensitive-parameters',
      'headers.client-rejects-invalid-tools',
    ],
    examples: {
      bad: `${LIST}\n${listed('"x-mcp-header":"Cloud Region"')}`,
      good: `${LIST}\n${listed('"x-mcp-header":"Region"')}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['result', 'request'],
      methods: ['tools/list', 'tools/call'],
      message(message) {
        if (message.kind === 'result') judgeList(message);
        else if (message.method === 'tools/call' && message.sender === 'client') judgeCall(message);
      },
    };

    function judgeList(message: Message): void {
      const result = isPlainObject(message.value) ? message.value.result : undefined;
      const tools = isPlainObject(result) && Array.isArray(result.tools) ? result.tools : [];
      tools.forEach((tool, index) => {
        if (!isPlainObject(tool)) return;
        const name = typeof tool.name === 'string' ? JSON.stringify(tool.name) : `at index ${index}`;
        for (const problem of annotationProblems(headerAnnotations(tool.inputSchema))) {
          const where = schemaPath('inputSchema', problem.annotation.at);
          context.report({
            at: message,
            path: `result.tools[${index}].${where}`,
            requirement: problem.requirement,
            ...(problem.advisory ? { severity: 'warning' as const } : {}),
            message: () =>
              problem.advisory
                ? `This is ${describe(message)}: the x-mcp-header annotation ${shown(problem.annotation.value)}of tool ${name} at ${where} ${problem.detail}. Mirror a routing value (a region, a tenant) instead, and keep the credential in the body.`
                : `This is ${describe(message)}: the x-mcp-header annotation ${shown(problem.annotation.value)}of tool ${name} at ${where} ${problem.detail}. The tool definition is invalid, and a client on Streamable HTTP MUST drop it from the list.`,
          });
        }
      });
    }

    function judgeCall(message: Message): void {
      // Only a client on Streamable HTTP must reject such a tool; others MAY ignore x-mcp-header.
      if (!recordedHttp(message.frame)) return;
      const params = paramsOf(message);
      const tool = typeof params?.name === 'string' ? context.session.tools?.get(params.name) : undefined;
      if (!tool) return;
      const problems = invalidatingProblems(tool);
      if (problems.length === 0) return;
      const first = problems[0];
      context.report({
        at: message,
        subject: params!.name as string,
        requirement: 'headers.client-rejects-invalid-tools',
        message: () =>
          `This is ${describe(message)} for tool ${JSON.stringify(params!.name)}, whose x-mcp-header annotation ${shown(first.annotation.value)}at ${schemaPath('inputSchema', first.annotation.at)} ${first.detail}${problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : ''}. A client on Streamable HTTP MUST reject such a tool definition: leave the tool out of its list rather than call it.`,
      });
    }
  },
};
