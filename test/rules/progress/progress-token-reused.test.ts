import { progressTokenReused } from '../../../src/core/rules/progress/progress-token-reused.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const call = (id: number, progressToken: string | number) => client(request(id, 'tools/call', { name: 'slow', arguments: {}, _meta: { progressToken } }));

ruleTester.run(progressTokenReused, {
  valid: [
    { name: 'a token used again once its request is answered; the same value as a number is another token', capture: jsonl(...handshake('2025-11-25'), call(1, 't'), server(result(1, { content: [] })), call(2, 't'), call(3, 1), call(4, '1')), revision: '2025-11-25' },
  ],
  invalid: [
    { name: 'two requests in flight with one token', capture: jsonl(...handshake('2025-11-25'), call(1, 't'), call(2, 't')), revision: '2025-11-25', errors: [{ line: 5, severity: 'error', path: 'params._meta.progressToken', message: 'which is still unanswered' }] },
  ],
});
