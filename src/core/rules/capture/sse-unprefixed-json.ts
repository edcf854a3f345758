import type { ReaderIssue } from '../../capture/reader.js';
import type { ReaderRaisedRule } from '../rule.js';

/**
 * What stands outside a `data:` field: a line that starts a JSON value (read as the unknown field
 * `field`; an error when it holds a JSON-RPC message), or a line of a pretty-printed JSON-RPC message.
 */
type UnprefixedJson = { kind: 'json'; field: string; jsonRpc: boolean } | { kind: 'message-part' };

/** Raised by the SSE readers; the rule itself checks nothing. */
export const sseUnprefixedJson = {
  meta: {
    id: 'sse-unprefixed-json',
    family: 'capture',
    severity: 'warning',
    revisions: 'all',
    summary: 'A JSON message stands in an SSE stream without a "data:" field name.',
    why: 'An SSE client reads every line as "field: value"; a line starting with "{" is an unknown field and is ignored, so the message never reaches the client, which then waits for a response that never comes. When the line holds a JSON-RPC message (its `"jsonrpc"` key) the finding is an error: the message is lost and goes unchecked, so a failing session cannot pass by dropping its `data:` prefixes.',
    instead: 'Write each line of the message as "data: <text>" and end the event with a blank line.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http',
    requirements: [],
    examples: {
      bad: 'event: message\n{"jsonrpc":"2.0","id":1,"result":{}}\n\n',
      good: 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    },
  },
  create() {
    return {};
  },
  issue(at: { line: number; text: string }, what: UnprefixedJson): ReaderIssue {
    return {
      rule: sseUnprefixedJson.meta.id,
      // A JSON-RPC message so written is lost and goes unchecked: a failing session must not
      // pass by dropping its `data:` prefixes.
      severity: what.kind === 'message-part' || what.jsonRpc ? 'error' : 'warning',
      message:
        what.kind === 'json'
          ? `This line holds JSON outside a "data:" field; an SSE client reads it as an unknown field "${what.field.slice(0, 20)}" and ignores it, so this message is never delivered. Prefix each line of the message with "data: ".`
          : 'This line holds part of a JSON-RPC message outside a "data:" field; an SSE client ignores it, so the message is never delivered, and it was not checked. Prefix each line of the message with "data: ".',
      line: at.line,
      column: 1,
      subject: { line: at.text },
    };
  },
} satisfies ReaderRaisedRule;
