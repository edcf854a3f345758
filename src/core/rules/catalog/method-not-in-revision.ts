import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { methodStatus } from '../lib/method-status.js';
import { isEraProbe } from '../../session/revision.js';

export const methodNotInRevision: Rule = {
  meta: {
    id: 'method-not-in-revision',
    family: 'catalog',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A spec method the target revision does not have: removed by it or an earlier one (`ping` in 2026-07-28), only added later (`elicitation/create` in 2025-03-26), only embedded (2026-07-28 sampling), or left to an extension (2026-07-28 tasks: a warning unless the request declares the extension).',
    why: 'A peer that speaks the target revision does not know the method: it answers -32601 or ignores it. Usually the capture mixes revisions (a client built for one, a server for another) or the code predates a removal.',
    instead: 'Use what the target revision offers instead (the finding says what), or negotiate the revision that has the method.',
    spec: specUrl('2026-07-28', 'changelog'),
    requirements: ['lifecycle.respect-negotiated-version'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    const revision = model.revision;
    return {
      kinds: ['request', 'notification'],
      message(message) {
        if (message.method === undefined) return;
        // A legacy session's server/discover before initialize is the era probe the 2026-07-28 spec prescribes.
        if (isEraProbe(message, context.session, model)) return;
        const status = methodStatus(model, message.method);
        let text: string;
        if (status.kind === 'removed') {
          const { removedIn, lastIn, instead } = status.removed;
          const when = removedIn === revision ? `was removed in ${revision}` : `was removed in ${removedIn}, before ${revision}`;
          text = `"${message.method}" ${when} (last defined in ${lastIn}); a ${revision} peer answers -32601 or ignores it. Instead: ${instead}.`;
        } else if (status.kind === 'embedded') {
          text = `in ${revision} "${message.method}" is not a JSON-RPC message: ${status.info.note ?? 'it is only embedded in other messages.'}`;
        } else if (status.kind === 'extension') {
          const { extension } = status.extension;
          if (declaresExtension(message.params, extension)) return;
          context.report({
            at: message,
            path: 'method',
            severity: 'warning',
            message: `${describeMessage(message)}: "${message.method}" is not part of core ${revision}; the ${extension} extension defines it, and it is legal only when both sides negotiated that extension (capabilities.extensions), which this message does not show. Declare the extension, or leave the method out.`,
          });
          return;
        } else if (status.kind === 'later') {
          text = `"${message.method}" is defined only from ${status.firstIn}; a ${revision} peer answers -32601 or ignores it. Negotiate ${status.firstIn} or later to use it, or leave it out.`;
        } else {
          return;
        }
        context.report({ at: message, path: 'method', message: `${describeMessage(message)}: ${text}` });
      },
    };
  },
};

/** Whether a 2026-07-28 request's own `_meta` client capabilities declare the extension. */
function declaresExtension(params: unknown, extension: string): boolean {
  if (!isPlainObject(params) || !isPlainObject(params._meta)) return false;
  const capabilities = params._meta['io.modelcontextprotocol/clientCapabilities'];
  return isPlainObject(capabilities) && isPlainObject(capabilities.extensions) && extension in capabilities.extensions;
}
