import { inputRetryIncompleteError } from '../../../src/core/rules/lifecycle/input-retry-incomplete-error.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';

const meta = { ...meta26, 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } };
const ask = (key: string) => ({ method: 'elicitation/create', params: { message: `${key}?`, requestedSchema: { type: 'object', properties: { [key]: { type: 'string' } } } } });
const call = (id: number, extra: Record<string, unknown> = {}, name = 'book') => client(request(id, 'tools/call', { name, arguments: {}, ...extra, _meta: meta }));
const inputRequired = (id: number, keys: string[], requestState?: string) =>
  server(result(id, { resultType: 'input_required', inputRequests: Object.fromEntries(keys.map((k) => [k, ask(k)])), ...(requestState === undefined ? {} : { requestState }) }));
const accept = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, { action: 'accept', content: { [k]: 'x' } }]));
const done = (id: number) => server(result(id, { resultType: 'complete', content: [] }));
const asked = [call(1), inputRequired(1, ['city', 'date'], 's1')];

ruleTester.run(inputRetryIncompleteError, {
  valid: [
    { name: 'the incomplete retry is answered with a new input_required result', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }), inputRequired(2, ['date'], 's2')), revision: '2026-07-28' },
    { name: 'a complete retry answered with an error', capture: jsonl(...asked, call(2, { inputResponses: accept('city', 'date'), requestState: 's1' }), server(error(2, -32603, 'booking failed'))), revision: '2026-07-28' },
    { name: 'the incomplete retry answered with a complete result', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }), done(2)), revision: '2026-07-28' },
    { name: 'inputResponses that is no object: a malformed retry, an error is its answer', capture: jsonl(...asked, call(2, { inputResponses: ['city'], requestState: 's1' }), server(error(2, -32602, 'inputResponses must be an object'))), revision: '2026-07-28' },
    { name: 'the retry carries another requestState: not the retry of that result', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 'forged' }), server(error(2, -32602, 'invalid requestState'))), revision: '2026-07-28' },
    { name: 'a call of another tool', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }, 'other'), server(error(2, -32602, 'missing'))), revision: '2026-07-28' },
    { name: 'a modern protocol error (unsupported version) is about something else', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }), server({ jsonrpc: '2.0', id: 2, error: { code: -32022, message: 'Unsupported protocol version', data: { requested: '2026-07-28', supported: ['2026-07-28'] } } })), revision: '2026-07-28' },
    { name: 'a legacy revision has no multi round-trip requests', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }), server(error(2, -32602, 'missing date'))), revision: '2025-11-25' },
  ],
  invalid: [
    { name: 'a retry lacking one input, answered with -32602', capture: jsonl(...asked, call(2, { inputResponses: accept('city'), requestState: 's1' }), server(error(2, -32602, 'missing date'))), revision: '2026-07-28', errors: [{ line: 4, severity: 'warning', message: 'lacks "date"' }] },
    { name: 'a retry without inputResponses at all', capture: jsonl(...asked, call(2, { requestState: 's1' }), server(error(2, -32602, 'missing inputResponses'))), revision: '2026-07-28', errors: [{ line: 4, message: '"city", "date"' }] },
    { name: 'no requestState given: the retry is the one with inputResponses', capture: jsonl(call(1), inputRequired(1, ['city']), call(2, { inputResponses: {} }), server(error(2, -32603, 'no city'))), revision: '2026-07-28', errors: [{ line: 4 }] },
  ],
});
