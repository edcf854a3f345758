import { mcpParamHeaderMismatch } from '../../../src/core/rules/session/mcp-param-header-mismatch.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const listRequest = request(1, 'tools/list', { _meta: meta26 });
const weather = {
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: {
      region: { type: 'string', 'x-mcp-header': 'Region' },
      days: { type: 'integer', 'x-mcp-header': 'Days' },
      metric: { type: 'boolean', 'x-mcp-header': 'Metric' },
      place: { type: 'object', properties: { city: { type: ['string', 'null'], 'x-mcp-header': 'City' } } },
    },
  },
};
const listed = result(1, { resultType: 'complete', tools: [weather] });
const list = post(listRequest, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' }, { status: 200, json: listed });

let nextId = 2;
/** A tools/call of get_weather with `args`, posted with the standard headers and `params` (Mcp-Param-* headers). */
function call(args: Record<string, unknown>, params: Record<string, string>): string[] {
  const id = nextId++;
  const body = request(id, 'tools/call', { name: 'get_weather', arguments: args, _meta: meta26 });
  const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'get_weather', ...params };
  return post(body, headers, { status: 200, json: result(id, { resultType: 'complete', content: [] }) });
}
const session = (...calls: string[][]) => jsonl(...list, ...calls.flat());
const lineOfId = (text: string, id: number) => lineOf(text, `"id":${id},"method":"tools/call"`);

nextId = 2;
const mirrored = session(
  call({ region: 'us-west1', days: 3, metric: false, place: { city: 'Zürich' } }, { 'mcp-param-region': 'us-west1', 'mcp-param-days': '3', 'mcp-param-metric': 'false', 'mcp-param-city': '=?base64?WsO8cmljaA==?=' }),
  // Absent and null arguments: no header. The spec's own encoding examples.
  call({ region: ' padded ', place: { city: null } }, { 'mcp-param-region': '=?base64?IHBhZGRlZCA=?=' }),
  call({ region: '=?base64?literal?=' }, { 'mcp-param-region': '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=' }),
  call({ region: 'line1\nline2' }, { 'mcp-param-region': '=?base64?bGluZTEKbGluZTI=?=' }),
  // Integers compare as numbers; a safe value that is plain ASCII may still be sent encoded.
  call({ days: 42, region: 'eu' }, { 'mcp-param-days': '42.0', 'mcp-param-region': '=?base64?ZXU=?=' }),
  // An upper-case marker that is the value itself is a plain value.
  call({ region: '=?BASE64?x?=' }, { 'mcp-param-region': '=?BASE64?x?=' }),
);

nextId = 2;
const broken = session(
  call({ region: 'us-west1', days: 3 }, { 'mcp-param-days': '4' }),
  call({ region: 'Hello, 世界' }, { 'mcp-param-region': 'Hello, 世界' }),
  call({ region: 'Hello, 世界' }, { 'mcp-param-region': '=?BASE64?SGVsbG8sIOS4lueVjA==?=' }),
  call({ region: '=?base64?literal?=' }, { 'mcp-param-region': '=?base64?literal?=' }),
  call({ region: 'eu', metric: true }, { 'mcp-param-region': 'eu', 'mcp-param-metric': 'True' }),
  call({ days: 2 ** 53 + 2 }, { 'mcp-param-days': String(2 ** 53 + 2) }),
  call({ place: { city: null } }, { 'mcp-param-city': 'null' }),
  call({ region: 'eu' }, { 'mcp-param-region': '=?base64?not base64!?=' }),
);

ruleTester.run(mcpParamHeaderMismatch, {
  valid: [
    { name: 'every annotated argument mirrored, encoded where plain text cannot carry it', capture: mirrored, format: 'http', revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session (no annotations)', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: 'stdio: no headers to judge',
      capture: jsonl(client(listRequest), server(listed), client(request(2, 'tools/call', { name: 'get_weather', arguments: { region: 'eu' }, _meta: meta26 }))),
      revision: '2026-07-28',
    },
    { name: 'a call before any tools/list: the annotations are unknown', capture: jsonl(...call({ region: 'eu' }, {})), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'missing, different, unencoded, wrong markers, unencoded sentinel, boolean case, unsafe integer, header for null, broken base64',
      capture: broken,
      format: 'http',
      revision: '2026-07-28',
      errors: [
        // Findings of one line come in the order of the keys they point at.
        { line: lineOfId(broken, 2), path: 'params.arguments.region', message: 'posted without an Mcp-Param-Region header' },
        { line: lineOfId(broken, 2), path: 'params.arguments.days', message: /Mcp-Param-Days: 4, but the body has "3"/ },
        { line: lineOfId(broken, 3), message: /cannot be sent as plain text \(it holds non-ASCII characters\).*Send Mcp-Param-Region: =\?base64\?SGVsbG8sIOS4lueVjA==\?=/ },
        { line: lineOfId(broken, 4), message: 'markers are not lower-case' },
        { line: lineOfId(broken, 5), message: 'shaped like the =?base64?…?= sentinel' },
        { line: lineOfId(broken, 6), path: 'params.arguments.metric', message: /Mcp-Param-Metric: True, but the body has "true"/ },
        { line: lineOfId(broken, 7), message: 'outside the safe range' },
        { line: lineOfId(broken, 8), path: 'params.arguments.place.city', message: 'the header MUST be left out' },
        { line: lineOfId(broken, 9), message: 'is not valid base64' },
      ],
    },
  ],
});
