import { requestAfter404 } from '../../../src/core/rules/session/request-after-404.js';
import { jsonl, ruleTester } from '../tester.js';
import { error, notification, request } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';
import { expired, gone, init, initAnswer, start, tools, toolsAnswer, version, withId } from '../session-expiry.js';


const sameId = jsonl(...expired, ...post(tools(3), withId('a1b2c3'), gone(3)), ...post(tools(4), withId('a1b2c3'), gone(4)));
const noInit = jsonl(...expired, ...post(tools(3), version, { status: 400, json: error(3, -32600, 'Missing session') }));
const initWithId = jsonl(...expired, ...post(init(3), withId('a1b2c3'), gone(3)));

ruleTester.run(requestAfter404, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    {
      name: 'a 404 followed by a new initialize without a session id, then the new session id',
      capture: jsonl(...expired, ...post(init(3), {}, { headers: { 'mcp-session-id': 'd4e5f6' }, json: initAnswer(3) }), ...post(notification('notifications/initialized'), withId('d4e5f6')), ...post(tools(4), withId('d4e5f6'), toolsAnswer(4))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a 404 for a request without a session id (an older server probed by POST) asks for no new session',
      capture: jsonl(...post(init(1), {}, { status: 404, json: error(1, -32601, 'Not found') }), ...post(tools(2), version, toolsAnswer(2))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a 404 with a -32601 body is a missing method, not a session the server ended',
      capture: jsonl(...start, ...post(request(2, 'x/unknown'), withId('a1b2c3'), { status: 404, json: error(2, -32601, 'Method not found') }), ...post(tools(3), withId('a1b2c3'), toolsAnswer(3))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a request carrying another session id the client holds',
      capture: jsonl(...expired, ...post(tools(3), withId('z9y8x7'), toolsAnswer(3))),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a 400 (not 404) for the session',
      capture: jsonl(...start, ...post(tools(2), withId('a1b2c3'), { status: 400, json: error(2, -32600, 'Bad session') }), ...post(tools(3), withId('a1b2c3'), toolsAnswer(3))),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'the client goes on with the session id the server answered 404 for',
      capture: sameId,
      format: 'http',
      revision: '2025-11-25',
      errors: [
        { line: lineOf(sameId, '"id":3,"method":"tools/list"'), severity: 'error', message: `sent with the MCP-Session-Id the server answered with 404 Not Found at line ${lineOf(sameId, '"id":2,"error"')}` },
        { line: lineOf(sameId, '"id":4,"method":"tools/list"'), severity: 'error', message: `404 Not Found at line ${lineOf(sameId, '"id":3,"error"')}` },
      ],
    },
    {
      name: 'the client drops the id but sends a request before any new initialize',
      capture: noInit,
      format: 'http',
      revision: '2025-06-18',
      errors: [{ line: lineOf(noInit, '"id":3,"method":"tools/list"'), severity: 'error', message: 'before any new initialize' }],
    },
    {
      name: 'a new initialize that still carries the dead session id',
      capture: initWithId,
      format: 'http',
      revision: '2025-03-26',
      errors: [{ line: lineOf(initWithId, '"id":3,"method":"initialize"'), severity: 'error', message: 'sent with the MCP-Session-Id the server answered with 404' }],
    },
  ],
});
