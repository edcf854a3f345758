import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { blockType, contentBlocks, samplingMessages, SAMPLING_HANDSHAKE } from '../lib/sampling-messages.js';

const USE = (id: string, city: string) => `{"type":"tool_use","id":"${id}","name":"get_weather","input":{"city":"${city}"}}`;
const RESULT = (id: string, text: string) => `{"type":"tool_result","toolUseId":"${id}","content":[{"type":"text","text":"${text}"}]}`;
const request = (results: string) =>
  `${SAMPLING_HANDSHAKE}< {"jsonrpc":"2.0","id":1,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"Weather in Paris and London?"}},{"role":"assistant","content":[${USE('call_1', 'Paris')},${USE('call_2', 'London')}]},{"role":"user","content":[${results}]}],"tools":[{"name":"get_weather","inputSchema":{"type":"object"}}],"maxTokens":200}}`;

/** The ids of a message's tool_use blocks (string ids only). */
function toolUseIds(content: unknown): string[] {
  return contentBlocks(content).flatMap((block) => (blockType(block) === 'tool_use' && isPlainObject(block) && typeof block.id === 'string' ? [block.id] : []));
}

const quoted = (ids: readonly string[]) => ids.map((id) => JSON.stringify(id)).join(', ');

export const samplingToolUseUnanswered: Rule = {
  meta: {
    id: 'sampling-tool-use-unanswered',
    family: 'tools',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: 'A `sampling/createMessage` request whose messages have an assistant `tool_use` not answered by the next message: no user message of tool results follows it, or one leaves a tool use id without its `tool_result`.',
    why: 'Provider APIs require every tool call of an assistant turn to be answered, all of them, in the very next message: a client forwarding the conversation gets it rejected by the provider, or the model continues as if the tool had never run. The spec says each tool use MUST be matched by a tool result in the user message that follows, before any other message.',
    instead: 'After an assistant message with tool_use blocks, send a user message made only of tool_result blocks, one per tool use, each with `toolUseId` set to that tool use\'s `id`.',
    spec: specUrl('2025-11-25', 'client/sampling#tool-use-and-result-balance'),
    requirements: ['sampling.tool-use-answered'],
    examples: { bad: request(RESULT('call_1', '18°C')), good: request(`${RESULT('call_1', '18°C')},${RESULT('call_2', '15°C')}`), revision: '2025-11-25' },
  },
  create(context) {
    return {
      kinds: ['request'],
      methods: ['sampling/createMessage'],
      message(message) {
        if (message.sender === 'client') return;
        const messages = samplingMessages(message);
        messages.forEach((entry, index) => {
          if (!isPlainObject(entry) || entry.role !== 'assistant') return;
          const uses = toolUseIds(entry.content);
          if (uses.length === 0) return;
          const next = messages[index + 1];
          const usesText = uses.length === 1 ? `its tool use ${quoted(uses)}` : `its tool uses ${quoted(uses)}`;
          if (next === undefined) {
            context.report({
              at: message,
              path: `params.messages[${index}]`,
              message: () =>
                `This is ${describe(message)}: params.messages[${index}] is an assistant message with tool_use blocks, and the last message, so ${usesText} ${uses.length === 1 ? 'gets' : 'get'} no result. Every assistant tool use MUST be followed by a user message of tool results. Run the tools and append a user message with a tool_result for each id before asking for the next turn.`,
            });
            return;
          }
          const nextBlocks = isPlainObject(next) ? contentBlocks(next.content) : [];
          const results = nextBlocks.filter((block) => blockType(block) === 'tool_result');
          if (!isPlainObject(next) || next.role !== 'user' || results.length === 0) {
            const what = isPlainObject(next) && typeof next.role === 'string' ? `a${next.role === 'assistant' ? 'n' : ''} ${next.role} message without tool results` : 'a message without tool results';
            context.report({
              at: message,
              path: `params.messages[${index + 1}]`,
              message: () =>
                `This is ${describe(message)}: params.messages[${index}] is an assistant message with tool_use blocks, but params.messages[${index + 1}] after it is ${what}, so ${usesText} ${uses.length === 1 ? 'goes' : 'go'} unanswered. Every assistant tool use MUST be followed by a user message of tool results, before any other message. Insert a user message with a tool_result for each id right after it.`,
            });
            return;
          }
          const answered = new Set(results.flatMap((block) => (isPlainObject(block) && typeof block.toolUseId === 'string' ? [block.toolUseId] : [])));
          const missing = uses.filter((id) => !answered.has(id));
          if (missing.length === 0) return;
          context.report({
            at: message,
            path: `params.messages[${index + 1}].content`,
            message: () =>
              `This is ${describe(message)}: params.messages[${index + 1}] answers the tool uses of params.messages[${index}] but has no tool_result for ${missing.length === 1 ? 'tool use' : 'tool uses'} ${quoted(missing)}. Each tool use MUST be matched by a tool result with its id in toolUseId, in that next message. Add a tool_result for ${missing.length === 1 ? 'it' : 'each'} (with isError: true if the tool failed).`,
          });
        });
      },
    };
  },
};
