import { logLevelNotRequested } from '../../../src/core/rules/session/log-level-not-requested.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, notification, request, result, server } from '../messages.js';
import { lineOf, replaceOnce, sdkHar, sdkStdio } from '../recordings.js';

// The stdio recording without its request's logLevel: the four logs for the only request in flight.
const stdioWithoutLevel = replaceOnce(sdkStdio, ',"io.modelcontextprotocol/logLevel":"debug"', '');
const stdioLogLines = stdioWithoutLevel.split('\n').flatMap((line, index) => (line.includes('"notifications/message"') ? [index + 1] : []));
// The HAR recording asking for info: its three debug logs sit in one SSE body, one HAR string, reported on its line.
const harAtInfo = replaceOnce(sdkHar, '\\"io.modelcontextprotocol/logLevel\\":\\"debug\\"', '\\"io.modelcontextprotocol/logLevel\\":\\"info\\"');
const harBodyLine = lineOf(harAtInfo, '"text": "event: message\\ndata: {\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"notifications/message');

ruleTester.run(logLevelNotRequested, {
  valid: [
    { name: 'the recorded stdio SDK session', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: 'a log at the level the request asked for',
      capture: jsonl(client(request(1, 'tools/call', { name: 't', _meta: { ...meta26, 'io.modelcontextprotocol/logLevel': 'info' } })), server(notification('notifications/message', { level: 'info', data: 'x' })), server(result(1, { resultType: 'complete', content: [] }))),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    { name: 'stdio: logs for the only request in flight, which asked for no level', capture: stdioWithoutLevel, revision: '2026-07-28', errors: stdioLogLines.map((line) => ({ line })) },
    { name: 'HAR: debug logs on the response stream of a request that asked for info', capture: harAtInfo, path: 'fixture-streamable-http.har', revision: '2026-07-28', errors: Array.from({ length: 3 }, () => ({ line: harBodyLine })) },
  ],
});
