import { extensionIdentifierInvalid } from '../../../src/core/rules/capability/extension-identifier-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';

const withExtensions = (id: number, extensions: Record<string, unknown>) => client(request(id, 'tools/list', { _meta: { ...meta26, 'io.modelcontextprotocol/clientCapabilities': { extensions } } }));
const discover = (extensions: Record<string, unknown>) => [
  client(request(1, 'server/discover', { _meta: meta26 })),
  server(result(1, { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: { extensions }, ttlMs: 0, cacheScope: 'public' })),
];

ruleTester.run(extensionIdentifierInvalid, {
  valid: [
    { name: 'official and vendor identifiers', capture: jsonl(...discover({ 'io.modelcontextprotocol/tasks': {}, 'com.example/audit-log': { level: 1 } })), revision: '2026-07-28' },
    { name: 'a client declaring a prefixed extension', capture: jsonl(withExtensions(1, { 'io.modelcontextprotocol/oauth-client-credentials': {} })), revision: '2026-07-28' },
    { name: 'an unprefixed key outside extensions (experimental) is not an identifier', capture: jsonl(client(request(1, 'tools/list', { _meta: { ...meta26, 'io.modelcontextprotocol/clientCapabilities': { experimental: { tasks: {} } } } }))), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'a server extension without a prefix', capture: jsonl(...discover({ tasks: {} })), revision: '2026-07-28', errors: [{ line: 2, path: 'result.capabilities.extensions', message: '"tasks" in result.capabilities.extensions, which has no prefix' }] },
    {
      name: 'a client extension with a malformed prefix, reported once though every request repeats it',
      capture: jsonl(withExtensions(1, { 'example.com./x': {} }), withExtensions(2, { 'example.com./x': {} })),
      revision: '2026-07-28',
      errors: [{ line: 1, message: 'breaks the `_meta` key naming rules' }],
    },
  ],
});
