import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { resultOf } from '../../session/tracker.js';

const HANDSHAKE = (capabilities: string) =>
  '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n' +
  `< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":${capabilities},"serverInfo":{"name":"s","version":"1"}}}\n` +
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}\n' +
  '> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"read_main","arguments":{}}}\n' +
  '< {"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"resource","resource":{"uri":"file:///project/src/main.rs","mimeType":"text/x-rust","text":"fn main() {}"}}]}}';

export const embeddedResourceUndeclared: Rule = {
  meta: {
    id: 'embedded-resource-undeclared',
    family: 'capability',
    severity: 'warning',
    revisions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    summary: 'A `tools/call` result embedding a resource (a content block of type `resource`) from a server that did not declare the `resources` capability.',
    why: 'An embedded resource names a URI the client may want to read again, subscribe to or show among the server\'s resources; without the resources capability the client has no resources/read to go back to, and some clients drop such blocks.',
    instead: 'Declare the `resources` capability when tools return embedded resources, or return the content as text or a `resource_link` the client can fetch otherwise.',
    spec: specUrl('2025-11-25', 'server/tools#embedded-resources'),
    requirements: ['tools.embedded-resources-capability'],
    examples: { bad: HANDSHAKE('{"tools":{}}'), good: HANDSHAKE('{"tools":{},"resources":{}}'), revision: '2025-11-25' },
  },
  create(context) {
    return {
      kinds: ['result'],
      methods: ['tools/call'],
      message(message) {
        if (message.sender === 'client' || message.answers?.method !== 'tools/call') return;
        const content = resultOf(message)?.content;
        if (!Array.isArray(content)) return;
        const index = content.findIndex((block) => isPlainObject(block) && block.type === 'resource');
        if (index === -1) return;
        // Judged only against capabilities the capture shows: a fragment without them says nothing.
        const capabilities = context.session.capabilitiesOf('server', message.answers);
        if (!capabilities) return;
        const resources = capabilities.resources;
        if (resources !== undefined && resources !== null && resources !== false) return;
        context.report({
          at: message,
          path: `result.content[${index}]`,
          message: () =>
            `This is ${describe(message)}, which embeds a resource (content block ${index} has type "resource"), but the server did not declare the resources capability. Servers that use embedded resources SHOULD implement the resources capability.`,
        });
      },
    };
  },
};
