import { toolSchemaInvalid } from '../../../src/core/rules/tools/tool-schema-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const list = (tools: unknown[]) => [...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools }))];

ruleTester.run(toolSchemaInvalid, {
  valid: [{ name: 'a sound input schema', capture: jsonl(...list([{ name: 't', inputSchema: { type: 'object', properties: { x: { type: 'string' } } } }])), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a misspelt type in one tool of the list',
      capture: jsonl(...list([{ name: 'ok', inputSchema: { type: 'object' } }, { name: 'broken', inputSchema: { type: 'object', properties: { x: { type: 'strng' } } } }])),
      revision: '2025-06-18',
      errors: [{ line: 5, severity: 'error', message: 'tool "broken"' }],
    },
  ],
});
