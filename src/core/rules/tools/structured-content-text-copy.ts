import { isDeepStrictEqual } from 'node:util';
import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { resultOf } from '../../session/tracker.js';

const CALL = '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"weather","arguments":{}}}';

/** Whether one text block of `content` is the JSON of `structured`. */
function hasTextCopy(content: unknown, structured: unknown): boolean {
  if (!Array.isArray(content)) return false;
  for (const block of content) {
    if (!isPlainObject(block) || block.type !== 'text' || typeof block.text !== 'string') continue;
    // structuredContent is an object: only a text that opens with `{` can be its copy (JSON.parse
    // throwing on every prose block cost more than the rest of the rule).
    if (!block.text.trimStart().startsWith('{')) continue;
    try {
      if (isDeepStrictEqual(JSON.parse(block.text), structured)) return true;
    } catch {
      // Prose, not a copy: look at the next block.
    }
  }
  return false;
}

export const structuredContentTextCopy: Rule = {
  meta: {
    id: 'structured-content-text-copy',
    family: 'tools',
    severity: 'warning',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A `tools/call` result with `structuredContent` and no text content block holding the same JSON.',
    why: 'Clients that predate structured output (and models shown only `content`) read a tool\'s result from its content blocks: without the serialized JSON there, they see nothing of it.',
    instead: 'Also return `JSON.stringify(structuredContent)` as a `{"type":"text"}` block in `content`.',
    spec: specUrl('2025-11-25', 'server/tools#structured-content'),
    requirements: ['tools.structured-content-text-copy'],
    examples: {
      bad: `${CALL}\n< {"jsonrpc":"2.0","id":1,"result":{"content":[],"structuredContent":{"temperature":21}}}`,
      good: `${CALL}\n< {"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"{\\"temperature\\":21}"}],"structuredContent":{"temperature":21}}}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/call'],
      message(message) {
        if (message.sender === 'client' || message.answers?.method !== 'tools/call') return;
        const result = resultOf(message);
        if (!result || !isPlainObject(result.structuredContent) || hasTextCopy(result.content, result.structuredContent)) return;
        context.report({
          at: message,
          path: 'result.content',
          message: () => `This is ${describe(message)}, with structuredContent but no text block in content holding the same JSON. A tool returning structured content SHOULD also return it serialized in a text block, for clients that read only content.`,
        });
      },
    };
  },
};
