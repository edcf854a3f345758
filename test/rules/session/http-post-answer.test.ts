import { httpPostAnswer } from '../../../src/core/rules/session/http-post-answer.js';
import { jsonl, ruleTester } from '../tester.js';
import { error, notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
const version = { 'mcp-protocol-version': '2025-11-25' };
const start = post(init, {}, { json: initAnswer });
const idless = (message: string) => ({ jsonrpc: '2.0', error: { code: -32600, message } });

const answered = jsonl(...start, ...post(notification('notifications/initialized'), version, { json: result(9, {}) }), ...post(notification('notifications/cancelled', { requestId: 5 }), version, { status: 200, json: idless('not accepted') }), ...post(request(2, 'tools/list'), version, { json: idless('bad request') }));

ruleTester.run(httpPostAnswer, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2025-11-25' },
    {
      name: 'a notification accepted with 202, one rejected with 400, and a request answered under 200',
      capture: jsonl(...start, ...post(notification('notifications/initialized'), version), ...post(notification('notifications/cancelled', { requestId: 5 }), version, { status: 400, json: idless('not accepted') }), ...post(request(2, 'tools/list'), version, { json: error(2, -32601) })),
      format: 'http',
      revision: '2025-11-25',
    },
  ],
  invalid: [
    {
      name: 'a notification answered with a body under 200, a rejection under 200, an id-less rejection of a request under 200',
      capture: answered,
      format: 'http',
      revision: '2025-11-25',
      errors: [
        { line: lineOf(answered, '"id":9'), severity: 'error', message: 'MUST accept such a POST with 202 Accepted and no body' },
        { line: lineOf(answered, '"not accepted"'), message: 'rejecting a POST that carried only notifications or responses, sent with HTTP status 200' },
        { line: lineOf(answered, '"bad request"'), message: 'an id-less rejection' },
      ],
    },
  ],
});
