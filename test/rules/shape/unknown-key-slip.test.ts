import { unknownKeySlip } from '../../../src/core/rules/shape/unknown-key-slip.js';
import { jsonl, ruleTester } from '../tester.js';

const req = (id: number, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const res = (id: number, result: unknown) => ({ jsonrpc: '2.0', id, result });

ruleTester.run(unknownKeySlip, {
  valid: [
    { name: 'a misspelt required key is params-shape\'s one error, not also a warning', capture: jsonl(req(1, 'tools/call', { nmae: 'get_weather' })), revision: '2025-06-18' },
    { name: 'free-form objects are left alone (tool arguments, _meta)', capture: jsonl(req(1, 'tools/call', { name: 'x', arguments: { nmae: 1, args: 2 }, _meta: { progresToken: 1 } })), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: '`args` for `arguments` is a warning that names the intended key',
      capture: jsonl(req(1, 'tools/call', { name: 'get_weather', args: { city: 'Paris' } })),
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'warning', message: /`params\.args`[\s\S]*misspelling of `arguments`/ }],
    },
    {
      name: 'a snake_case slip in a result (mime_type)',
      capture: jsonl(req(1, 'resources/list'), res(1, { resources: [{ uri: 'file:///a', name: 'a', mime_type: 'text/plain' }] })),
      revision: '2025-06-18',
      errors: [{ line: 2, severity: 'warning', message: 'misspelling of `mimeType`' }],
    },
    {
      name: 'a snake_case slip at the top of a result (next_cursor)',
      capture: jsonl(req(1, 'resources/list'), res(1, { resources: [], next_cursor: 'x' })),
      revision: '2025-06-18',
      errors: [{ line: 2, message: 'misspelling of `nextCursor`' }],
    },
  ],
});
