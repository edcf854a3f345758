import { resultShape } from '../../../src/core/rules/shape/result-shape.js';
import { jsonl, ruleTester } from '../tester.js';

const req = (id: number, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const res = (id: number, result: unknown) => ({ jsonrpc: '2.0', id, result });
const meta26 = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };

ruleTester.run(resultShape, {
  valid: [
    { name: 'an unpaired response is left alone', capture: jsonl(res(9, { tools: 5 })), revision: '2025-06-18' },
    { name: 'a list result that matches', capture: jsonl(req(1, 'tools/list'), res(1, { tools: [] })), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'judges a response by the method of the request it answers',
      capture: jsonl(req(1, 'tools/list'), res(1, { tools: { get_weather: {} } })),
      revision: '2025-06-18',
      errors: [{ line: 2, severity: 'error', message: /tools\/list[\s\S]*ListToolsResult[\s\S]*`result\.tools` is an object; expected an array of Tool objects/ }],
    },
    {
      name: '2026-07-28: list results need cache hints; input_required results need inputRequests or requestState',
      capture: jsonl(
        req(1, 'tools/list', { _meta: meta26 }),
        res(1, { tools: [] }),
        req(2, 'tools/call', { _meta: meta26, name: 'x' }),
        res(2, { resultType: 'input_required' }),
        req(3, 'tools/call', { _meta: meta26, name: 'x' }),
        res(3, { resultType: 'input_required', requestState: 'abc' }),
      ),
      revision: '2026-07-28',
      // resultType itself is result-type's finding; the cache hints are this rule's.
      errors: [
        { line: 2, message: /^(?![\s\S]*resultType)[\s\S]*`result\.ttlMs` is missing; expected an integer >= 0/ },
        { line: 4, message: 'at least one of `inputRequests`, `requestState`' },
      ],
    },
    {
      name: '2025-11-25: a task-augmented tools/call is answered with CreateTaskResult',
      capture: jsonl(
        req(1, 'tools/call', { name: 'x', task: { ttl: 1000 } }),
        res(1, { task: { taskId: 't1', status: 'working', createdAt: 'now', lastUpdatedAt: 'now', ttl: null } }),
        req(2, 'tools/call', { name: 'x', task: { ttl: 1000 } }),
        res(2, { content: [] }),
      ),
      revision: '2025-11-25',
      errors: [{ line: 4, message: 'CreateTaskResult' }],
    },
    {
      name: '2025-11-25 tasks/get: a task without its status is named',
      capture: jsonl(req(1, 'tasks/get', { taskId: 't1' }), res(1, { taskId: 't1', createdAt: 'now', lastUpdatedAt: 'now', ttl: 1000 })),
      revision: '2025-11-25',
      errors: [{ line: 2, message: '`result.status` is missing' }],
    },
    {
      name: '2026-07-28: an embedded elicitation request with a nested object property is reported with its path',
      capture: jsonl(
        req(1, 'tools/call', { _meta: meta26, name: 'x' }),
        res(1, {
          resultType: 'input_required',
          inputRequests: { address: { method: 'elicitation/create', params: { message: 'Where?', requestedSchema: { type: 'object', properties: { street: { type: 'object' } } } } } },
        }),
      ),
      revision: '2026-07-28',
      errors: [{ line: 2, message: '`result.inputRequests.address.params.requestedSchema.properties.street.type` is string "object"' }],
    },
  ],
});
