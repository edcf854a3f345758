import { recordingBlindSpot } from '../../../src/core/rules/capture/recording-blind-spot.js';
import { ruleTester } from '../tester.js';

const tapeMeta = '{"v":1,"type":"meta","startedAt":"2026-05-12T23:00:00.000Z","label":"fs","command":["node","server.js"],"mcpTapeVersion":"0.1.0"}';
const tapeLine = (dir: string, raw: unknown) => JSON.stringify({ t: '2026-05-12T23:00:00.123Z', dir, raw });
const exchange = (withBodies: boolean) =>
  JSON.stringify({
    schemaVersion: 1,
    startedAt: '2026-12-01T18:48:02.184Z',
    upstream: 'http://127.0.0.1:3312/mcp',
    request: {
      httpMethod: 'POST',
      bytes: 40,
      headers: {},
      metadata: { method: 'ping', mismatches: [] },
      ...(withBodies ? { body: { format: 'json', value: { jsonrpc: '2.0', id: 1, method: 'ping' } } } : {}),
    },
    response: { status: 200, bytes: 36, headers: {}, ...(withBodies ? { body: { format: 'json', value: { jsonrpc: '2.0', id: 1, result: {} } } } : {}) },
  });

ruleTester.run(recordingBlindSpot, {
  valid: [
    { name: 'a stdio capture that keeps every line', capture: '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":1,"result":{}}\n', revision: '2025-06-18' },
    { name: 'an mcp-trace recording with its bodies', capture: `${exchange(true)}\n`, revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'an mcp-tape trace, which drops non-JSON stdout',
      capture: `${tapeMeta}\n${tapeLine('in', { jsonrpc: '2.0', id: 1, method: 'ping' })}\n${tapeLine('out', { jsonrpc: '2.0', id: 1, result: {} })}\n`,
      revision: '2025-06-18',
      errors: [{ line: 1, severity: 'info', message: 'stray output (a banner, console.log output) cannot be seen' }],
    },
    {
      name: 'an mcp-trace recording without bodies, said once',
      capture: `${exchange(true)}\n${exchange(false)}\n${exchange(false)}\n`,
      revision: '2025-06-18',
      errors: [{ line: 2, severity: 'info', message: '2 HTTP exchanges' }],
    },
  ],
});
