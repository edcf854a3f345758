import { metaKeyReserved } from '../../../src/core/rules/meta/meta-key-reserved.js';
import { jsonl, ruleTester } from '../tester.js';

const tools = (key: string) => jsonl(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a","inputSchema":{"type":"object"},"_meta":{"${key}":1}}]}}`);

ruleTester.run(metaKeyReserved, {
  valid: [
    { name: 'the spec\'s own key', capture: tools('io.modelcontextprotocol/related-task'), revision: '2025-11-25' },
    { name: 'modelcontextprotocol.io/ is not reserved in 2025-11-25', capture: tools('modelcontextprotocol.io/x'), revision: '2025-11-25' },
    { name: 'a prefix that only contains mcp', capture: tools('com.example.mcp/x'), revision: '2025-11-25' },
  ],
  invalid: [
    { name: 'a reserved prefix with a key the spec does not define', capture: tools('io.modelcontextprotocol/protocolVersion'), revision: '2025-11-25', errors: [{ line: 1, severity: 'warning' }] },
    { name: '2025-06-18 reserves modelcontextprotocol.io/', capture: tools('modelcontextprotocol.io/x'), revision: '2025-06-18', errors: [{ line: 1 }] },
    { name: 'a label mcp in the second place', capture: tools('dev.mcp/x'), revision: '2025-11-25', errors: [{ line: 1 }] },
  ],
});
