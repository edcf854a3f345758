import { progressInvalid } from '../../../src/core/rules/progress/progress-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, notification, request, result, server } from '../messages.js';

const progress = (progressToken: unknown, value: number) => server(notification('notifications/progress', { progressToken, progress: value, total: 10 }));
const call = client(request(1, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 }, _meta: { progressToken: 't1' } }));

ruleTester.run(progressInvalid, {
  valid: [
    { name: 'progress that rises, for a token the request carried', capture: jsonl(...handshake('2025-06-18'), call, progress('t1', 1), progress('t1', 5), server(result(1, { content: [] }))), revision: '2025-06-18' },
    { name: 'a server-only capture: a token no recorded request carried says nothing', capture: jsonl(progress('p9', 1)), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'progress that does not rise, for an unknown token, and after the answer',
      capture: jsonl(...handshake('2025-06-18'), call, progress('t1', 5), progress('t1', 5), progress('zz', 1), server(result(1, { content: [] })), progress('t1', 9)),
      revision: '2025-06-18',
      errors: [
        { line: 6, severity: 'error' },
        { line: 7, severity: 'error' },
        { line: 9, severity: 'warning' },
      ],
    },
    {
      name: 'a token no request carried, when the requester was recorded',
      capture: jsonl(...handshake('2025-06-18'), progress('p9', 1)),
      revision: '2025-06-18',
      errors: [{ line: 4, severity: 'error' }],
    },
  ],
});
