import { toolOrderVaries } from '../../../src/core/rules/tools/tool-order-varies.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, notification, request, result, server } from '../messages.js';

const list = (id: number) => client(request(id, 'tools/list', { _meta: meta26 }));
const tools = (id: number, names: readonly string[]) => server(result(id, { resultType: 'complete', tools: names.map((name) => ({ name, inputSchema: { type: 'object' } })), ttlMs: 0, cacheScope: 'public' }));

ruleTester.run(toolOrderVaries, {
  valid: [
    { name: 'the same order twice', capture: jsonl(list(1), tools(1, ['a', 'b', 'c']), list(2), tools(2, ['a', 'b', 'c'])), revision: '2026-07-28' },
    { name: 'a new order after a list_changed notification', capture: jsonl(list(1), tools(1, ['a', 'b']), server(notification('notifications/tools/list_changed', { _meta: { 'io.modelcontextprotocol/subscriptionId': 's' } })), list(2), tools(2, ['b', 'a'])), revision: '2026-07-28' },
    { name: 'another set of tools', capture: jsonl(list(1), tools(1, ['a', 'b']), list(2), tools(2, ['c', 'a'])), revision: '2026-07-28' },
  ],
  invalid: [{ name: 'the same tools reshuffled', capture: jsonl(list(1), tools(1, ['a', 'b', 'c']), list(2), tools(2, ['c', 'a', 'b'])), revision: '2026-07-28', errors: [{ line: 4, severity: 'warning', path: 'result.tools', message: 'listing the same 3 tools as the result (line 2) in another order' }] }],
});
