import type { Rule } from '../rule.js';

/** Raised by the SSE readers; the rule itself checks nothing. */
export const sseUnprefixedJson: Rule = {
  meta: {
    id: 'sse-unprefixed-json',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'A JSON message stands in an SSE stream without a "data:" field name.',
    why: 'An SSE client reads every line as "field: value"; a line starting with "{" is an unknown field and is ignored, so the message never reaches the client, which then waits for a response that never comes. When the line holds a JSON-RPC message (its `"jsonrpc"` key) the finding is an error: the message is lost and goes unchecked, so a failing session cannot pass by dropping its `data:` prefixes.',
    instead: 'Write each line of the message as "data: <text>" and end the event with a blank line.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http',
    examples: {
      bad: 'event: message\n{"jsonrpc":"2.0","id":1,"result":{}}\n\n',
      good: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    },
  },
  create() {
    return {};
  },
};
