import { inputRequiredRetry } from '../../../src/core/rules/lifecycle/input-required-retry.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';

const call = (id: number, extra: Record<string, unknown> = {}) => client(request(id, 'tools/call', { name: 'weather', ...extra, _meta: meta26 }));
const askCity = (id: number) =>
  server(result(id, { resultType: 'input_required', inputRequests: { city: { method: 'elicitation/create', params: { message: 'Which city?', requestedSchema: { type: 'object', properties: { city: { type: 'string' } } } } } }, requestState: 's1' }));
const city = { city: { action: 'accept', content: { city: 'Paris' } } };

ruleTester.run(inputRequiredRetry, {
  valid: [
    { name: 'a retry with a new id, every answer asked for, and the state echoed', capture: jsonl(call(3), askCity(3), call(4, { inputResponses: city, requestState: 's1' })), revision: '2026-07-28' },
    { name: 'a new call without inputResponses or requestState is no retry', capture: jsonl(call(3), askCity(3), call(4)), revision: '2026-07-28' },
    {
      name: 'a second round with the same requestState, echoed by its own retry',
      capture: jsonl(call(3), askCity(3), call(4, { inputResponses: city, requestState: 's1' }), askCity(4), call(5, { inputResponses: city, requestState: 's1' })),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    {
      name: 'the requestState of one call sent on a call of another tool',
      capture: jsonl(call(3), askCity(3), client(request(4, 'tools/call', { name: 'forecast', requestState: 's1', _meta: meta26 }))),
      revision: '2026-07-28',
      errors: [{ line: 3, path: 'params.requestState', message: 'MUST NOT be used on any other request' }],
    },
    {
      name: 'a requestState echoed by its retry and again by a second request in parallel',
      capture: jsonl(call(3), askCity(3), call(4, { inputResponses: city, requestState: 's1' }), call(5, { inputResponses: city, requestState: 's1' })),
      revision: '2026-07-28',
      errors: [{ line: 4, path: 'params.requestState', message: 'which its retry (line 3) already echoed' }],
    },
    {
      name: 'a retry that does not echo the requestState',
      capture: jsonl(call(3), askCity(3), call(4, { inputResponses: city })),
      revision: '2026-07-28',
      errors: [{ line: 3, message: 'does not echo the requestState' }],
    },
    {
      name: 'input_required answering a method that may not ask',
      capture: jsonl(client(request(1, 'tools/list', { _meta: meta26 })), server(result(1, { resultType: 'input_required', requestState: 'x' }))),
      revision: '2026-07-28',
      errors: [{ line: 2, path: 'result.resultType', message: 'only tools/call, prompts/get and resources/read' }],
    },
  ],
});
