import { isTooDeep, MAX_NESTING_DEPTH } from '../../capture/parse.js';
import type { Rule } from '../rule.js';

export const nestingTooDeep: Rule = {
  meta: {
    id: 'nesting-too-deep',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: `A message nests arrays and objects more than ${MAX_NESTING_DEPTH} levels deep; its value was not checked.`,
    why: 'Peers walk messages recursively (validation, serialisation) and run out of stack on values this deep, so such a message crashes or is rejected; it is also a known denial-of-service pattern. No MCP message needs this depth.',
    instead: 'Flatten the data, or send it as a text or resource instead of nested JSON.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic',
    requirements: [],
  },
  create(context) {
    return {
      frames: 'unparsed',
      frame(frame) {
        if (!isTooDeep(frame)) return;
        context.report({
          at: frame,
          message: `This frame's JSON is ${frame.parseError}: a peer that walks it recursively runs out of stack. It was not checked further; flatten the data.`,
        });
      },
    };
  },
};
