import { httpAcceptHeader } from '../../../src/core/rules/session/http-accept-header.js';
import { jsonl, ruleTester } from '../tester.js';
import { meta26, notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const tools = request(1, 'tools/list', { _meta: meta26 });
const answered = { json: result(1, { resultType: 'complete', tools: [] }) };
const listChanged = notification('notifications/tools/list_changed');
const listening = (accept: string | undefined, answer: Parameters<typeof get>[1] = { events: [['1', listChanged], ['2', listChanged]] }) =>
  jsonl(...get({ 'mcp-protocol-version': '2025-11-25', ...(accept === undefined ? {} : { accept }) }, answer)).replace(accept === undefined ? /\naccept: text\/event-stream/ : /^$/, '');
/** A HAR of one GET whose stream carried one notification: the request's headers are only in the entry. */
const harGet = (accept: string) =>
  JSON.stringify({
    log: {
      version: '1.2',
      entries: [
        {
          startedDateTime: '2026-12-02T06:00:00.000Z',
          request: { method: 'GET', url: 'http://127.0.0.1:3000/mcp', headers: [{ name: 'Host', value: '127.0.0.1:3000' }, { name: 'Accept', value: accept }] },
          response: { status: 200, headers: [{ name: 'Content-Type', value: 'text/event-stream' }], content: { mimeType: 'text/event-stream', text: `data: ${JSON.stringify(listChanged)}\n\n` } },
        },
      ],
    },
  }, null, 2);
const narrow = jsonl(...post(tools, { accept: 'application/json' }, answered), ...post(notification('notifications/cancelled', { requestId: 9 }), { accept: '*/*' }));

ruleTester.run(httpAcceptHeader, {
  valid: [
    { name: 'a GET listing text/event-stream among others', capture: listening('application/json;q=0.5, Text/Event-Stream'), format: 'http', revision: '2025-11-25' },
    { name: 'a GET answered 405: no stream, nothing to show its Accept on', capture: listening('application/json', { status: 405 }), format: 'http', revision: '2025-11-25' },
    { name: 'a HAR GET listing text/event-stream', capture: harGet('text/event-stream'), format: 'har', revision: '2025-11-25' },
    { name: '2026-07-28 has no GET stream to hold to it', capture: listening('application/json'), format: 'http', revision: '2026-07-28' },
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
      name: 'a GET accepting JSON only: one finding for the stream, not one per event',
      capture: listening('application/json'),
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: 10, severity: 'error', message: 'on the answer to an HTTP GET sent with Accept: application/json, which does not list text/event-stream' }],
    },
    { name: 'a HAR GET accepting JSON only', capture: harGet('application/json'), format: 'har', revision: '2025-11-25', errors: [{ line: 31, message: 'Accept: application/json' }] },
    { name: 'a GET without an Accept header', capture: listening(undefined), format: 'http', revision: '2025-06-18', errors: [{ line: 9, message: 'sent without an Accept header' }] },
    {
      name: 'a POST without an Accept header',
      capture: jsonl(...post(tools, { accept: undefined }, answered)),
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: 5, message: 'without an Accept header' }],
    },
  ],
});
