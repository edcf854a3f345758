import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { methodStatus } from '../lib/method-status.js';

export const unknownMethod: Rule = {
  meta: {
    id: 'unknown-method',
    family: 'catalog',
    severity: 'warning',
    revisions: EVERY_REVISION,
    summary: 'A method inside a namespace the spec uses (`tools/`, `resources/`, `notifications/`, ...) that no revision defines.',
    why: 'Names in the spec\'s namespaces look official, so readers and peers assume they are; a conforming peer answers -32601 Method not found for a request (this finding is a warning) and ignores a notification (info). Often it is a draft method, a vendor extension in the wrong place, or a name misremembered.',
    instead: 'Use a method the target revision defines; put your own methods under a name of your own (a reverse-DNS style prefix such as `com.example/reindex`), outside the spec\'s namespaces.',
    spec: specUrl('2025-11-25', 'basic#requests'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/delete","params":{"name":"echo"}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.method === undefined) return;
        if (methodStatus(model, message.method).kind !== 'unknown-spec') return;
        const request = message.kind === 'request';
        context.report({
          at: message,
          path: 'method',
          severity: request ? 'warning' : 'info',
          message: `${describeMessage(message)}: "${message.method}" sits in the spec's namespace but no MCP revision defines it; a conforming peer ${request ? 'answers -32601 Method not found' : 'ignores the notification'}. Use a method ${model.revision} defines, or give your own method a name outside the spec's namespaces.`,
        });
      },
    };
  },
};
