import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/** Raised by the engine when a file yields no frames; the rule itself checks nothing. */
export const emptyCapture = {
  meta: {
    id: 'empty-capture',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'The file holds no MCP messages at all (it is empty, blank, or only other text).',
    why: 'A capture that checks nothing passes silently: usually the recording failed, the file was truncated to nothing, or the captures glob picks up a file that is not a capture.',
    instead: 'Record the session again, or narrow the captures glob (or exclude the file).',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
    requirements: [],
    examples: {
      bad: '[2025-06-18 10:00:00] server listening on stdio',
      good: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    },
  },
  create() {
    return {};
  },
  /** The finding for a file that yielded no frame, from its first bytes (`head`): empty, blank, or holding only other text. */
  issue(head: string): ReaderIssue {
    const what =
      head.length === 0 ? 'The file is empty' : head.trim() === '' || head === '\uFEFF' ? 'The file holds only blank lines' : 'The file holds no MCP message';
    return {
      rule: emptyCapture.meta.id,
      severity: 'warning',
      message: `${what}: there is nothing to check, and without this finding it would pass unnoticed. Record the session again, or leave the file out of the captures glob.`,
      line: 1,
      column: 1,
      subject: 'capture',
    };
  },
} satisfies ReaderRaisedRule;
