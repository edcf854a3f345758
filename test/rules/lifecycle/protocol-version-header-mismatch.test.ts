import { protocolVersionHeaderMismatch } from '../../../src/core/rules/lifecycle/protocol-version-header-mismatch.js';
import { jsonl, ruleTester } from '../tester.js';
import { curlExchange, meta26, notification, request, result } from '../messages.js';
import { lineOf, sdkHar, sdkStdio } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
/** A 2025-06-18 HTTP session: initialize, then `posts` after it. */
const session = (...posts: string[][]) => jsonl(...curlExchange(init, {}, initAnswer), ...posts.flat());
const version = (value: string) => ({ 'mcp-protocol-version': value });

const mismatched = session(
  curlExchange(notification('notifications/initialized'), version('2025-06-18')),
  curlExchange(request(2, 'tools/list'), version('2025-03-26'), result(2, { tools: [] })),
  curlExchange(request(3, 'tools/list'), {}, result(3, { tools: [] })),
);

ruleTester.run(protocolVersionHeaderMismatch, {
  valid: [
    { name: 'the recorded stdio SDK session (no headers on stdio)', capture: sdkStdio, revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
    {
      name: '2025-06-18: every POST after initialize names the negotiated version',
      capture: session(curlExchange(notification('notifications/initialized'), version('2025-06-18')), curlExchange(request(2, 'tools/list'), version('2025-06-18'), result(2, { tools: [] }))),
      format: 'http',
      revision: '2025-06-18',
    },
  ],
  invalid: [
    {
      name: '2025-06-18: a request after initialization whose header differs from the negotiated version, and one without it',
      capture: mismatched,
      format: 'http',
      revision: '2025-06-18',
      errors: [
        { line: lineOf(mismatched, '{"jsonrpc":"2.0","id":2,"method":"tools/list"}'), severity: 'error', message: 'MCP-Protocol-Version: 2025-03-26, but initialization negotiated 2025-06-18' },
        { line: lineOf(mismatched, '{"jsonrpc":"2.0","id":3,"method":"tools/list"}'), message: 'without an MCP-Protocol-Version header' },
      ],
    },
    {
      name: '2026-07-28: the header differs from the request\'s _meta protocol version',
      capture: jsonl(...curlExchange(request(6, 'prompts/list', { _meta: meta26 }), version('2025-11-25'), result(6, { resultType: 'complete', prompts: [] }))),
      format: 'http',
      revision: '2026-07-28',
      errors: [{ line: 1, message: 'its _meta protocol version is 2026-07-28' }],
    },
  ],
});
