import { metaKeyName } from '../../../src/core/rules/meta/meta-key-name.js';
import { jsonl, ruleTester } from '../tester.js';

const tools = (key: string) => jsonl(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a","inputSchema":{"type":"object"},"_meta":{"${key}":1}}]}}`);

ruleTester.run(metaKeyName, {
  valid: [
    { name: '2025-03-26 has no key syntax', capture: tools('_fastmcp'), revision: '2025-03-26' },
    { name: 'a prefixed key', capture: tools('com.example/ok-key'), revision: '2025-11-25' },
    { name: 'tool arguments are the user\'s data and are not searched', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"a","arguments":{"_meta":{"_x":1}}}}'), revision: '2025-11-25' },
  ],
  invalid: [
    { name: 'a key that breaks the syntax, with its path', capture: tools('_fastmcp'), revision: '2025-11-25', errors: [{ line: 1, severity: 'error', path: 'result.tools[0]._meta' }] },
    { name: 'a key with two slashes', capture: tools('a/b/c'), revision: '2025-11-25', errors: [{ line: 1 }] },
  ],
});
