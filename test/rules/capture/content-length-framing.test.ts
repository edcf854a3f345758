import { contentLengthFraming } from '../../../src/core/rules/capture/content-length-framing.js';
import { ruleTester } from '../tester.js';

const framed = (body: string, declared = Buffer.byteLength(body)) => `Content-Length: ${declared}\r\n\r\n${body}`;
const initialized = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';

ruleTester.run(contentLengthFraming, {
  valid: [{ name: 'two frames whose lengths are right', capture: framed(initialized) + framed(ping), format: 'content-length', revision: '2025-06-18' }],
  invalid: [
    { name: 'a declared length shorter than the body', capture: framed(initialized, 10) + framed(ping), format: 'content-length', revision: '2025-06-18', errors: [{ line: 1 }] },
  ],
});
