import { xMcpHeaderInvalid } from '../../../src/core/rules/tools/x-mcp-header-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, request, result, server } from '../messages.js';
import { post } from '../http.js';
import { lineOf, sdkHar } from '../recordings.js';

const list = request(1, 'tools/list', { _meta: meta26 });
const tool = (name: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ name, inputSchema: { type: 'object', properties, ...extra } });
const listed = (...tools: unknown[]) => result(1, { resultType: 'complete', tools });
const stdio = (...tools: unknown[]) => jsonl(client(list), server(listed(...tools)));
const call = (name: string, args: Record<string, unknown>) => request(2, 'tools/call', { name, arguments: args, _meta: meta26 });
const callHeaders = (name: string, more: Record<string, string> = {}) => ({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': name, ...more });
const answer = { status: 200, json: result(2, { resultType: 'complete', content: [] }) };

// The spec's own example (server/tools#x-mcp-header), and annotations in every allowed position and type.
const specExample = tool('execute_sql', { region: { type: 'string', 'x-mcp-header': 'Region' }, query: { type: 'string' } }, { required: ['region', 'query'] });
const allowed = tool('deploy', {
  target: { type: 'object', properties: { zone: { type: 'string', 'x-mcp-header': 'Target-Zone' } } },
  replicas: { type: 'integer', 'x-mcp-header': 'Replicas' },
  dryRun: { type: 'boolean', 'x-mcp-header': 'Dry_Run' },
  tier: { enum: ['gold', 'silver'], 'x-mcp-header': 'Tier' },
  note: { type: ['string', 'null'], 'x-mcp-header': 'Note' },
  // A parameter whose name is x-mcp-header, and the word as data, are no annotations.
  'x-mcp-header': { type: 'array', items: { type: 'string' }, default: [{ 'x-mcp-header': '' }] },
  // Pagination-style tokens are not credentials.
  pageToken: { type: 'string', 'x-mcp-header': 'Page' },
});

const broken = [
  tool('a-empty', { a: { type: 'string', 'x-mcp-header': '' } }),
  tool('b-spaced', { a: { type: 'string', 'x-mcp-header': 'Cloud Region' } }),
  tool('c-injected', { a: { type: 'string', 'x-mcp-header': 'Region\r\nX-Admin: 1' } }),
  tool('d-twice', { a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'region' } }),
  tool('e-number', { a: { type: 'number', 'x-mcp-header': 'Amount' } }),
  tool('f-object', { a: { type: 'object', 'x-mcp-header': 'Filter' } }),
  tool('g-in-items', { a: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } } }),
  tool('h-in-anyof', { a: { anyOf: [{ type: 'string', 'x-mcp-header': 'Choice' }, { type: 'integer' }] } }),
  tool('i-untyped', { a: { description: 'anything', 'x-mcp-header': 'Anything' } }),
  tool('j-not-a-string', { a: { type: 'string', 'x-mcp-header': 7 } }),
  tool('k-in-defs', { r: { $ref: '#/$defs/Region' } }, { $defs: { Region: { type: 'string', 'x-mcp-header': 'Region' } } }),
  { name: 'l-root', inputSchema: { type: 'object', 'x-mcp-header': 'Everything', properties: {} } },
];
const brokenList = stdio(...broken);
const resultLine = lineOf(brokenList, '"result"');

const secret = stdio(tool('login', { user: { type: 'string', 'x-mcp-header': 'User' }, apiKey: { type: 'string', 'x-mcp-header': 'Key' } }));

// Over HTTP, a client calls a tool whose annotation is invalid: it MUST have dropped it.
const invalidTool = tool('search', { q: { type: 'string', 'x-mcp-header': 'Search Query' } });
const called = jsonl(...post(list, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' }, { status: 200, json: listed(invalidTool) }), ...post(call('search', { q: 'mcp' }), callHeaders('search'), answer));

ruleTester.run(xMcpHeaderInvalid, {
  valid: [
    { name: "the spec's example tool", capture: stdio(specExample), revision: '2026-07-28' },
    { name: 'annotations on nested, integer, boolean, enum and nullable properties; the word as a property name and as data', capture: stdio(allowed), revision: '2026-07-28' },
    { name: 'before 2026-07-28 x-mcp-header is an unknown keyword', capture: jsonl(client(request(1, 'tools/list')), server(result(1, { tools: broken }))), revision: '2025-11-25' },
    {
      name: 'over stdio a client MAY ignore x-mcp-header: calling such a tool is not judged (the list still is)',
      capture: jsonl(client(list), server(listed(tool('plain', { q: { type: 'string' } }))), client(call('plain', { q: 'x' }))),
      revision: '2026-07-28',
    },
    { name: 'the recorded streamable HTTP SDK session', capture: sdkHar, path: 'fixture-streamable-http.har', revision: '2026-07-28' },
  ],
  invalid: [
    {
      name: 'every constraint on x-mcp-header values, one tool each',
      capture: brokenList,
      revision: '2026-07-28',
      errors: [
        { line: resultLine, severity: 'error', path: 'result.tools[0].inputSchema.properties.a', message: 'is empty' },
        { line: resultLine, path: 'result.tools[1].inputSchema.properties.a', message: 'not an RFC 9110 field-name token' },
        { line: resultLine, path: 'result.tools[2].inputSchema.properties.a', message: 'holds control characters' },
        { line: resultLine, path: 'result.tools[3].inputSchema.properties.b', message: /"region" of tool "d-twice" at inputSchema\.properties\.b repeats the annotation "Region" at inputSchema\.properties\.a/ },
        { line: resultLine, path: 'result.tools[4].inputSchema.properties.a', message: 'type "number" (number is not permitted' },
        { line: resultLine, path: 'result.tools[5].inputSchema.properties.a', message: 'type "object"' },
        { line: resultLine, path: 'result.tools[6].inputSchema.properties.a.items', message: 'not reached from the schema root through properties keys alone' },
        { line: resultLine, path: 'result.tools[7].inputSchema.properties.a.anyOf[0]', message: 'not reached from the schema root' },
        { line: resultLine, path: 'result.tools[8].inputSchema.properties.a', message: 'declares no type' },
        { line: resultLine, path: 'result.tools[9].inputSchema.properties.a', message: 'is a number, not a header-name token' },
        { line: resultLine, path: 'result.tools[10].inputSchema.$defs.Region', message: 'not reached from the schema root' },
        { line: resultLine, path: 'result.tools[11].inputSchema', message: 'is on a property of type "object"' },
        { line: resultLine, path: 'result.tools[11].inputSchema', message: 'is on the schema root, not on a property' },
      ],
    },
    {
      name: 'a parameter named like a credential (SHOULD NOT: a warning)',
      capture: secret,
      revision: '2026-07-28',
      errors: [{ line: lineOf(secret, '"result"'), severity: 'warning', path: 'result.tools[0].inputSchema.properties.apiKey', message: 'marks "apiKey", which is named like a credential' }],
    },
    {
      name: 'HTTP: the list, and the client calling the invalid tool instead of dropping it',
      capture: called,
      format: 'http',
      revision: '2026-07-28',
      errors: [
        { line: lineOf(called, '"result":{"resultType":"complete","tools"'), message: 'not an RFC 9110 field-name token' },
        { line: lineOf(called, '"method":"tools/call"'), severity: 'error', message: /tools\/call request \(id 2\) for tool "search".*MUST reject such a tool definition/ },
      ],
    },
  ],
});
