import { describe, specUrl } from '../../session/describe.js';
import { toolSchemaProblems } from '../../session/schemas.js';
import type { Rule } from '../rule.js';

export const toolSchemaTooComplex: Rule = {
  meta: {
    id: 'tool-schema-too-complex',
    family: 'tools',
    severity: 'warning',
    revisions: 'all',
    summary: 'A tool schema too large to validate safely, or with a regex pattern that backtracks catastrophically; arguments are not checked against it.',
    why: 'Every client that validates arguments compiles this schema; a huge one costs memory and time on each connection, and a pattern like (a+)+ hangs a backtracking regex engine on a short hostile string (ReDoS). Implementations SHOULD bound the cost of schemas (2026-07-28).',
    instead: 'Keep tool schemas small; write patterns without nested or overlapping quantifiers.',
    spec: specUrl('2026-07-28', 'basic/index#json-schema-usage'),
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\",\"pattern\":\"^(a+)+$\"}}}}]}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\",\"pattern\":\"^a+$\"}}}}]}}",
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/list'],
      message(message) {
        for (const { index, tool, field, compiled } of toolSchemaProblems(message, context.revision)) {
          if (compiled.problem !== 'too-complex') continue;
          context.report({
            at: message,
            path: `result.tools[${index}].${field}`,
            message: `This is ${describe(message)} to tools/list: the ${field} of tool ${JSON.stringify(tool.name)} was not used for validation because ${compiled.detail}.`,
          });
        }
      },
    };
  },
};
