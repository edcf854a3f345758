import { toolErrorAsProtocolError } from '../../../src/core/rules/errors/tool-error-as-protocol-error.js';
import { jsonl, ruleTester } from '../tester.js';

const call = '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}';

ruleTester.run(toolErrorAsProtocolError, {
  valid: [
    { name: 'a protocol error (unknown tool, -32602) answering tools/call', capture: jsonl(call, '{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"Unknown tool"}}'), revision: '2025-06-18' },
    { name: 'an error answering another method', capture: jsonl('{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"file:///a"}}', '{"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"oops"}}'), revision: '2025-06-18' },
  ],
  invalid: [
    { name: '-32603 "file not found" answering tools/call', capture: jsonl(call, '{"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"file not found"}}'), revision: '2025-06-18', errors: [{ line: 2, severity: 'warning', message: 'isError: true' }] },
    { name: 'an application code answering tools/call', capture: jsonl(call, '{"jsonrpc":"2.0","id":5,"error":{"code":1001,"message":"disk full"}}'), revision: '2025-06-18', errors: [{ line: 2, severity: 'warning' }] },
  ],
});
