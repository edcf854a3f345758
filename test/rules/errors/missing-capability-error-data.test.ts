import { missingCapabilityErrorData } from '../../../src/core/rules/errors/missing-capability-error-data.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf } from '../recordings.js';

const call = (capabilities: Record<string, unknown> = {}) => request(1, 'tools/call', { name: 'book', arguments: {}, _meta: { ...meta26, 'io.modelcontextprotocol/clientCapabilities': capabilities } });
const refusal = (data?: unknown) => ({ jsonrpc: '2.0', id: 1, error: { code: -32021, message: 'Elicitation required', ...(data === undefined ? {} : { data }) } });
const needsForm = { requiredCapabilities: { elicitation: { form: {} } } };
const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'book' };
const under200 = jsonl(...post(call(), headers, { status: 200, json: refusal(needsForm) }));

ruleTester.run(missingCapabilityErrorData, {
  valid: [
    { name: 'the missing capability listed, over stdio', capture: jsonl(client(call()), server(refusal(needsForm))), revision: '2026-07-28' },
    { name: 'the missing capability listed, with HTTP 400', capture: jsonl(...post(call(), headers, { status: 400, json: refusal(needsForm) })), format: 'http', revision: '2026-07-28' },
    { name: 'a sub-capability the request lacks (url elicitation, only form declared)', capture: jsonl(client(call({ elicitation: { form: {} } })), server(refusal({ requiredCapabilities: { elicitation: { url: {} } } }))), revision: '2026-07-28' },
    { name: 'another error code is not judged', capture: jsonl(client(call()), server({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } })), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'no data at all', capture: jsonl(client(call()), server(refusal())), revision: '2026-07-28', errors: [{ line: 2, path: 'error.data', message: 'it has no data object' }] },
    { name: 'data without requiredCapabilities', capture: jsonl(client(call()), server(refusal({ missing: ['elicitation'] }))), revision: '2026-07-28', errors: [{ line: 2, message: 'data.requiredCapabilities (an object of client capabilities) is missing' }] },
    { name: 'an empty list', capture: jsonl(client(call()), server(refusal({ requiredCapabilities: {} }))), revision: '2026-07-28', errors: [{ line: 2, message: 'names no capability' }] },
    {
      name: 'naming only what the request declared',
      capture: jsonl(client(call({ elicitation: { form: {} } })), server(refusal(needsForm))),
      revision: '2026-07-28',
      errors: [{ line: 2, path: 'error.data.requiredCapabilities', message: 'names only "elicitation", which the request\'s clientCapabilities declared' }],
    },
    { name: 'the right data under HTTP 200', capture: under200, format: 'http', revision: '2026-07-28', errors: [{ line: lineOf(under200, '"error"'), message: 'HTTP status 200 instead of 400' }] },
  ],
});
