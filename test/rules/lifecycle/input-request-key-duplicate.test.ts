import { inputRequestKeyDuplicate } from '../../../src/core/rules/lifecycle/input-request-key-duplicate.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request } from '../messages.js';

const call = client(request(1, 'tools/call', { name: 'book', arguments: {}, _meta: { ...meta26, 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } } }));
const ask = (message: string) => JSON.stringify({ method: 'elicitation/create', params: { message, requestedSchema: { type: 'object', properties: { answer: { type: 'string' } } } } });
/** The server's answer written by hand: JSON.stringify cannot write a key twice. */
const answer = (first: string, second: string) => `< {"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"${first}":${ask('Which city?')},"${second}":${ask('Which date?')}}}}`;

ruleTester.run(inputRequestKeyDuplicate, {
  valid: [
    { name: 'two input requests under their own keys', capture: jsonl(call, answer('city', 'date')), revision: '2026-07-28' },
    {
      name: 'a key repeated in the nested params of two input requests is no duplicate',
      capture: jsonl(call, '< {"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"a":{"method":"roots/list","params":{}},"b":{"method":"roots/list","params":{}}}}}'),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    { name: 'one key written twice', capture: jsonl(call, answer('city', 'city')), revision: '2026-07-28', errors: [{ line: 2, path: 'result.inputRequests', message: 'has the key "city" more than once' }] },
    { name: 'the same key spelt once with an escape', capture: jsonl(call, answer('city', '\\u0063ity')), revision: '2026-07-28', errors: [{ line: 2, message: '"city"' }] },
  ],
});
