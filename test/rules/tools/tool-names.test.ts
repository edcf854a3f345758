import { toolNames } from '../../../src/core/rules/tools/tool-names.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, result, server } from '../messages.js';

const list = (...names: string[]) => jsonl(...handshake('2025-11-25'), client(request(1, 'tools/list')), server(result(1, { tools: names.map((name) => ({ name, inputSchema: { type: 'object' } })) })));

ruleTester.run(toolNames, {
  valid: [{ name: 'letters, digits, _, - and ., up to 128 characters', capture: list('get_weather', 'admin.tools-list', 'A'.repeat(128)), revision: '2025-11-25' }],
  invalid: [
    {
      name: 'a space, a slash, a repeated name and a name too long',
      capture: list('get weather', 'fs/read', 'search', 'search', 'x'.repeat(129)),
      revision: '2025-11-25',
      errors: [
        // In the order of the names on the line: each finding stands at its tool's "name" key.
        { line: 5, severity: 'warning', path: 'result.tools[0].name', message: 'contains a space' },
        { line: 5, path: 'result.tools[1].name', message: 'contains "/"' },
        { line: 5, path: 'result.tools[3].name', message: 'repeats the name of an earlier tool' },
        { line: 5, path: 'result.tools[4].name', message: 'is 129 characters long' },
      ],
    },
  ],
});
