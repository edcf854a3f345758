import { toolSchemaTooComplex } from '../../../src/core/rules/tools/tool-schema-too-complex.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const list = (pattern: string) => [...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [{ name: 'redos', inputSchema: { type: 'object', properties: { x: { type: 'string', pattern } } } }] }))];

ruleTester.run(toolSchemaTooComplex, {
  valid: [{ name: 'a linear pattern', capture: jsonl(...list('^[a-z]+$')), revision: '2025-06-18' }],
  invalid: [{ name: 'a pattern with nested quantifiers', capture: jsonl(...list('^(a+)+$')), revision: '2025-06-18', errors: [{ line: 5, severity: 'warning' }] }],
});
