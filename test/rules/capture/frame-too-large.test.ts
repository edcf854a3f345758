import { MAX_EVENT_CHARS } from '../../../src/core/capture/sse-parser.js';
import { frameTooLarge } from '../../../src/core/rules/capture/frame-too-large.js';
import { ruleTester } from '../tester.js';

const event = (data: string) => `event: message\ndata: ${data}\n\n`;
/** An event whose two data lines, each within the line limit, together pass `chars`. */
const runaway = (chars: number) => `event: message\ndata: ${'a'.repeat(Math.ceil(chars / 2) + 1)}\ndata: ${'a'.repeat(Math.ceil(chars / 2) + 1)}\n\n`;

ruleTester.run(frameTooLarge, {
  valid: [{ name: 'events ended by blank lines', capture: event('{"jsonrpc":"2.0","id":1,"result":{}}') + event('{"jsonrpc":"2.0","id":2,"result":{}}'), format: 'sse', revision: '2025-06-18' }],
  invalid: [{ name: 'an event whose data passes the limit is not read', capture: event('{"jsonrpc":"2.0","id":1,"result":{}}') + runaway(MAX_EVENT_CHARS + 1), format: 'sse', revision: '2025-06-18', errors: [{ line: 5, severity: 'error' }] }],
});
