import { toolUnknown } from '../../../src/core/rules/tools/tool-unknown.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, request, result, server } from '../messages.js';

const add = { name: 'add', inputSchema: { type: 'object' } };
const listed = [...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [add] }))];

ruleTester.run(toolUnknown, {
  valid: [
    { name: 'a call to a listed tool', capture: jsonl(...listed, client(request(2, 'tools/call', { name: 'add', arguments: {} }))), revision: '2025-06-18' },
    { name: 'without a recorded tools/list nothing is known', capture: jsonl(...handshake('2025-06-18'), client(request(2, 'tools/call', { name: 'multiply', arguments: {} }))), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'a call to a tool the list does not hold',
      capture: jsonl(...listed, client(request(3, 'tools/call', { name: 'multiply', arguments: { a: 1, b: 2 } })), server(error(3, -32602, 'Unknown tool: multiply'))),
      revision: '2025-06-18',
      errors: [{ line: 6, severity: 'warning' }],
    },
  ],
});
