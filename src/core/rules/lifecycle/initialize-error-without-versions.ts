import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { errorOf, modernError } from '../lib/era-probe.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const INITIALIZE = '> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n';
const DISCOVER = '> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}}\n';
/** A protocol version as the spec dates them. */
const VERSION = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * The versions the error names other than the one the initialize asked for: in `data.supported`,
 * or any dated version in its message or data (a server may list them in its own words).
 */
function versionsNamed(error: Record<string, unknown>, requested: unknown): string[] {
  const data = error.data;
  if (isPlainObject(data) && Array.isArray(data.supported) && data.supported.length > 0 && data.supported.every((v) => typeof v === 'string')) return data.supported;
  const text = `${typeof error.message === 'string' ? error.message : ''} ${data === undefined ? '' : JSON.stringify(data)}`;
  return [...new Set(text.match(VERSION) ?? [])].filter((v) => v !== requested);
}

export const initializeErrorWithoutVersions: Rule = {
  meta: {
    id: 'initialize-error-without-versions',
    family: 'lifecycle',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28: a modern-only server answers a legacy client\'s initialize (one proposing a legacy version) with an error that names none of the protocol versions it supports (no data.supported, no version in its message or data).',
    why: 'A legacy client opens with initialize; a server that speaks only 2026-07-28 rejects it. The legacy client has no way to fall forward to the modern protocol, so the error is the only thing it can show its user: without the versions the server speaks, the user sees "Method not found" and cannot tell that the client is too old for the server.',
    instead: 'Name the versions in the error: {"code":-32022,"message":"This server supports only protocol version 2026-07-28","data":{"requested":"2025-11-25","supported":["2026-07-28"]}} (any code; the versions in data.supported and in the message).',
    spec: specUrl('2026-07-28', 'basic/versioning#backward-compatibility-with-initialization-based-versions'),
    requirements: ['versioning.modern-only-names-versions'],
    examples: {
      bad: `${INITIALIZE}< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`,
      // The error answers a legacy client's initialize, which method-not-in-revision reports under
      // 2026-07-28: the good example shows a modern client's opening, answered with the versions.
      good: `${DISCOVER}< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{},"ttlMs":0,"cacheScope":"public"}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** The errors to judge at the end, unless the server shows it serves legacy clients too. */
    const candidates: Message[] = [];
    /** The server answered an initialize with a result, or a server/discover probe with a legacy error: not modern-only. */
    let servesLegacy = false;
    return {
      kinds: ['result', 'error'],
      methods: ['initialize', 'server/discover'],
      message(message) {
        const request = message.answers;
        if (message.sender !== 'server' || !request || request.sender !== 'client') return;
        if (request.method === 'server/discover') {
          // A legacy server answers the probe with an error that is no modern one (2026-07-28 basic/versioning).
          if (message.kind === 'error' && modernError(message) === undefined) servesLegacy = true;
          return;
        }
        if (message.kind === 'result') {
          servesLegacy = true;
          return;
        }
        if (candidates.length < 100) candidates.push(message);
      },
      end() {
        if (servesLegacy) return;
        for (const message of candidates) {
          const error = errorOf(message);
          if (!error) continue;
          const requested = paramsOf(message.answers!)?.protocolVersion;
          // An initialize proposing a modern version comes from a client that knows the modern protocol: the sentence is about legacy clients.
          if ((MODERN as readonly unknown[]).includes(requested) || versionsNamed(error, requested).length > 0) continue;
          const asked = typeof requested === 'string' ? `, which proposed ${requested}` : '';
          context.report({
            at: message,
            path: 'error',
            message: () =>
              `This is ${describe(message)}, answering ${describe(message.answers!, true)}${asked}, and it names none of the protocol versions the server supports: no data.supported and no version in its message. ` +
              'A server that supports only modern versions SHOULD name them in any error it returns to initialize: a legacy client cannot fall forward, and this error may be all its user sees. ' +
              'Add data.supported (["2026-07-28"]) and say it in the message ("this server supports only protocol version 2026-07-28").',
          });
        }
      },
    };
  },
};
