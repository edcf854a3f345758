import { isTooDeep } from '../../capture/parse.js';
import type { Rule } from '../rule.js';

export const parseError: Rule = {
  meta: {
    id: 'parse-error',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A frame that should hold a JSON-RPC message is not valid JSON.',
    why: 'A peer that receives it answers -32700 Parse error or drops the connection; on stdio it is most often a message cut in two by an embedded newline, or stray output mixed into the stream.',
    instead: 'Write each message as one complete JSON text (on stdio: one line, no embedded newlines) and send logs to stderr.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    requirements: ['messages.jsonrpc', 'stdio.no-embedded-newlines', 'stdio.server-stdout-only-messages', 'stdio.client-stdin-only-messages'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"method":"tools/list",}',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    },
  },
  create(context) {
    return {
      frames: 'unparsed',
      frame(frame) {
        if (frame.parseError === undefined || isTooDeep(frame)) return; // nesting-too-deep says it
        const shown = frame.raw.length > 60 ? `${frame.raw.slice(0, 60)}…` : frame.raw;
        context.report({
          at: frame,
          message: `This frame is not valid JSON (${frame.parseError}): ${JSON.stringify(shown)}. A peer answers -32700 or drops it; write each message as one complete JSON text.`,
        });
      },
    };
  },
};
