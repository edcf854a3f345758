import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { paramsOf, resultOf } from '../../session/tracker.js';

/** Prompts remembered from prompts/list results; a server listing more is judged on the first ones. */
const MAX_PROMPTS = 10_000;

const LISTED =
  '> {"jsonrpc":"2.0","id":1,"method":"prompts/list"}\n' +
  '< {"jsonrpc":"2.0","id":1,"result":{"prompts":[{"name":"code_review","arguments":[{"name":"code","required":true},{"name":"style"}]}]}}\n';
const got = (args: string) =>
  `${LISTED}> {"jsonrpc":"2.0","id":2,"method":"prompts/get","params":{"name":"code_review","arguments":${args}}}\n` +
  '< {"jsonrpc":"2.0","id":2,"result":{"messages":[{"role":"user","content":{"type":"text","text":"Review this code."}}]}}';

/** The names of the arguments a listed prompt marks `required: true`. */
function requiredArguments(prompt: Record<string, unknown>): string[] {
  if (!Array.isArray(prompt.arguments)) return [];
  const names: string[] = [];
  for (const argument of prompt.arguments) {
    if (isPlainObject(argument) && argument.required === true && typeof argument.name === 'string') names.push(argument.name);
  }
  return names;
}

export const promptArgumentMissing: Rule = {
  meta: {
    id: 'prompt-argument-missing',
    family: 'shape',
    severity: 'warning',
    revisions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A `prompts/get` answered with the prompt although the request left out an argument the server\'s own `prompts/list` marks required.',
    why: 'The server said the prompt cannot be built without that argument, then built it anyway: the messages it returns were filled with a default or an empty value the user never chose. Servers SHOULD validate prompt arguments and answer a missing required one with -32602.',
    instead: 'Check the arguments of prompts/get against the prompt\'s declared arguments and answer -32602 (Invalid params) naming the missing one; or stop marking the argument required.',
    spec: specUrl('2025-11-25', 'server/prompts#implementation-considerations'),
    requirements: ['prompts.validate-arguments'],
    examples: { bad: got('{"style":"terse"}'), good: got('{"code":"def f(): pass"}'), revision: '2025-11-25' },
  },
  create(context) {
    const required = new Map<string, string[]>();
    return {
      kinds: ['result'],
      methods: ['prompts/list', 'prompts/get'],
      message(message) {
        if (message.sender === 'client' || !message.answers) return;
        const result = resultOf(message);
        if (!result) return;
        if (message.answers.method === 'prompts/list') {
          if (!Array.isArray(result.prompts)) return;
          for (const prompt of result.prompts) {
            if (!isPlainObject(prompt) || typeof prompt.name !== 'string') continue;
            if (required.size >= MAX_PROMPTS && !required.has(prompt.name)) break;
            required.set(prompt.name, requiredArguments(prompt));
          }
          return;
        }
        // 2026-07-28: an input_required result asks for more; only a completed prompt was built.
        if (result.resultType !== undefined && result.resultType !== 'complete') return;
        const params = paramsOf(message.answers);
        const name = params?.name;
        const wanted = typeof name === 'string' ? required.get(name) : undefined;
        if (!wanted || wanted.length === 0) return;
        const given = isPlainObject(params?.arguments) ? params.arguments : {};
        const missing = wanted.filter((argument) => given[argument] === undefined);
        if (missing.length === 0) return;
        context.report({
          at: message,
          subject: `${String(name)}.${missing[0]}`,
          message: () =>
            `This is ${describe(message)}, the prompt ${JSON.stringify(name)} built although the request leaves out ${missing.map((m) => JSON.stringify(m)).join(', ')}, which the server's prompts/list marks required. Servers SHOULD validate prompt arguments before processing, and answer a missing required argument with -32602 (Invalid params).`,
        });
      },
    };
  },
};
