import { httpMethodNotPost } from '../../../src/core/rules/session/http-method-not-post.js';
import { jsonl, ruleTester } from '../tester.js';
import { request, result } from '../messages.js';
import { post } from '../http.js';
import { sdkHar } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = { json: result(1, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } }) };

ruleTester.run(httpMethodNotPost, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    { name: 'initialize posted', capture: jsonl(...post(init, {}, initAnswer)), format: 'http', revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'initialize sent as the body of a PUT',
      capture: jsonl(...post(init, {}, initAnswer)).replace('POST /mcp', 'PUT /mcp'),
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: 6, severity: 'error', message: 'the body of an HTTP PUT' }],
    },
  ],
});
