import type { Rule } from '../rule.js';

/** Raised by the readers (JSONL, Content-Length, json, txtar); the rule itself checks nothing. */
export const strayOutput: Rule = {
  meta: {
    id: 'stray-output',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'A line in the protocol stream is not a JSON-RPC message (a banner, console.log output, a stack trace).',
    why: 'On stdio the server MUST NOT write anything to stdout that is not a valid MCP message: the client parses every line as JSON-RPC, fails on this one ("Unexpected token ... is not valid JSON") and may drop the connection. In captures declared as mixed stdout and stderr, and in pasted documents, such lines are only set aside (info).',
    instead: 'Write logs, banners and diagnostics to stderr (console.error, a logger bound to stderr); keep stdout for protocol messages only.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio',
    examples: {
      bad: 'Starting MCP server...\n{"jsonrpc":"2.0","id":1,"result":{}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
};
