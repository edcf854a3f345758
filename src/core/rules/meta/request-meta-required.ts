import { isPlainObject } from '../../message.js';
import type { RequiredMetaKey } from '../../protocol/model.js';
import type { Rule } from '../rule.js';
import { describeMessage, jsonType, specUrl } from '../lib/describe-message.js';

export function hasAll(meta: Record<string, unknown>, required: readonly RequiredMetaKey[]): boolean {
  for (let i = 0; i < required.length; i++) {
    const { key, type } = required[i];
    if (type === 'object' ? !isPlainObject(meta[key]) : typeof meta[key] !== type) return false;
  }
  return true;
}

export const requestMetaRequired: Rule = {
  meta: {
    id: 'request-meta-required',
    family: 'meta',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 request without `params._meta` carrying `io.modelcontextprotocol/protocolVersion` (a string) and `io.modelcontextprotocol/clientCapabilities` (an object).',
    why: 'There is no handshake in 2026-07-28: each request says which version it speaks and what the client can do. A server "MUST reject" a request lacking either key with -32602 (HTTP 400), and must not fill them in from earlier requests.',
    instead: 'Put both keys in every request\'s `params._meta` (`{}` for no optional capabilities), and `io.modelcontextprotocol/clientInfo` too.',
    spec: specUrl('2026-07-28', 'basic#meta'),
    requirements: ['meta.required-request-fields', 'stateless.no-connection-context'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    const required = model.requiredRequestMeta;
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request' || required.length === 0 || message.sender === 'server') return;
        if (!model.methods.has(message.method!)) return;
        const params = message.params;
        // Positional (array) or scalar params are params-type's finding; one problem, one finding.
        if (params !== undefined && !isPlainObject(params)) return;
        const meta = isPlainObject(params) && isPlainObject(params._meta) ? params._meta : undefined;
        if (meta !== undefined && hasAll(meta, required)) return;
        const problems: string[] = [];
        for (const { key, type } of required) {
          const value = meta?.[key];
          if (value === undefined) problems.push(`no "${key}"`);
          else if (type === 'object' ? !isPlainObject(value) : typeof value !== type) problems.push(`"${key}" as ${jsonType(value)} (expected ${type === 'object' ? 'an object' : 'a string'})`);
        }
        if (problems.length === 0) return;
        const where = meta ? 'its params._meta has ' : isPlainObject(params) ? 'its params have no _meta, so ' : 'it has no params, so ';
        context.report({
          at: message,
          path: 'params._meta',
          message: `${describeMessage(message)}: ${where}${problems.join(' and ')}; a ${model.revision} server MUST reject it with -32602 (HTTP 400). Put the protocol version and the client capabilities ({} for none) in every request's params._meta.`,
        });
      },
    };
  },
};
