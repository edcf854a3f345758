import { cursorNotIssued } from '../../../src/core/rules/session/cursor-not-issued.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, handshake, request, result, server } from '../messages.js';

const page = (id: number, cursor?: string) => client(request(id, 'tools/list', cursor === undefined ? undefined : { cursor }));
const answer = (id: number, nextCursor?: string) => server(result(id, { tools: [], ...(nextCursor === undefined ? {} : { nextCursor }) }));

ruleTester.run(cursorNotIssued, {
  valid: [
    { name: 'each page asks for the cursor the previous one issued', capture: jsonl(...handshake('2025-11-25'), page(1), answer(1, 'c2'), page(2, 'c2'), answer(2, 'c3'), page(3, 'c3'), answer(3)), revision: '2025-11-25' },
    { name: 'a capture that starts mid-session: a cursor from before it is not judged', capture: jsonl(page(7, 'c9'), answer(7)), revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'an invented cursor the server rejects with -32602: only the client is at fault',
      capture: jsonl(...handshake('2025-11-25'), page(1), answer(1, 'c2'), page(2, 'c9'), server(error(2, -32602, 'Invalid cursor'))),
      revision: '2025-11-25',
      errors: [{ line: 6, severity: 'error', path: 'params.cursor' }],
    },
    {
      name: 'a modified cursor, and a cursor for a list the server never paged',
      capture: jsonl(...handshake('2025-11-25'), page(1), answer(1, 'eyJwIjoyfQ'), page(2, 'eyJwIjozfQ'), answer(2), client(request(3, 'prompts/list', { cursor: 'x' })), server(result(3, { prompts: [] }))),
      revision: '2025-11-25',
      errors: [
        { line: 6, severity: 'error', path: 'params.cursor', message: 'none of the nextCursor the server issued for tools/list' },
        { line: 7, severity: 'warning', message: 'whose cursor the server never issued. Invalid cursors SHOULD get a -32602' },
        { line: 8, message: 'the server issued no nextCursor for prompts/list in this session' },
        { line: 9, severity: 'warning', message: 'serving a page for the client\'s prompts/list request (id 3, line 8)' },
      ],
    },
  ],
});
