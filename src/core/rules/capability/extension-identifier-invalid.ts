import type { Frame } from '../../capture/frame.js';
import { isPlainObject, type Message } from '../../message.js';
import { describeMessage, specUrl } from '../lib/describe-message.js';
import { isPrefixedMetaKey } from '../lib/meta-keys.js';
import { META_CLIENT_CAPABILITIES, metaOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

/** Identifiers reported once per side: a client repeats its capabilities on every request. */
const MAX_REMEMBERED = 1_000;
const META = '"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}';
const discover = (extension: string) =>
  `> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{${META}}}}\n< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"extensions":{"${extension}":{}}},"ttlMs":0,"cacheScope":"public"}}`;

/** The `capabilities.extensions` object a message declares, and where. */
function declaredExtensions(message: Message): { extensions: Record<string, unknown>; path: string } | undefined {
  if (message.kind === 'request' && message.sender !== 'server') {
    const capabilities = metaOf(message)?.[META_CLIENT_CAPABILITIES];
    if (isPlainObject(capabilities) && isPlainObject(capabilities.extensions)) return { extensions: capabilities.extensions, path: `params._meta["${META_CLIENT_CAPABILITIES}"].extensions` };
  } else if (message.kind === 'result' && message.sender !== 'client' && message.answers?.method === 'server/discover') {
    const capabilities = resultOf(message)?.capabilities;
    if (isPlainObject(capabilities) && isPlainObject(capabilities.extensions)) return { extensions: capabilities.extensions, path: 'result.capabilities.extensions' };
  }
  return undefined;
}

export const extensionIdentifierInvalid: Rule = {
  meta: {
    id: 'extension-identifier-invalid',
    family: 'capability',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28: a key of `capabilities.extensions` (the client\'s per-request capabilities, or the server/discover result) that is not a `_meta`-style key with a prefix (`com.example/feature`).',
    why: 'Extensions are negotiated by identifier: each side looks the other\'s keys up by their exact name. An identifier without a vendor prefix (`tasks`) can collide with another vendor\'s or a future official one, and a key that breaks the `_meta` naming rules is one a strict peer rejects. The spec makes the prefix mandatory.',
    instead: 'Name each extension `<reverse-DNS prefix>/<name>`: `io.modelcontextprotocol/tasks` for an official one, your own domain for yours (`com.example/audit-log`).',
    spec: specUrl('2026-07-28', 'basic/versioning#extension-negotiation'),
    requirements: ['versioning.extension-identifiers'],
    examples: { bad: discover('tasks'), good: discover('io.modelcontextprotocol/tasks'), revision: '2026-07-28' },
  },
  create(context) {
    const reported = { client: new Set<string>(), server: new Set<string>() };
    // The members of a batch share their frame: its text is searched once, not once per member.
    let lastFrame: Frame | undefined;
    let lastMentions = false;
    return {
      kinds: ['request', 'result'],
      message(message) {
        if (message.frame !== lastFrame) {
          lastFrame = message.frame;
          lastMentions = lastFrame.raw.includes('extensions');
        }
        if (!lastMentions) return;
        const declared = declaredExtensions(message);
        if (!declared) return;
        const seen = message.kind === 'request' ? reported.client : reported.server;
        for (const key of Object.keys(declared.extensions)) {
          if (isPrefixedMetaKey(key) || seen.has(key)) continue;
          if (seen.size < MAX_REMEMBERED) seen.add(key);
          context.report({
            at: message,
            path: declared.path,
            subject: key,
            message: () =>
              `${describeMessage(message)} declares extension ${JSON.stringify(key)} in ${declared.path}, ${key.includes('/') ? 'which breaks the `_meta` key naming rules (dot-separated labels that start with a letter and end with a letter or digit, a "/", then a name that begins and ends with a letter or digit)' : 'which has no prefix'}. Extension identifiers MUST be \`_meta\`-style keys with a prefix, e.g. "com.example/${key.replace(/[^A-Za-z0-9._-]/g, '').replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '') || 'extension'}".`,
          });
        }
      },
    };
  },
};
