import { isPlainObject, type Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const METHOD_NOT_FOUND = -32601;
const DISCOVER = '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}';

export const discoverNotImplemented: Rule = {
  meta: {
    id: 'discover-not-implemented',
    family: 'lifecycle',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 server answering `server/discover` with -32601 (Method not found), unless the server then answers a fallback initialize (a legacy server).',
    why: 'server/discover is how a 2026-07-28 client learns the server\'s versions, capabilities and identity, and how a dual-era client tells a modern server from a legacy one: a modern server without it is taken for a legacy server.',
    instead: 'Implement server/discover: answer with the supported versions, the capabilities and serverInfo.',
    spec: specUrl('2026-07-28', 'basic/versioning#protocol-version-negotiation'),
    requirements: ['versioning.implement-discover'],
    examples: {
      bad: `> ${DISCOVER}\n< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`,
      good: `> ${DISCOVER}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":60000,"cacheScope":"public","supportedVersions":["2026-07-28"],"capabilities":{},"serverInfo":{"name":"s","version":"1"}}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    // Reported at the end: a client that then falls back to initialize, and a server that answers
    // it, show a legacy server (2026-07-28 backward compatibility), which has no server/discover to implement.
    const pending: Message[] = [];
    let legacyServer = false;
    return {
      kinds: ['error', 'result'],
      methods: ['server/discover', 'initialize'],
      message(message) {
        if (message.sender === 'client' || legacyServer) return;
        if (message.kind === 'result' && message.answers?.method === 'initialize') {
          legacyServer = true;
          return;
        }
        if (message.kind !== 'error' || message.answers?.method !== 'server/discover') return;
        const error = isPlainObject(message.value) ? message.value.error : undefined;
        if (isPlainObject(error) && error.code === METHOD_NOT_FOUND) pending.push(message);
      },
      end() {
        if (legacyServer) return;
        for (const message of pending) {
          context.report({
            at: message,
            path: 'error.code',
            message: () => `This is ${describe(message)}: the server says it has no server/discover. A 2026-07-28 server MUST implement server/discover; a client takes a server without it for a legacy one.`,
          });
        }
      },
    };
  },
};
