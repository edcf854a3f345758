import { MAX_LINE_BYTES } from '../../../src/core/capture/lines.js';
import { lineTooLong } from '../../../src/core/rules/capture/line-too-long.js';
import { jsonl, ruleTester } from '../tester.js';

const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
/** A tools/call whose one argument makes the line `bytes` long. */
const callOf = (bytes: number) => {
  const head = '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x","arguments":{"blob":"';
  const tail = '"}}}';
  return head + 'a'.repeat(bytes - head.length - tail.length) + tail;
};

ruleTester.run(lineTooLong, {
  valid: [{ name: 'a long line within the limit', capture: jsonl(ping, callOf(1024 * 1024)), revision: '2025-06-18' }],
  invalid: [{ name: 'a line over the limit is skipped unread', capture: jsonl(ping, callOf(MAX_LINE_BYTES + 1), ping), revision: '2025-06-18', errors: [{ line: 2, severity: 'error', message: String(MAX_LINE_BYTES) }] }],
});
