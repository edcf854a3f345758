import { protocolVersionHeaderNotRejected } from '../../../src/core/rules/lifecycle/protocol-version-header-not-rejected.js';
import { jsonl, ruleTester } from '../tester.js';
import { error, meta26, request, result } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const start = post(init, {}, { json: result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } }) });
const served = jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': 'latest' }, { json: result(2, { tools: [] }) }));

// 2026-07-28: the header against the request's own _meta version.
const list26 = request(1, 'tools/list', { _meta: meta26 });
const headers26 = (version: string | undefined) => ({ 'mcp-protocol-version': version, 'mcp-method': 'tools/list' });
const complete = result(1, { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'public' });
const mismatchServed = jsonl(...post(list26, headers26('2025-11-25'), { json: complete }));
const mismatchWrongCode = jsonl(...post(list26, headers26('2025-11-25'), { status: 400, json: error(1, -32602) }));
const missingServed = jsonl(...post(list26, headers26(undefined), { json: complete }));

ruleTester.run(protocolVersionHeaderNotRejected, {
  valid: [
    { name: 'an invalid header answered 400', capture: jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': 'latest' }, { status: 400, json: error(2, -32600) })), format: 'http', revision: '2025-11-25' },
    { name: 'a valid header served', capture: jsonl(...start, ...post(request(2, 'tools/list'), { 'mcp-protocol-version': '2025-11-25' }, { json: result(2, { tools: [] }) })), format: 'http', revision: '2025-11-25' },
    { name: '2026-07-28: a mismatch rejected with 400 and -32020', capture: jsonl(...post(list26, headers26('2025-11-25'), { status: 400, json: error(1, -32020) })), format: 'http', revision: '2026-07-28' },
    { name: '2026-07-28: a matching header served', capture: jsonl(...post(list26, headers26('2026-07-28'), { json: complete })), format: 'http', revision: '2026-07-28' },
    { name: '2026-07-28: a missing header answered as a legacy server would (no resultType)', capture: jsonl(...post(list26, headers26(undefined), { json: result(1, { tools: [] }) })), format: 'http', revision: '2026-07-28' },
    { name: '2026-07-28: a missing header rejected', capture: jsonl(...post(list26, headers26(undefined), { status: 400, json: error(1, -32020) })), format: 'http', revision: '2026-07-28' },
  ],
  invalid: [
    { name: '2026-07-28: a mismatch served', capture: mismatchServed, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(mismatchServed, '"result"'), message: 'whose MCP-Protocol-Version: 2025-11-25 differs from its _meta protocol version 2026-07-28, with a result' }] },
    { name: '2026-07-28: a mismatch rejected with another code', capture: mismatchWrongCode, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(mismatchWrongCode, '"error"'), message: 'error code -32602 instead of -32020' }] },
    { name: '2026-07-28: a missing header served as 2026-07-28', capture: missingServed, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(missingServed, '"result"'), message: 'which has no MCP-Protocol-Version header, with a 2026-07-28 result' }] },
    { name: 'an invalid header served under 200', capture: served, format: 'http', revision: '2025-11-25', errors: [{ line: lineOf(served, '"id":2,"result"'), severity: 'error', message: 'MCP-Protocol-Version: latest names no protocol version, with HTTP status 200 instead of 400' }] },
  ],
});
