import { unsupportedVersionRetry } from '../../../src/core/rules/lifecycle/unsupported-version-retry.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, server } from '../messages.js';

const list = (id: number, version: string) => client(request(id, 'tools/list', { _meta: { ...meta26, 'io.modelcontextprotocol/protocolVersion': version } }));
const refused = (id: number) => server({ jsonrpc: '2.0', id, error: { code: -32022, message: 'Unsupported protocol version', data: { requested: '2027-01-01', supported: ['2026-07-28'] } } });

ruleTester.run(unsupportedVersionRetry, {
  valid: [
    { name: 'a retry with a supported version', capture: jsonl(list(1, '2027-01-01'), refused(1), list(2, '2026-07-28')), revision: '2026-07-28' },
    { name: 'no retry at all', capture: jsonl(list(1, '2027-01-01'), refused(1)), revision: '2026-07-28' },
    { name: 'another method after the refusal is no retry', capture: jsonl(list(1, '2027-01-01'), refused(1), client(request(2, 'prompts/list', { _meta: { ...meta26, 'io.modelcontextprotocol/protocolVersion': '2027-01-01' } }))), revision: '2026-07-28' },
  ],
  invalid: [{ name: 'a retry with the refused version', capture: jsonl(list(1, '2027-01-01'), refused(1), list(2, '2027-01-01')), revision: '2026-07-28', errors: [{ line: 3, severity: 'warning', message: 'listed the supported versions 2026-07-28' }] }],
});
