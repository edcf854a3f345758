import { toolArgumentsInvalid } from '../../../src/core/rules/tools/tool-arguments-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const add = { name: 'add', inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] } };
const listed = [...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [add] }))];
const call = (id: number, args: unknown) => client(request(id, 'tools/call', { name: 'add', arguments: args }));

ruleTester.run(toolArgumentsInvalid, {
  valid: [
    { name: 'arguments the schema accepts', capture: jsonl(...listed, call(2, { a: 1, b: 2 })), revision: '2025-06-18' },
    { name: 'a call to a tool never listed is not judged here', capture: jsonl(...handshake('2025-06-18'), call(2, { a: 'x' })), revision: '2025-06-18' },
  ],
  invalid: [
    { name: 'a string for a number and a required argument missing', capture: jsonl(...listed, call(2, { a: '1' })), revision: '2025-06-18', errors: [{ line: 6, severity: 'error' }] },
  ],
});
