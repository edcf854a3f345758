import { toolStructuredContentInvalid } from '../../../src/core/rules/tools/tool-structured-content-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const stats = { name: 'stats', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { mean: { type: 'number' } }, required: ['mean'] } };
const listed = [...handshake('2025-06-18'), client(request(1, 'tools/list')), server(result(1, { tools: [stats] }))];
const call = (id: number) => client(request(id, 'tools/call', { name: 'stats', arguments: {} }));

ruleTester.run(toolStructuredContentInvalid, {
  valid: [
    { name: 'structured content the output schema accepts', capture: jsonl(...listed, call(2), server(result(2, { content: [], structuredContent: { mean: 2.5 } }))), revision: '2025-06-18' },
    { name: 'a tool error needs no structured content', capture: jsonl(...listed, call(4), server(result(4, { content: [{ type: 'text', text: 'failed' }], isError: true }))), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'structured content that does not match, and none at all',
      capture: jsonl(...listed, call(2), server(result(2, { content: [], structuredContent: { mean: 'high' } })), call(3), server(result(3, { content: [{ type: 'text', text: '2.5' }] }))),
      revision: '2025-06-18',
      errors: [{ line: 7, severity: 'error' }, { line: 9, severity: 'error' }],
    },
  ],
});
