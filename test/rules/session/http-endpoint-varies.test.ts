import { httpEndpointVaries } from '../../../src/core/rules/session/http-endpoint-varies.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = { json: result(1, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } }) };
const version = { 'mcp-protocol-version': '2025-11-25' };
const moved = jsonl(...post(init, {}, initAnswer), ...post(notification('notifications/initialized'), version)).replace(/POST \/mcp HTTP\/1\.1(?![\s\S]*POST \/mcp HTTP)/, 'POST /mcp/messages HTTP/1.1');

ruleTester.run(httpEndpointVaries, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    { name: 'one path, with and without a trailing slash', capture: jsonl(...post(init, {}, initAnswer), ...post(notification('notifications/initialized'), version)).replace(/POST \/mcp HTTP\/1\.1(?![\s\S]*POST \/mcp HTTP)/, 'POST /mcp/ HTTP/1.1'), format: 'http', revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'the second POST on another path',
      capture: moved,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(moved, 'notifications/initialized'), severity: 'error', message: 'sent on /mcp/messages, while the session\'s traffic at line 6 used /mcp' }],
    },
  ],
});
