import { logLevelUnknownServed } from '../../../src/core/rules/session/log-level-unknown-served.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, error, meta26, request, result, server } from '../messages.js';

const call = (level: unknown) => client(request(1, 'tools/call', { name: 't', arguments: {}, _meta: { ...meta26, 'io.modelcontextprotocol/logLevel': level } }));
const done = server(result(1, { resultType: 'complete', content: [] }));

ruleTester.run(logLevelUnknownServed, {
  valid: [
    { name: 'a known level served', capture: jsonl(call('warning'), done), revision: '2026-07-28' },
    { name: 'an unknown level rejected', capture: jsonl(call('verbose'), server(error(1, -32602, 'Unknown log level'))), revision: '2026-07-28' },
    { name: 'no level at all', capture: jsonl(client(request(1, 'tools/call', { name: 't', arguments: {}, _meta: meta26 })), done), revision: '2026-07-28' },
  ],
  invalid: [
    { name: 'an unknown level served', capture: jsonl(call('verbose'), done), revision: '2026-07-28', errors: [{ line: 2, severity: 'warning', message: 'whose _meta log level "verbose" is no log level' }] },
    { name: 'an upper-case level served', capture: jsonl(call('WARN'), done), revision: '2026-07-28', errors: [{ line: 2, message: '"WARN"' }] },
  ],
});
