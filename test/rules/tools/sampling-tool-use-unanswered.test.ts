import { samplingToolUseUnanswered } from '../../../src/core/rules/tools/sampling-tool-use-unanswered.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, result } from '../messages.js';
import { ask, asked, sample, start, text, toolResult, use } from '../sampling-conversation.js';

const answered = { role: 'user', content: [toolResult('b'), toolResult('a')] };

ruleTester.run(samplingToolUseUnanswered, {
  valid: [
    { name: 'two tool uses answered in the next message, in another order; a second round answered too', capture: jsonl(...start, sample(1, [ask, asked, answered, { role: 'assistant', content: use('c') }, { role: 'user', content: toolResult('c') }, { role: 'assistant', content: text('Done.') }, { role: 'user', content: text('Thanks') }])), revision: '2025-11-25' },
    { name: 'the spec\'s loop: the first request asks, the client\'s result holds the tool_use, the second request answers it', capture: jsonl(...start, sample(1, [ask]), client(result(1, { role: 'assistant', content: [use('a'), use('b')], model: 'm', stopReason: 'toolUse' })), sample(2, [ask, asked, answered])), revision: '2025-11-25' },
    { name: 'an assistant message of text only, last; a tool_use without a string id is left to the shape rules', capture: jsonl(...start, sample(1, [ask, { role: 'assistant', content: text('Sure') }]), sample(2, [ask, { role: 'assistant', content: [{ type: 'tool_use', name: 'get_weather', input: {} }] }, { role: 'user', content: text('go on') }])), revision: '2025-11-25' },
    { name: 'a mixed answer that matches every id (the mixing is sampling-tool-result-mixed\'s finding)', capture: jsonl(...start, sample(1, [ask, asked, { role: 'user', content: [toolResult('a'), toolResult('b'), text('Here you go')] }])), revision: '2025-11-25' },
    { name: 'an unanswered tool use under 2025-06-18, which has no tool use in sampling', capture: jsonl(...handshake('2025-06-18'), sample(1, [ask, asked, { role: 'user', content: text('go on') }])), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'one of two tool uses without its result (the spec\'s invalid sequence)',
      capture: jsonl(...start, sample(1, [ask, asked, { role: 'user', content: [toolResult('a')] }, { role: 'assistant', content: text('Paris is warmer') }])),
      revision: '2025-11-25',
      errors: [{ line: 4, severity: 'error', path: 'params.messages[2].content', message: 'has no tool_result for tool use "b"' }],
    },
    {
      name: 'a text message, then an assistant message, right after tool uses',
      capture: jsonl(...start, sample(1, [ask, asked, { role: 'user', content: text('never mind') }]), sample(2, [ask, { role: 'assistant', content: use('a') }, { role: 'assistant', content: text('It is sunny') }])),
      revision: '2025-11-25',
      errors: [
        { line: 4, path: 'params.messages[2]', message: 'is a user message without tool results, so its tool uses "a", "b" go unanswered' },
        { line: 5, path: 'params.messages[2]', message: 'is an assistant message without tool results' },
      ],
    },
    {
      name: 'a request ending with the assistant\'s tool use',
      capture: jsonl(...start, sample(1, [ask, { role: 'assistant', content: [text('Checking'), use('a')] }])),
      revision: '2025-11-25',
      errors: [{ line: 4, path: 'params.messages[1]', message: 'and the last message, so its tool use "a" gets no result' }],
    },
    {
      name: 'results whose toolUseId names another call',
      capture: jsonl(...start, sample(1, [ask, asked, { role: 'user', content: [toolResult('a'), toolResult('z')] }])),
      revision: '2025-11-25',
      errors: [{ line: 4, path: 'params.messages[2].content', message: 'no tool_result for tool use "b"' }],
    },
  ],
});
