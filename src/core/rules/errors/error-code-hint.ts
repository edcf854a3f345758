import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { errorCodeOf } from '../lib/error-code-info.js';
import { methodStatus } from '../lib/method-status.js';
import { isPlainObject } from '../../message.js';

function hasArguments(params: unknown): boolean {
  return isPlainObject(params) && isPlainObject(params.arguments) && Object.keys(params.arguments).length > 0;
}

export const errorCodeHint: Rule = {
  meta: {
    id: 'error-code-hint',
    family: 'errors',
    severity: 'info',
    revisions: EVERY_REVISION,
    summary: 'What an error response most likely means in practice: -32700 from a peer (stray output), -32601 after a misnamed or out-of-revision method, -32602 on tools/call or prompts/get.',
    why: 'The codes are terse and mislead: a -32700 is rarely a bug in the JSON the sender meant to write, it is usually a banner or a log line on stdout; a -32601 after `tools/List` reads like a missing feature; a -32602 on tools/call is about the arguments, not the transport.',
    instead: 'Follow the hint in the finding: move logs to stderr, fix the method name, check the arguments against the tool\'s inputSchema.',
    spec: specUrl('2025-11-25', 'basic/transports#stdio'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
      revision: '2025-11-25',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['error'],
      message(message) {
        const code = errorCodeOf(message);
        if (code === undefined) return;
        const what = describeMessage(message);
        if (code === -32700) {
          context.report({
            at: message,
            message: `${what} is -32700 Parse error: the peer could not parse something it received. Most often stray output (a banner, console.log, a stack trace) was written to the protocol stream, or a message held an embedded newline; write logs to stderr and one message per line.`,
          });
          return;
        }
        const request = message.answers;
        const method = request?.method;
        if (method === undefined) return;
        if (code === -32601) {
          const status = methodStatus(model, method);
          let cause: string | undefined;
          if (status.kind === 'typo') cause = `"${method}" is a slip of "${status.suggestion}": the feature may well exist, the name is wrong`;
          else if (status.kind === 'removed') cause = `"${method}" is not in ${model.revision} (removed in ${status.removed.removedIn})`;
          else if (status.kind === 'later') cause = `"${method}" exists only from ${status.firstIn}`;
          else if (status.kind === 'embedded') cause = `"${method}" is not a JSON-RPC request in ${model.revision}`;
          else if (status.kind === 'defined') cause = `the peer does not implement ${method}; check that it declared the capability the method needs`;
          if (!cause) return;
          context.report({ at: message, message: `${what} is -32601 Method not found: ${cause}.` });
        } else if (code === -32602 && (method === 'tools/call' || method === 'prompts/get') && hasArguments(request!.params)) {
          const subject = method === 'tools/call' ? 'tool' : 'prompt';
          const meta = model.requiredRequestMeta.length > 0 ? ', or a required _meta key missing from the request' : '';
          context.report({
            at: message,
            message: `${what} is -32602 Invalid params: with arguments sent, it usually means they break the ${subject}'s declared ${method === 'tools/call' ? 'inputSchema' : 'arguments'} (or name an unknown ${subject})${meta}; compare the call with the ${method === 'tools/call' ? 'tools/list' : 'prompts/list'} result.`,
          });
        }
      },
    };
  },
};
