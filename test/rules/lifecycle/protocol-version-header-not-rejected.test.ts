import { protocolVersionHeaderNotRejected } from '../../../src/core/rules/lifecycle/protocol-version-header-not-rejected.js';
import { jsonl, ruleTester } from '../tester.js';
import { error, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const start = post(init, {}, { json: result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } }) });
const served = jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': 'latest' }, { json: result(2, { tools: [] }) }));

ruleTester.run(protocolVersionHeaderNotRejected, {
  valid: [
    { name: 'an invalid header answered 400', capture: jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': 'latest' }, { status: 400, json: error(2, -32600) })), format: 'http', revision: '2025-11-25' },
    { name: 'a valid header served', capture: jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': '2025-11-25' }, { json: result(2, { tools: [] }) })), format: 'http', revision: '2025-11-25' },
  ],
  invalid: [{ name: 'an invalid header served under 200', capture: served, format: 'http', revision: '2025-11-25', errors: [{ line: lineOf(served, '"id":2,"result"'), severity: 'error', message: 'MCP-Protocol-Version: latest names no protocol version, with HTTP status 200 instead of 400' }] }],
});
