import { describe, specUrl } from '../lib/describe-message.js';
import { paramsOf } from '../../session/tracker.js';
import { listWithMore } from '../../text/words.js';
import type { Rule } from '../rule.js';

/** Tools a finding names of the listed ones; the rest are counted. */
const TOOLS_NAMED = 10;

export const toolUnknown: Rule = {
  meta: {
    id: 'tool-unknown',
    family: 'tools',
    severity: 'warning',
    revisions: 'all',
    summary: 'tools/call naming a tool that the last tools/list result of the session did not list.',
    why: 'A client calls the tools the server listed. A name the list did not have is a typo, a stale cache, or a tool the server removed (it should have sent notifications/tools/list_changed); the server answers -32602 Unknown tool.',
    instead: 'Call only tools from the latest tools/list result; list again after notifications/tools/list_changed.',
    spec: specUrl('2025-11-25', 'server/tools#calling-tools'),
    requirements: [],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"add\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},\"required\":[\"a\",\"b\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"multiply\",\"arguments\":{\"a\":1,\"b\":2}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"add\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},\"required\":[\"a\",\"b\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"add\",\"arguments\":{\"a\":1,\"b\":2}}}",
    },
  },
  create(context) {
    return {
      // A call sent with `"id": null` reads as a notification: its tool is still judged (id-null reports the id).
      kinds: ['request', 'notification'],
      methods: ['tools/call'],
      message(message) {
        if (message.method !== 'tools/call' || !(message.kind === 'request' || message.hasId)) return;
        const tools = context.session.tools;
        const name = paramsOf(message)?.name;
        if (!tools || typeof name !== 'string' || tools.has(name)) return;
        context.report({
          at: message,
          path: 'params.name',
          subject: name,
          message: () => {
            const known = listWithMore([...tools.keys()].map((n) => JSON.stringify(n)), TOOLS_NAMED, 'no tools');
            return `This is ${describe(message)} for tool ${JSON.stringify(name)}, which the last tools/list result did not list (it listed ${known}). Call a listed tool, or list the tools again first.`;
          },
        });
      },
    };
  },
};
