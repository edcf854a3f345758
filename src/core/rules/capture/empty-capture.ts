import type { Rule } from '../rule.js';

/** Raised by the engine when a file yields no frames; the rule itself checks nothing. */
export const emptyCapture: Rule = {
  meta: {
    id: 'empty-capture',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'The file holds no MCP messages at all (it is empty, blank, or only other text).',
    why: 'A capture that checks nothing passes silently: usually the recording failed, the file was truncated to nothing, or the captures glob picks up a file that is not a capture.',
    instead: 'Record the session again, or narrow the captures glob (or exclude the file).',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
  },
  create() {
    return {};
  },
};
