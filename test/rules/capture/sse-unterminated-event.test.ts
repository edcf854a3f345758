import { sseUnterminatedEvent } from '../../../src/core/rules/capture/sse-unterminated-event.js';
import { ruleTester } from '../tester.js';

const event = (data: string) => `event: message\ndata: ${data}\n`;

ruleTester.run(sseUnterminatedEvent, {
  valid: [{ name: 'every event ends with a blank line', capture: `${event('{"jsonrpc":"2.0","id":1,"result":{}}')}\n${event('{"jsonrpc":"2.0","id":2,"result":{}}')}\n`, format: 'sse', revision: '2025-06-18' }],
  invalid: [
    { name: 'the last event never ends', capture: `${event('{"jsonrpc":"2.0","id":1,"result":{}}')}\n${event('{"jsonrpc":"2.0","id":2,"result":{}}')}`, format: 'sse', revision: '2025-06-18', errors: [{ line: 5 }] },
  ],
});
