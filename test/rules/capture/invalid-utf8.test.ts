import { invalidUtf8 } from '../../../src/core/rules/capture/invalid-utf8.js';
import { jsonl, ruleTester } from '../tester.js';

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}\n';

ruleTester.run(invalidUtf8, {
  valid: [{ name: 'UTF-8 beyond ASCII', capture: Buffer.from(jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"café"}}'), 'utf8'), revision: '2025-06-18' }],
  invalid: [
    {
      name: 'a Latin-1 byte in a message',
      capture: Buffer.concat([Buffer.from(ping), Buffer.from('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}}\n')]),
      revision: '2025-06-18',
      errors: [{ line: 2, severity: 'error', message: 'column 68' }],
    },
  ],
});
