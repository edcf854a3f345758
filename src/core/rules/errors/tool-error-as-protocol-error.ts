import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { errorCodeOf, errorTextOf } from '../lib/error-code-info.js';

/** Codes that say the call itself was wrong (not the tool's work): these belong in JSON-RPC errors. */
const PROTOCOL_CODES = new Set([-32700, -32600, -32601, -32602]);

export const toolErrorAsProtocolError: Rule = {
  meta: {
    id: 'tool-error-as-protocol-error',
    family: 'errors',
    severity: 'warning',
    revisions: EVERY_REVISION,
    summary: 'A tools/call answered with a JSON-RPC error for what looks like the tool\'s own failure (-32603 "file not found", an application code).',
    why: 'Errors that come from running the tool "SHOULD be reported inside the result object" with `isError: true`, so the model sees them and can recover. A JSON-RPC error is for protocol failures (unknown tool, malformed request); most clients show it to the user or abort the turn, and the model never learns why the call failed.',
    instead: 'Answer `{"content": [{"type": "text", "text": "file not found: a.txt"}], "isError": true}` as the result.',
    spec: specUrl('2025-11-25', 'server/tools#error-handling'),
    requirements: [],
    examples: {
      bad: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}\n{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"file not found: a.txt"}}',
      good: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}\n{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"file not found: a.txt"}],"isError":true}}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['error'],
      methods: ['tools/call'],
      message(message) {
        if (message.answers?.method !== 'tools/call') return;
        const code = errorCodeOf(message);
        if (code === undefined || PROTOCOL_CODES.has(code)) return;
        if (model.errorCodes.get(code)?.origin === 'mcp') return;
        const text = errorTextOf(message);
        context.report({
          at: message,
          path: 'error',
          message: `${describeMessage(message)} reports ${code}${text ? ` "${text}"` : ''} as a JSON-RPC error; a failure of the tool itself should be a result with isError: true and the message in content, so the model sees it. Keep JSON-RPC errors for protocol failures (unknown tool, malformed request).`,
        });
      },
    };
  },
};
