import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { contentBlocks, blockType, samplingMessages, SAMPLING_HANDSHAKE } from '../lib/sampling-messages.js';

const request = (content: string) =>
  `${SAMPLING_HANDSHAKE}< {"jsonrpc":"2.0","id":1,"method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"Weather in Paris?"}},{"role":"assistant","content":{"type":"tool_use","id":"call_1","name":"get_weather","input":{"city":"Paris"}}},{"role":"user","content":${content}}],"tools":[{"name":"get_weather","inputSchema":{"type":"object"}}],"maxTokens":200}}`;
const RESULT = '{"type":"tool_result","toolUseId":"call_1","content":[{"type":"text","text":"18°C"}]}';

export const samplingToolResultMixed: Rule = {
  meta: {
    id: 'sampling-tool-result-mixed',
    family: 'tools',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: 'A `sampling/createMessage` request with a user message that mixes `tool_result` blocks with other content (text, image, audio, tool_use).',
    why: 'Provider APIs carry tool results under a role of their own (OpenAI\'s "tool", Gemini\'s "function"): a client that maps the message has nowhere to put the text beside the results, and drops it or fails the request. The spec says a user message with tool results MUST contain only tool results.',
    instead: 'Send the tool results alone in their user message; put any other text or media in a message of its own.',
    spec: specUrl('2025-11-25', 'client/sampling#tool-result-messages'),
    requirements: ['sampling.tool-results-only'],
    examples: { bad: request(`[{"type":"text","text":"Here are the results:"},${RESULT}]`), good: request(`[${RESULT}]`), revision: '2025-11-25' },
  },
  create(context) {
    return {
      kinds: ['request'],
      methods: ['sampling/createMessage'],
      message(message) {
        if (message.sender === 'client') return;
        samplingMessages(message).forEach((entry, index) => {
          if (!isPlainObject(entry) || entry.role !== 'user') return;
          const types = contentBlocks(entry.content).map(blockType);
          if (!types.includes('tool_result')) return;
          const others = [...new Set(types.filter((type): type is string => type !== undefined && type !== 'tool_result'))];
          if (others.length === 0) return;
          context.report({
            at: message,
            path: `params.messages[${index}].content`,
            message: () =>
              `This is ${describe(message)}: params.messages[${index}] is a user message that mixes tool_result blocks with ${others.map((type) => JSON.stringify(type)).join(', ')} content. A user message that carries tool results MUST contain only tool results. Send the results alone and put the other content in a message of its own.`,
          });
        });
      },
    };
  },
};
