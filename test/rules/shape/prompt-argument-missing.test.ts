import { promptArgumentMissing } from '../../../src/core/rules/shape/prompt-argument-missing.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, meta26, request, result, server } from '../messages.js';

const prompt = { name: 'code_review', arguments: [{ name: 'code', required: true }, { name: 'style', required: false }] };
const listed = [client(request(1, 'prompts/list')), server(result(1, { prompts: [prompt] }))];
const built = { messages: [{ role: 'user', content: { type: 'text', text: 'Review this code.' } }] };
const got = (args: Record<string, unknown> | undefined, answer: unknown = result(2, built)) =>
  jsonl(...handshake('2025-11-25', { prompts: {} }), ...listed, client(request(2, 'prompts/get', { name: 'code_review', ...(args === undefined ? {} : { arguments: args }) })), server(answer));

ruleTester.run(promptArgumentMissing, {
  valid: [
    { name: 'the required argument given', capture: got({ code: 'def f(): pass' }), revision: '2025-11-25' },
    { name: 'only the optional argument left out', capture: got({ code: 'x' }), revision: '2025-11-25' },
    { name: 'the missing argument refused with -32602', capture: got({ style: 'terse' }, error(2, -32602)), revision: '2025-11-25' },
    {
      name: 'a prompt the capture never listed',
      capture: jsonl(...handshake('2025-11-25', { prompts: {} }), client(request(2, 'prompts/get', { name: 'code_review' })), server(result(2, built))),
      revision: '2025-11-25',
    },
    {
      name: '2026-07-28: an input_required answer asks for more instead of building the prompt',
      capture: jsonl(
        client(request(1, 'prompts/list', { _meta: meta26 })),
        server(result(1, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', prompts: [prompt] })),
        client(request(2, 'prompts/get', { name: 'code_review', _meta: meta26 })),
        server(result(2, { resultType: 'input_required', requestState: 'abc' })),
      ),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    {
      name: 'the required argument left out, the prompt built anyway',
      capture: got({ style: 'terse' }),
      revision: '2025-11-25',
      errors: [{ line: 7, severity: 'warning', message: /leaves out "code", which the server's prompts\/list marks required/ }],
    },
    { name: 'no arguments at all', capture: got(undefined), revision: '2025-11-25', errors: [{ line: 7, message: '"code"' }] },
    {
      name: '2026-07-28: a complete result without the required argument',
      capture: jsonl(
        client(request(1, 'prompts/list', { _meta: meta26 })),
        server(result(1, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', prompts: [prompt] })),
        client(request(2, 'prompts/get', { name: 'code_review', arguments: {}, _meta: meta26 })),
        server(result(2, { resultType: 'complete', ...built })),
      ),
      revision: '2026-07-28',
      errors: [{ line: 4, message: 'SHOULD validate prompt arguments' }],
    },
  ],
});
