import { arrayReading } from '../../../src/core/rules/capture/array-reading.js';
import { ruleTester } from '../tester.js';

ruleTester.run(arrayReading, {
  valid: [
    { name: 'messages one per line: no array to read', capture: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{}}\n', revision: '2025-06-18' },
    { name: 'a one-line batch among other lines, as stdio carries it', capture: '[{"jsonrpc":"2.0","id":1,"method":"ping"}]\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n', revision: '2025-03-26' },
    { name: 'a reading named with --capture-format', capture: '[\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n]\n', format: 'json-batch', revision: '2025-03-26' },
  ],
  invalid: [
    {
      name: 'an array of requests over two lines: one batch',
      capture: '[{"jsonrpc": "2.0", "id": 1, "method": "ping"},\n{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]\n',
      path: 'paste.json',
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info', message: 'array of 2 messages holds only requests and notifications: it was read as one JSON-RPC batch' }],
    },
    {
      name: 'requests with their answers: a transcript',
      capture: '[\n  {"jsonrpc":"2.0","id":1,"method":"ping"},\n  {"jsonrpc":"2.0","id":1,"result":{}}\n]\n',
      path: 'paste.json',
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info', message: 'read as a transcript' }],
    },
    {
      name: 'a whole file of one line holding a request and its answer',
      capture: '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":1,"result":{}}]\n',
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info', message: 'read as a transcript' }],
    },
  ],
});
