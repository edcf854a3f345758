import { embeddedResourceUndeclared } from '../../../src/core/rules/capability/embedded-resource-undeclared.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const embedded = { type: 'resource', resource: { uri: 'file:///project/src/main.rs', mimeType: 'text/x-rust', text: 'fn main() {}' } };
const called = (capabilities: Record<string, unknown>, content: unknown[]) =>
  jsonl(...handshake('2025-11-25', capabilities), client(request(1, 'tools/call', { name: 'read_main', arguments: {} })), server(result(1, { content })));

ruleTester.run(embeddedResourceUndeclared, {
  valid: [
    { name: 'resources declared', capture: called({ tools: {}, resources: {} }, [embedded]), revision: '2025-11-25' },
    { name: 'a resource link, not an embedded resource', capture: called({ tools: {} }, [{ type: 'resource_link', uri: 'file:///project/src/main.rs', name: 'main.rs' }]), revision: '2025-11-25' },
    { name: 'text content only', capture: called({ tools: {} }, [{ type: 'text', text: 'fn main() {}' }]), revision: '2025-11-25' },
    {
      name: 'no handshake in the capture: the capabilities are unknown',
      capture: jsonl(client(request(1, 'tools/call', { name: 'read_main', arguments: {} })), server(result(1, { content: [embedded] }))),
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'an embedded resource from a server without the resources capability',
      capture: called({ tools: {} }, [{ type: 'text', text: 'Here it is:' }, embedded]),
      revision: '2025-11-25',
      errors: [{ line: 5, severity: 'warning', path: 'result.content[1]', message: 'did not declare the resources capability' }],
    },
    {
      name: 'the same under 2025-06-18',
      capture: jsonl(...handshake('2025-06-18', { tools: {} }), client(request(1, 'tools/call', { name: 'read_main', arguments: {} })), server(result(1, { content: [embedded] }))),
      revision: '2025-06-18',
      errors: [{ line: 5, path: 'result.content[0]' }],
    },
  ],
});
