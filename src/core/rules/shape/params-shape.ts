import type { Rule } from '../rule.js';
import { describeMessage } from '../lib/describe-message.js';
import { listIssues } from '../lib/describe-shape.js';
import { shapeIssuesOf } from '../lib/shape-issues.js';
import { paramsRequirement } from '../../requirement-coverage/shape-requirements.js';

export const paramsShape: Rule = {
  meta: {
    id: 'params-shape',
    family: 'shape',
    severity: 'error',
    revisions: 'all',
    summary: 'The params of a request or notification do not have the shape the method defines in this revision.',
    why: 'A receiver that validates params answers -32602 Invalid params; one that does not acts on half a message: a tool runs without its arguments, a resource read has no uri, a progress update has no token.',
    instead: 'Send every required property with the JSON type the revision gives it (the finding names the path, what is expected and what was found).',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/schema',
    requirements: ['lifecycle.client-sends-initialize', 'progress.token-type', 'elicitation.required-params', 'elicitation.form-mode-params', 'elicitation.url-mode-params', 'elicitation.valid-url'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":7,"arguments":["Paris"]}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"city":"Paris"}}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const revision = context.revision;
    if (!revision) return {};
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.kind !== 'request' && message.kind !== 'notification') return;
        const found = shapeIssuesOf(message, revision);
        if (!found) return;
        const issues = found.issues.filter((issue) => issue.kind === 'shape');
        if (issues.length === 0) return;
        const what = describeMessage(message);
        const missingParams = issues.length === 1 && issues[0].path === 'params' && issues[0].found === undefined;
        const text = missingParams
          ? `${what} has no \`params\`, but ${message.method} requires them in ${revision} (${found.definition}). Add a params object with its required properties.`
          : `${what} does not match ${found.definition} in ${revision}: ${listIssues(issues)}. ${
              message.kind === 'request'
                ? 'A validating peer answers -32602 Invalid params'
                : 'The receiver drops it or acts on half of it (a notification gets no error reply)'
            }; fix the params as described.`;
        context.report({ at: message, path: issues[0].path, requirement: paramsRequirement(message.method ?? '', issues[0].path), message: text });
      },
    };
  },
};
