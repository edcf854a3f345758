import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { compileToolSchema, MAX_ENUM_VALUES, MAX_SCHEMA_CHARS, MAX_SCHEMA_DEPTH, MAX_SCHEMA_NODES, MAX_VALIDATION_ERRORS, MAX_VALIDATION_STEPS, toolSchemaProblems, validateBounded } from '../../session/schemas.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const toolSchemaTooComplex: Rule = {
  meta: {
    id: 'tool-schema-too-complex',
    family: 'tools',
    severity: 'warning',
    revisions: 'all',
    summary: 'A tool schema too large or too costly to validate safely, or a value that takes too much work to check against one; it is not checked.',
    why:
      'Every client that validates arguments compiles this schema; a huge one costs memory and time on each connection, and a pattern like (a+)+ hangs a backtracking regex engine on a short hostile string (ReDoS). Implementations SHOULD bound the cost of schemas (2026-07-28). ' +
      `This tool checks a schema only within these bounds: at most ${MAX_SCHEMA_CHARS / 1024} KiB of JSON, ${MAX_SCHEMA_NODES} objects and arrays, ${MAX_SCHEMA_DEPTH} levels of nesting and ${MAX_ENUM_VALUES} values per enum; ` +
      'no pattern with nested or overlapping quantifiers (the cheap shapes that hang clients); patterns run on RE2, a linear-time engine, so one it cannot run (lookaround, backreferences) makes the schema too complex rather than running on a backtracking engine; ' +
      'a $ref to another document is never fetched (no network access) and makes the schema too complex to check. ' +
      `Checking one value (tools/call arguments, structuredContent) stops after ${MAX_VALIDATION_STEPS} subschema evaluations, ${MAX_VALIDATION_ERRORS} errors in one schema function or a stack overflow ($ref cycles, anyOf/oneOf recursing on both branches): the finding is then at that message. uniqueItems is checked in one pass.`,
    instead: 'Keep tool schemas small and self-contained; write patterns without nested or overlapping quantifiers, lookaround or backreferences; avoid recursion that more than one branch of anyOf/oneOf follows.',
    spec: specUrl('2026-07-28', 'basic/index#json-schema-usage'),
    requirements: [],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\",\"pattern\":\"^(a+)+$\"}}}}]}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\",\"pattern\":\"^a+$\"}}}}]}}",
    },
  },
  create(context) {
    /** Reports a value the schema of `field` could not check within the validation budget (the same validation the argument and output rules run, cached). */
    const checkValue = (message: Message, name: unknown, field: 'inputSchema' | 'outputSchema', value: unknown, path: string): void => {
      const tool = typeof name === 'string' ? context.session.tools?.get(name) : undefined;
      if (!tool || tool[field] === undefined) return;
      const compiled = compileToolSchema(tool[field], context.revision);
      if (!compiled.ok) return; // reported at the tools/list result
      const checked = validateBounded(compiled.validate, value);
      if (checked.ok) return;
      context.report({
        at: message,
        path,
        message: `This is ${describe(message)} for tool ${JSON.stringify(name)}: its ${field === 'inputSchema' ? 'arguments were' : 'structuredContent was'} not checked against the tool's ${field} because ${checked.detail}.`,
      });
    };
    return {
      kinds: ['result', 'request'],
      methods: ['tools/list', 'tools/call'],
      message(message) {
        if (message.kind === 'request' && message.method === 'tools/call') {
          const params = paramsOf(message);
          checkValue(message, params?.name, 'inputSchema', params?.arguments ?? {}, 'params.arguments');
          return;
        }
        if (message.kind === 'result' && message.answers?.method === 'tools/call') {
          // The results tool-structured-content checks: complete, not an error, not a task.
          const result = resultOf(message);
          if (!result || result.isError === true || result.structuredContent === undefined) return;
          if (result.resultType !== undefined && result.resultType !== 'complete') return;
          if (context.model?.tasks && isPlainObject(result.task)) return;
          checkValue(message, paramsOf(message.answers)?.name, 'outputSchema', result.structuredContent, 'result.structuredContent');
          return;
        }
        for (const { index, tool, field, compiled } of toolSchemaProblems(message, context.revision)) {
          if (compiled.problem !== 'too-complex') continue;
          context.report({
            at: message,
            path: `result.tools[${index}].${field}`,
            message: `This is ${describe(message)}: the ${field} of tool ${JSON.stringify(tool.name)} was not used for validation because ${compiled.detail}.`,
          });
        }
      },
    };
  },
};
