import { capabilityNotDeclared } from '../../../src/core/rules/capability/capability-not-declared.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, notification, request, server } from '../messages.js';

ruleTester.run(capabilityNotDeclared, {
  valid: [
    { name: 'requests for what the server declared', capture: jsonl(...handshake('2024-11-05', { tools: {}, prompts: {} }), client(request(1, 'prompts/list')), client(request(2, 'tools/list'))), revision: '2024-11-05' },
  ],
  invalid: [
    {
      name: 'prompts/list, resources/subscribe, sampling, logging and a list_changed nobody declared',
      capture: jsonl(
        ...handshake('2024-11-05', { tools: {}, resources: {} }),
        client(request(1, 'prompts/list')),
        client(request(2, 'resources/subscribe', { uri: 'file:///a.txt' })),
        server(request(1, 'sampling/createMessage', { messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 })),
        server(notification('notifications/message', { level: 'info', data: 'hello' })),
        server(notification('notifications/tools/list_changed')),
      ),
      revision: '2024-11-05',
      errors: [
        { line: 4, severity: 'warning' },
        { line: 5, severity: 'warning' },
        { line: 6, severity: 'warning' },
        { line: 7, severity: 'warning' },
        { line: 8, severity: 'warning' },
      ],
    },
  ],
});
