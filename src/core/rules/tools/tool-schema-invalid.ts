import { describe, specUrl } from '../lib/describe-message.js';
import { toolSchemaProblems } from '../../session/schemas.js';
import type { Rule } from '../rule.js';

export const toolSchemaInvalid: Rule = {
  meta: {
    id: 'tool-schema-invalid',
    family: 'tools',
    severity: 'error',
    revisions: 'all',
    summary: 'A tool in a tools/list result whose inputSchema or outputSchema is not a valid JSON Schema of its dialect, or names a dialect that cannot be validated.',
    why: 'Clients validate arguments and structured output against these schemas. An invalid schema makes a validating client drop the tool or fail every call; from 2025-11-25 a schema without $schema is JSON Schema 2020-12, and an unsupported dialect must be handled as an error.',
    instead: 'Publish schemas that compile in their dialect (2020-12 by default from 2025-11-25, draft-07 before), or set $schema to the dialect you write.',
    spec: specUrl('2025-11-25', 'basic/index#json-schema-usage'),
    requirements: ['json-schema.schemas-valid', 'tools.input-schema-valid'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"strng\"}}}}]}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\"}}}}]}}",
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/list'],
      message(message) {
        for (const { index, tool, field, compiled } of toolSchemaProblems(message, context.revision)) {
          if (compiled.problem === 'too-complex') continue;
          context.report({
            at: message,
            path: `result.tools[${index}].${field}`,
            severity: compiled.problem === 'unsupported-dialect' ? 'warning' : 'error',
            message: `This is ${describe(message)}: the ${field} of tool ${JSON.stringify(tool.name)} cannot be used because ${compiled.detail}. Publish a schema that compiles in its dialect${compiled.dialect ? ` (${compiled.dialect} here)` : ''}.`,
          });
        }
      },
    };
  },
};
