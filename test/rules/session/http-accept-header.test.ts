import { httpAcceptHeader } from '../../../src/core/rules/session/http-accept-header.js';
import { jsonl, ruleTester } from '../tester.js';
import { meta26, notification, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const tools = request(1, 'tools/list', { _meta: meta26 });
const answered = { json: result(1, { resultType: 'complete', tools: [] }) };
const narrow = jsonl(...post(tools, { accept: 'application/json' }, answered), ...post(notification('notifications/cancelled', { requestId: 9 }), { accept: '*/*' }));

ruleTester.run(httpAcceptHeader, {
  valid: [
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: 'both types listed, with parameters and in another order',
      capture: jsonl(...post(tools, { accept: 'text/event-stream;q=0.9, Application/JSON' }, answered)),
      format: 'http',
      revision: '2026-07-28',
    },
  ],
  invalid: [
    {
      name: 'a POST accepting JSON only, and one accepting anything (the wildcard lists neither)',
      capture: narrow,
      format: 'http',
      revision: '2026-07-28',
      errors: [
        { line: lineOf(narrow, '"method":"tools/list"'), severity: 'error', message: 'with Accept: application/json, which does not list text/event-stream' },
        { line: lineOf(narrow, '"method":"notifications/cancelled"'), message: 'does not list application/json or text/event-stream' },
      ],
    },
    {
      name: 'a POST without an Accept header',
      capture: jsonl(...post(tools, { accept: undefined }, answered)),
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: 5, message: 'without an Accept header' }],
    },
  ],
});
