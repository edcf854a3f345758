import { headerMismatchNotRejected } from '../../../src/core/rules/session/header-mismatch-not-rejected.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const tool = { name: 'execute_sql', inputSchema: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, query: { type: 'string' } } } };
const list = post(request(1, 'tools/list', { _meta: meta26 }), { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' }, { status: 200, json: result(1, { resultType: 'complete', tools: [tool] }) });
const sql = (id: number, region: string) => request(id, 'tools/call', { name: 'execute_sql', arguments: { region, query: 'SELECT 1' }, _meta: meta26 });
const headers = (more: Record<string, string | undefined>) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'execute_sql', ...more });
const served = (id: number) => ({ status: 200, json: result(id, { resultType: 'complete', content: [] }) });
const rejected = (id: number) => ({ status: 400, json: error(id, -32020, 'Header mismatch') });

const accepted = jsonl(
  ...list,
  ...post(sql(2, 'us-west1'), headers({ 'mcp-param-region': 'eu-west1' }), served(2)),
  ...post(sql(3, 'us-west1'), headers({}), served(3)),
  ...post(sql(4, 'us-west1'), headers({ 'mcp-name': 'drop_table', 'mcp-param-region': 'us-west1' }), served(4)),
  ...post(sql(5, 'Zürich'), headers({ 'mcp-param-region': 'Zürich' }), served(5)),
  ...post(request(6, 'prompts/list', { _meta: meta26 }), { 'mcp-protocol-version': '2026-07-28' }, { status: 200, json: result(6, { resultType: 'complete', prompts: [] }) }),
);

ruleTester.run(headerMismatchNotRejected, {
  valid: [
    {
      name: 'matching headers served, mismatching ones rejected with 400 and -32020',
      capture: jsonl(...list, ...post(sql(2, 'us-west1'), headers({ 'mcp-param-region': 'us-west1' }), served(2)), ...post(sql(3, 'us-west1'), headers({ 'mcp-param-region': 'eu' }), rejected(3))),
      format: 'http',
      revision: '2026-07-28',
    },
    {
      name: 'a header for an argument that is not in the call is the client\'s slip; a server need not reject it',
      capture: jsonl(...list, ...post(request(2, 'tools/call', { name: 'execute_sql', arguments: { query: 'SELECT 1' }, _meta: meta26 }), headers({ 'mcp-param-region': 'us' }), served(2))),
      format: 'http',
      revision: '2026-07-28',
    },
    { name: 'stdio: no headers', capture: jsonl(client(sql(2, 'eu')), server(result(2, { resultType: 'complete', content: [] }))), revision: '2026-07-28' },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'results to requests whose Mcp-Param, Mcp-Name or Mcp-Method headers do not match the body',
      capture: accepted,
      format: 'http',
      revision: '2026-07-28',
      errors: [
        { line: lineOf(accepted, '"id":2,"result"'), severity: 'error', message: /serving the client's tools\/call request \(id 2, line \d+\) whose Mcp-Param-Region: eu-west1 does not match params\.arguments\.region/ },
        { line: lineOf(accepted, '"id":3,"result"'), message: 'without the Mcp-Param-Region header params.arguments.region calls for' },
        { line: lineOf(accepted, '"id":4,"result"'), message: 'whose Mcp-Name: drop_table does not match params.name' },
        { line: lineOf(accepted, '"id":5,"result"'), message: 'whose Mcp-Param-Region: Zürich holds invalid characters' },
        { line: lineOf(accepted, '"id":6,"result"'), message: 'without the Mcp-Method header' },
      ],
    },
  ],
});
