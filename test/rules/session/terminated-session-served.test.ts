import { terminatedSessionServed } from '../../../src/core/rules/session/terminated-session-served.js';
import { jsonl, ruleTester } from '../tester.js';
import { error, notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';
import { expired, gone, init, initAnswer, start, tools, toolsAnswer, withId } from '../session-expiry.js';


const served = jsonl(...expired, ...post(tools(3), withId('a1b2c3'), toolsAnswer(3)), ...post(tools(4), withId('a1b2c3'), gone(4)));
const onStream = jsonl(...expired, ...post(tools(3), withId('a1b2c3'), { events: [['e1', result(3, { tools: [] })]] }));

ruleTester.run(terminatedSessionServed, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    {
      name: 'every later request with the ended id gets 404; the new session is served',
      capture: jsonl(
        ...expired,
        ...post(tools(3), withId('a1b2c3'), gone(3)),
        ...post(init(4), {}, { headers: { 'mcp-session-id': 'd4e5f6' }, json: initAnswer(4) }),
        ...post(tools(5), withId('d4e5f6'), toolsAnswer(5)),
      ),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a 404 with a -32601 body is a missing method: the session goes on',
      capture: jsonl(...start, ...post(request(2, 'x/unknown'), withId('a1b2c3'), { status: 404, json: error(2, -32601, 'Method not found') }), ...post(tools(3), withId('a1b2c3'), toolsAnswer(3))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'an error (not a result) for the ended id after the 404',
      capture: jsonl(...expired, ...post(tools(3), withId('a1b2c3'), { status: 400, json: error(3, -32600, 'Bad Request') })),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a result for the ended id answering a new initialize that (wrongly) still carried it',
      capture: jsonl(...expired, ...post(init(3), withId('a1b2c3'), { headers: { 'mcp-session-id': 'd4e5f6' }, json: initAnswer(3) })),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a GET stream opened before the 404 is an earlier exchange',
      capture: jsonl(...start, ...get(withId('a1b2c3'), { events: [['g1', notification('notifications/tools/list_changed')]] }), ...post(tools(2), withId('a1b2c3'), gone(2))),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a request with the id the server answered 404 for is served with 200 and a result',
      capture: served,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(served, '"id":3,"result"'), severity: 'error', message: `sent with HTTP status 200 to a request carrying the MCP-Session-Id the server answered with 404 Not Found at line ${lineOf(served, '"id":2,"error"')}` }],
    },
    {
      name: 'the result comes on an SSE stream (2025-03-26)',
      capture: onStream,
      format: 'http',
      revision: '2025-03-26',
      errors: [{ line: lineOf(onStream, '"id":3,"result"'), severity: 'error', message: 'answered with 404 Not Found' }],
    },
  ],
});
