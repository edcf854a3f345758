import type { Rule } from '../rule.js';
import { describeMessage } from '../lib/describe-message.js';
import { listIssues } from '../lib/describe-shape.js';
import { shapeIssuesOf } from '../lib/shape-issues.js';
import { resultRequirement } from '../../requirement-coverage/shape-requirements.js';
import { isPlainObject } from '../../message.js';

export const resultShape: Rule = {
  meta: {
    id: 'result-shape',
    family: 'shape',
    severity: 'error',
    revisions: 'all',
    summary: 'The result of a response does not have the shape the method of the request it answers defines.',
    why: 'Clients parse results by the method they asked for: a tools/list result whose `tools` is not an array, or a content block with an unknown `type`, makes the client drop the answer or fail the call.',
    instead: 'Return the result type of the method (ListToolsResult for tools/list, CallToolResult for tools/call, ...) with every required property and the JSON types the revision gives them.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
    requirements: ['lifecycle.server-answers-initialize', 'tools.input-schema-valid', 'resources.custom-scheme-rfc3986', 'resources.binary-encoded', 'prompts.image-base64', 'prompts.audio-base64', 'prompts.embedded-resource-fields', 'mrtr.input-request-types', 'mrtr.input-requests-or-state', 'caching.hints-on-results', 'caching.ttl-not-negative'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":1,"result":{"tools":{"get_weather":{}}}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"get_weather","inputSchema":{"type":"object"}}]}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const revision = context.revision;
    if (!revision) return {};
    return {
      kinds: ['result'],
      message(message) {
        // Only a response paired with its request can be judged: its method says what to expect.
        if (message.kind !== 'result' || !message.answers) return;
        const found = shapeIssuesOf(message, revision);
        if (!found) return;
        const issues = found.issues.filter((issue) => issue.kind === 'shape');
        if (issues.length === 0) return;
        context.report({
          at: message,
          path: issues[0].path,
          requirement: resultRequirement(message.answers.method ?? '', issues[0].path, isPlainObject(message.value) ? message.value : {}),
          message: `${describeMessage(message)} does not match ${found.definition} in ${revision}: ${listIssues(issues)}. The requester cannot rely on this result; return it as described.`,
        });
      },
    };
  },
};
