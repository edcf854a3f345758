import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { compileToolSchema, describeViolations, violations } from '../../session/schemas.js';
import { paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

/** Calls held until a tools/list result arrives (section-ordered captures list it later). */
const MAX_HELD = 200;

export const toolArgumentsInvalid: Rule = {
  meta: {
    id: 'tool-arguments-invalid',
    family: 'tools',
    severity: 'error',
    revisions: 'all',
    summary: 'tools/call arguments that break the tool\'s own inputSchema from tools/list.',
    why: 'The server validates arguments against the inputSchema it published and rejects the call (an isError result from 2025-11-25, a -32602 error before). Arguments that do not fit are a client or model bug the server has to absorb.',
    instead: 'Build the arguments from the listed inputSchema: required properties present, types and formats right. Validate them before sending.',
    spec: specUrl('2025-11-25', 'server/tools#tool'),
    requirements: ['tools.server-validates-inputs'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"add\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},\"required\":[\"a\",\"b\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"add\",\"arguments\":{\"a\":\"1\"}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[{\"name\":\"add\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},\"required\":[\"a\",\"b\"]}}]}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"add\",\"arguments\":{\"a\":1,\"b\":2}}}",
    },
  },
  create(context) {
    const held: Message[] = [];
    const judge = (message: Message): void => {
      const params = paramsOf(message);
      const tool = typeof params?.name === 'string' ? context.session.tools?.get(params.name) : undefined;
      if (!tool || tool.inputSchema === undefined) return;
      const compiled = compileToolSchema(tool.inputSchema, context.revision);
      if (!compiled.ok) return; // tool-schema-invalid reports it at the tools/list result
      const args = params!.arguments ?? {};
      const found = violations(compiled.validate, args);
      if (found.length === 0) return;
      context.report({
        at: message,
        path: `params.arguments${found[0].pointer.replace(/\//g, '.')}`,
        message: `This is ${describe(message)} for tool ${JSON.stringify(params!.name)}: its arguments break the tool's inputSchema (${compiled.dialect}) ${describeViolations(found)}. Send arguments that satisfy the schema the server listed.`,
      });
    };
    return {
      // A call sent with `"id": null` reads as a notification: its arguments are still judged (id-null reports the id).
      kinds: ['result', 'request', 'notification'],
      methods: ['tools/call', 'tools/list'],
      message(message) {
        if (message.kind === 'result' && message.answers?.method === 'tools/list' && held.length > 0) {
          for (const call of held.splice(0)) judge(call);
          return;
        }
        if (message.method !== 'tools/call' || !(message.kind === 'request' || (message.kind === 'notification' && message.hasId))) return;
        if (context.session.tools) judge(message);
        else if (!context.session.interleavingKnown && held.length < MAX_HELD) held.push(message);
      },
    };
  },
};
