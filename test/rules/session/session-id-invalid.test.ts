import { sessionIdInvalid } from '../../../src/core/rules/session/session-id-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const version = { 'mcp-protocol-version': '2025-11-25' };
const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } });
/** initialize answered with `sessionId`, and the initialized notification carrying it. */
const sessionStart = (sessionId: string) =>
  jsonl(...post(init, {}, { headers: { 'mcp-session-id': sessionId }, json: initAnswer }), ...post(notification('notifications/initialized'), { ...version, 'mcp-session-id': sessionId }));

const withSpace = sessionStart('session one');
ruleTester.run(sessionIdInvalid, {
  valid: [{ name: 'a UUID, a JWT-like id with dots and dashes', capture: sessionStart('eyJhbGciOi.eyJzdWIiOi-1868a90c_~'), format: 'http', revision: '2025-11-25' }],
  invalid: [
    {
      name: 'a session id with a space (the id stays out of the message)',
      capture: withSpace,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(withSpace, '"result"'), severity: 'error', message: /^(?!.*session one).*character 8 is U\+0020/ }],
    },
    {
      name: 'a session id with a non-ASCII letter',
      capture: sessionStart('sessión'),
      format: 'http',
      revision: '2025-06-18',
      errors: [{ line: lineOf(withSpace, '"result"'), message: 'character 6 is U+00F3' }],
    },
  ],
});
