import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const tool = (name: string) => `{"name":"${name}","inputSchema":{"type":"object"}}`;
const LISTS = (second: readonly string[]) =>
  [
    `> {"jsonrpc":"2.0","id":1,"method":"tools/list","params":{${META}}}`,
    `< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[${tool('search')},${tool('fetch')}],"ttlMs":0,"cacheScope":"public"}}`,
    `> {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{${META}}}`,
    `< {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[${second.map(tool).join(',')}],"ttlMs":0,"cacheScope":"public"}}`,
  ].join('\n');

/** The tool names of a whole one-page tools/list result, in order, or undefined. */
function toolNames(message: Message): string[] | undefined {
  const result = resultOf(message);
  if (!result || !Array.isArray(result.tools) || result.nextCursor !== undefined) return undefined;
  const names: string[] = [];
  for (const entry of result.tools as unknown[]) {
    const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
    if (typeof name !== 'string') return undefined;
    names.push(name);
  }
  return names;
}

export const toolOrderVaries: Rule = {
  meta: {
    id: 'tool-order-varies',
    family: 'tools',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28: two tools/list results with the same tools in another order, with no notifications/tools/list_changed between them.',
    why: 'Clients cache the tool list and models are prompted with it; a list that reshuffles when nothing changed defeats prompt caching, makes a client think the set changed, and makes runs that should be identical differ. The spec asks for a deterministic order.',
    instead: 'Return tools in a stable order (sorted by name, or in registration order) whenever the set has not changed.',
    spec: specUrl('2026-07-28', 'server/tools#capabilities'),
    requirements: ['tools.deterministic-order'],
    examples: { bad: LISTS(['fetch', 'search']), good: LISTS(['search', 'fetch']), revision: '2026-07-28' },
  },
  create(context) {
    let last: { result: Message; names: string[] } | undefined;
    return {
      kinds: ['notification', 'result'],
      message(message) {
        if (message.kind === 'notification') {
          // A change notified between two lists allows another order.
          if (message.method === 'notifications/tools/list_changed') last = undefined;
          return;
        }
        const request = message.answers;
        if (request?.method !== 'tools/list' || message.sender === 'client' || paramsOf(request)?.cursor !== undefined) return;
        const names = toolNames(message);
        if (!names) return;
        const before = last;
        last = { result: message, names };
        if (!before || before.names.length !== names.length || before.names.every((name, i) => name === names[i])) return;
        const sorted = (list: readonly string[]) => [...list].sort().join('\u0000');
        if (sorted(before.names) !== sorted(names)) return;
        context.report({
          at: message,
          path: 'result.tools',
          message: () =>
            `This is ${describe(message)}, listing the same ${names.length} tools as the result (line ${before.result.frame.span.line}) in another order, with no notifications/tools/list_changed between them. Servers SHOULD return tools in a deterministic order while the set is unchanged.`,
        });
      },
    };
  },
};
