import { describe, showValue, specUrl } from '../lib/describe-message.js';
import { LOG_LEVELS, MODERN } from '../../session/describe.js';
import { metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';
import { META_LOG_LEVEL } from './log-level-not-requested.js';

const call = (level: string) => `> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/logLevel":"${level}"}}}\n`;

export const logLevelUnknownServed: Rule = {
  meta: {
    id: 'log-level-unknown-served',
    family: 'session',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28: a server answering with a result a request whose `_meta` log level is no log level (`"verbose"`, `"WARN"`).',
    why: 'A client that asks for a level the server does not know gets logs at some level the server picked, or none, and never learns that its setting was wrong. The spec has the server reject such a request with a JSON-RPC error, so the client can correct it.',
    instead: 'Reject a request whose _meta["io.modelcontextprotocol/logLevel"] is none of debug, info, notice, warning, error, critical, alert, emergency with a -32602 (Invalid params) error.',
    spec: specUrl('2026-07-28', 'server/utilities/logging#error-handling'),
    requirements: ['logging.invalid-level-rejected'],
    examples: {
      bad: `${call('verbose')}< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}`,
      good: `${call('debug')}< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['result'],
      message(message) {
        const request = message.answers;
        if (!request || message.sender === 'client' || request.sender === 'server') return;
        const meta = metaOf(request);
        if (!meta || !(META_LOG_LEVEL in meta)) return;
        const level = meta[META_LOG_LEVEL];
        if (typeof level === 'string' && LOG_LEVELS.includes(level)) return;
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)}, serving ${describe(request, true)}, whose _meta log level ${showValue(level)} is no log level (${LOG_LEVELS.join(', ')}). A server SHOULD reject such a request with a JSON-RPC error (-32602) so the client learns its setting is wrong.`,
        });
      },
    };
  },
};
