import { structuredContentTextCopy } from '../../../src/core/rules/tools/structured-content-text-copy.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const called = (value: unknown) => jsonl(...handshake('2025-11-25'), client(request(1, 'tools/call', { name: 'weather', arguments: {} })), server(result(1, value)));
const structured = { temperature: 21, unit: 'C' };

ruleTester.run(structuredContentTextCopy, {
  valid: [
    { name: 'the serialized JSON in a text block, formatted differently', capture: called({ content: [{ type: 'text', text: JSON.stringify(structured, null, 2) }], structuredContent: structured }), revision: '2025-11-25' },
    { name: 'no structured content', capture: called({ content: [{ type: 'text', text: 'sunny' }] }), revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'only prose in content',
      capture: called({ content: [{ type: 'text', text: 'It is 21 degrees.' }], structuredContent: structured }),
      revision: '2025-11-25',
      errors: [{ line: 5, severity: 'warning', path: 'result.content', message: 'no text block in content holding the same JSON' }],
    },
  ],
});
