import { isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { META_PROTOCOL_VERSION, metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const UNSUPPORTED_VERSION = -32022;
const list = (id: number, version: string) => `> {"jsonrpc":"2.0","id":${id},"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"${version}","io.modelcontextprotocol/clientCapabilities":{}}}}`;
const REFUSED = `${list(1, '2027-01-01')}\n< {"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"requested":"2027-01-01","supported":["2026-07-28"]}}}\n`;

export const unsupportedVersionRetry: Rule = {
  meta: {
    id: 'unsupported-version-retry',
    family: 'lifecycle',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28: a client retrying a request refused with -32022 (unsupported protocol version) with a version that is not in the error\'s `data.supported`.',
    why: 'The -32022 error lists the versions the server implements so the client can pick one it shares; a retry with the refused version, or another one outside the list, is refused again, and a client that loops on it never gets served or tells the user why.',
    instead: 'Retry with a version from data.supported that the client implements, or stop and tell the user that no compatible version exists.',
    spec: specUrl('2026-07-28', 'basic/versioning#protocol-version-negotiation'),
    requirements: ['versioning.client-retries-supported'],
    examples: { bad: `${REFUSED}${list(2, '2027-01-01')}`, good: `${REFUSED}${list(2, '2026-07-28')}`, revision: '2026-07-28' },
  },
  create(context) {
    /** Per method: the -32022 error that refused the client's last request of it, with its supported versions. */
    const refused = new Map<string, { error: Message; supported: string[] }>();
    return {
      kinds: ['request', 'error'],
      message(message) {
        if (message.kind === 'error') {
          const request = message.answers;
          if (!request?.method || message.sender === 'client' || !isPlainObject(message.value) || !isPlainObject(message.value.error)) return;
          const { code, data } = message.value.error;
          if (code !== UNSUPPORTED_VERSION || !isPlainObject(data) || !Array.isArray(data.supported)) return;
          const supported = data.supported.filter((v): v is string => typeof v === 'string');
          if (supported.length > 0) refused.set(request.method, { error: message, supported });
          return;
        }
        if (message.sender === 'server' || !message.method) return;
        const earlier = refused.get(message.method);
        if (!earlier) return;
        refused.delete(message.method);
        const version = metaOf(message)?.[META_PROTOCOL_VERSION];
        if (typeof version !== 'string' || earlier.supported.includes(version)) return;
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)} with protocol version ${version}, sent after ${describe(earlier.error, true)} refused the same method and listed the supported versions ${earlier.supported.join(', ')}. A client SHOULD retry with a version from that list, or tell the user no compatible version exists.`,
        });
      },
    };
  },
};
