import { samplingToolResultMixed } from '../../../src/core/rules/tools/sampling-tool-result-mixed.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, result } from '../messages.js';
import { ask, asked, sample, start, text, toolResult, use } from '../sampling-conversation.js';


ruleTester.run(samplingToolResultMixed, {
  valid: [
    { name: 'a single tool result as the content object; several tool results in an array', capture: jsonl(...start, sample(1, [ask, { role: 'assistant', content: use('a') }, { role: 'user', content: toolResult('a') }]), sample(2, [ask, asked, { role: 'user', content: [toolResult('a'), toolResult('b')] }])), revision: '2025-11-25' },
    { name: 'text in a user message of its own after the results; text and tool_use mixed in an assistant message', capture: jsonl(...start, sample(1, [ask, { role: 'assistant', content: [text('Let me check.'), use('a')] }, { role: 'user', content: [toolResult('a')] }, { role: 'user', content: text('And tomorrow?') }])), revision: '2025-11-25' },
    { name: 'a user message of text and an image, no tool result', capture: jsonl(...start, sample(1, [{ role: 'user', content: [text('What is this?'), { type: 'image', data: 'AAAA', mimeType: 'image/png' }] }])), revision: '2025-11-25' },
    { name: 'the client\'s result mixing text and tool_use (an assistant answer, not a sampling message)', capture: jsonl(...start, sample(1, [ask]), client(result(1, { role: 'assistant', content: [text('Checking'), use('a')], model: 'm', stopReason: 'toolUse' }))), revision: '2025-11-25' },
    { name: 'the same mixed message under 2025-06-18, which has no tool use in sampling', capture: jsonl(...handshake('2025-06-18'), sample(1, [ask, asked, { role: 'user', content: [text('Results:'), toolResult('a')] }])), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'text before a tool result in one user message (the spec\'s invalid example)',
      capture: jsonl(...start, sample(1, [ask, { role: 'assistant', content: use('a') }, { role: 'user', content: [text('Here are the results:'), toolResult('a')] }])),
      revision: '2025-11-25',
      errors: [{ line: 4, severity: 'error', path: 'params.messages[2].content', message: 'mixes tool_result blocks with "text" content' }],
    },
    {
      name: 'an image and audio beside tool results, in two requests',
      capture: jsonl(
        ...start,
        sample(1, [ask, asked, { role: 'user', content: [toolResult('a'), toolResult('b'), { type: 'image', data: 'AAAA', mimeType: 'image/png' }, { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' }] }]),
        sample(2, [{ role: 'user', content: [toolResult('x'), text('continue')] }]),
      ),
      revision: '2025-11-25',
      errors: [
        { line: 4, path: 'params.messages[2].content', message: '"image", "audio" content' },
        { line: 5, path: 'params.messages[0].content', message: 'MUST contain only tool results' },
      ],
    },
  ],
});
