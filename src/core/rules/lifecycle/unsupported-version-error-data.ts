import { isPlainObject } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { META_PROTOCOL_VERSION, metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

export const unsupportedVersionErrorData: Rule = {
  meta: {
    id: 'unsupported-version-error-data',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a -32022 UnsupportedProtocolVersion error without data.requested and data.supported, or naming a version the request did not ask for.',
    why: 'The client retries with a version from data.supported; without it (or with a wrong data.requested) a dual-era client cannot pick a version it shares with the server and gives up or falls back to the legacy handshake.',
    instead: 'Answer {"code":-32022,"message":"Unsupported protocol version","data":{"requested":"<the request\'s version>","supported":["2026-07-28",...]}}.',
    spec: specUrl('2026-07-28', 'basic/versioning'),
    requirements: ['versioning.unsupported-version-error', 'http.unsupported-version-400'],
    examples: {
      bad: "< {\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32022,\"message\":\"Unsupported protocol version\"}}",
      good: "< {\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32022,\"message\":\"Unsupported protocol version\",\"data\":{\"requested\":\"2027-01-01\",\"supported\":[\"2026-07-28\"]}}}", revision: '2026-07-28',
    },
  },
  create(context) {
    return {
      kinds: ['error'],
      message(message) {
        if (message.kind !== 'error' || !isPlainObject(message.value)) return;
        const error = message.value.error;
        if (!isPlainObject(error) || error.code !== -32022) return;
        const data = error.data;
        const problems: string[] = [];
        if (!isPlainObject(data)) problems.push('it has no data object');
        else {
          if (typeof data.requested !== 'string') problems.push('data.requested (the version the request asked for, a string) is missing');
          if (!Array.isArray(data.supported) || !data.supported.every((v) => typeof v === 'string')) problems.push('data.supported (the versions the server implements, an array of strings) is missing');
          else if (data.supported.length === 0) problems.push('data.supported is empty');
          const asked = message.answers ? metaOf(message.answers)?.[META_PROTOCOL_VERSION] : undefined;
          if (typeof data.requested === 'string' && typeof asked === 'string' && data.requested !== asked) {
            problems.push(`data.requested is ${data.requested} but the request asked for ${asked}`);
          }
        }
        if (problems.length === 0) return;
        context.report({
          at: message,
          path: 'error.data',
          message: `This is ${describe(message)} with code -32022 (unsupported protocol version), but ${problems.join('; ')}. Include data: {"requested": <the requested version>, "supported": [<versions you implement>]} so the client can retry.`,
        });
      },
    };
  },
};
