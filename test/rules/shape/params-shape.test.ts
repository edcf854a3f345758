import { paramsShape } from '../../../src/core/rules/shape/params-shape.js';
import { jsonl, ruleTester } from '../tester.js';

const req = (id: number, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const res = (id: number, result: unknown) => ({ jsonrpc: '2.0', id, result });
const meta26 = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

ruleTester.run(paramsShape, {
  valid: [
    { name: 'params-less requests whose params are optional, and unknown extra keys', capture: jsonl(req(1, 'tools/list'), req(2, 'tools/call', { name: 'x', extra: { a: 1 } })), revision: '2025-06-18' },
    {
      name: 'any number where the spec TypeScript says number (an elicitation answer of 3.5, progress 0.5)',
      capture: jsonl(
        req(1, 'elicitation/create', { message: 'How much?', requestedSchema: { type: 'object', properties: { amount: { type: 'number' } } } }),
        res(1, { action: 'accept', content: { amount: 3.5 } }),
        { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 't', progress: 0.5, total: 1 } },
      ),
      revision: '2025-06-18',
    },
    { name: 'methods the revision does not define are the catalog rules\'', capture: jsonl(req(1, 'elicitation/create', { nonsense: true })), revision: '2024-11-05' },
    { name: 'free-form objects: tool arguments and _meta', capture: jsonl(req(1, 'tools/call', { name: 'x', arguments: { nmae: 1, args: 2 }, _meta: { progresToken: 1 } })), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'names the message, the path, the expected and the found type',
      capture: jsonl(req(1, 'tools/call', { name: 'get_weather', arguments: ['Paris'] })),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error', message: /tools\/call[\s\S]*`params\.arguments` is an array of 1; expected an object/ }],
    },
    {
      name: 'a method whose params are required but absent',
      capture: jsonl(req(1, 'resources/read')),
      revision: '2025-03-26',
      errors: [{ line: 1, message: 'has no `params`, but resources/read requires them' }],
    },
    {
      name: '2026-07-28: the per-request _meta is request-meta-required\'s (one finding per problem)',
      capture: jsonl(
        req(1, 'tools/list'),
        req(2, 'tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }),
        req(3, 'tools/list', { _meta: meta26 }),
        req(4, 'tools/call', { _meta: meta26 }),
      ),
      revision: '2026-07-28',
      errors: [{ line: 4, message: '`params.name` is missing' }],
    },
    {
      name: 'says which content type was meant when a tag is misspelt',
      capture: jsonl(req(1, 'sampling/createMessage', { maxTokens: 10, messages: [{ role: 'user', content: { type: 'txt', text: 'hi' } }] })),
      revision: '2024-11-05',
      errors: [{ line: 1, message: '`params.messages[0].content.type` is string "txt" (did you mean "text"?)' }],
    },
    {
      name: 'a misspelt required key is one error that names the misspelling',
      capture: jsonl(req(1, 'tools/call', { nmae: 'get_weather' })),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'error', message: '`params.name` is missing (`nmae` is there instead: a misspelling?)' }],
    },
  ],
});
