import { isPlainObject } from '../../message.js';
import { compareRevisions } from '../../revisions.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { WITH_STRUCTURED_TOOL_OUTPUT } from '../../session/describe.js';
import { compileToolSchema, describeViolations, violations } from '../../session/schemas.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const toolStructuredContentInvalid: Rule = {
  meta: {
    id: 'tool-structured-content-invalid',
    family: 'tools',
    severity: 'error',
    revisions: WITH_STRUCTURED_TOOL_OUTPUT,
    summary: 'A tools/call result for a tool with an outputSchema whose structuredContent breaks that schema, or that has no structuredContent at all.',
    why: 'When a tool declares an outputSchema, the server MUST return structured results that conform to it, and clients validate them; a missing or non-conforming structuredContent breaks every client that relies on the declared output.',
    instead: 'Return structuredContent that satisfies the outputSchema on every successful call (and the same JSON as text content for older clients).',
    spec: specUrl('2025-11-25', 'server/tools#output-schema'),
    requirements: ['tools.structured-content-conforms'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"stats\",\"inputSchema\":{\"type\":\"object\"},\"outputSchema\":{\"type\":\"object\",\"properties\":{\"mean\":{\"type\":\"number\"}},\"required\":[\"mean\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"stats\",\"arguments\":{}}}\n< {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"high\"}],\"structuredContent\":{\"mean\":\"high\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"stats\",\"inputSchema\":{\"type\":\"object\"},\"outputSchema\":{\"type\":\"object\",\"properties\":{\"mean\":{\"type\":\"number\"}},\"required\":[\"mean\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"stats\",\"arguments\":{}}}\n< {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"mean\\\":2.5}\"}],\"structuredContent\":{\"mean\":2.5}}}",
      // 2026-07-28 adds its own per-request _meta requirements; the example shows the rule alone.
      revision: '2025-06-18',
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/call'],
      message(message) {
        if (message.kind !== 'result' || message.answers?.method !== 'tools/call') return;
        const result = resultOf(message);
        if (!result || result.isError === true) return;
        if (result.resultType !== undefined && result.resultType !== 'complete') return;
        if (context.model?.tasks && isPlainObject(result.task)) return; // a CreateTaskResult
        const name = paramsOf(message.answers)?.name;
        const tool = typeof name === 'string' ? context.session.tools?.get(name) : undefined;
        if (!tool || tool.outputSchema === undefined) return;
        if (result.structuredContent === undefined) {
          context.report({
            at: message,
            path: 'result',
            message: `This is ${describe(message)} for tool ${JSON.stringify(name)}, which declares an outputSchema, but it has no structuredContent. Return structuredContent that conforms to the outputSchema.`,
          });
          return;
        }
        const compiled = compileToolSchema(tool.outputSchema, context.revision);
        if (!compiled.ok) return;
        const found = violations(compiled.validate, result.structuredContent);
        if (found.length === 0) return;
        const legacyObject = context.revision && compareRevisions(context.revision, '2026-07-28') < 0;
        context.report({
          at: message,
          path: `result.structuredContent${found[0].pointer.replace(/\//g, '.')}`,
          message: `This is ${describe(message)} for tool ${JSON.stringify(name)}: its structuredContent breaks the tool's outputSchema (${compiled.dialect}) ${describeViolations(found)}. Return structured output that conforms${legacyObject ? ' (an object in this revision)' : ''}.`,
        });
      },
    };
  },
};
