import { logBroadcast } from '../../../src/core/rules/session/log-broadcast.js';
import { jsonl, ruleTester } from '../tester.js';
import { notification, request, result } from '../messages.js';
import { get, post } from '../http.js';
import { lineOf } from '../recordings.js';

const init = request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } });
const initAnswer = result(1, { protocolVersion: '2025-11-25', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 's', version: '1' } });
const headers = { 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': 'a1b2c3' };
const start = [...post(init, {}, { headers: { 'mcp-session-id': 'a1b2c3' }, json: initAnswer }), ...post(notification('notifications/initialized'), headers)];
const log = (data: unknown, level = 'info') => notification('notifications/message', { level, logger: 'cache', data });
const call = (id: number) => request(id, 'tools/call', { name: 'lookup', arguments: {} });
const done = (id: number) => result(id, { content: [] });

const broadcast = jsonl(
  ...start,
  ...get(headers, { events: [['g-1', log('cache warmed')]] }),
  ...post(call(2), headers, { events: [['p-1', log('cache warmed')], ['p-2', done(2)]] }),
);
const reordered = jsonl(
  ...start,
  ...post(call(2), headers, { events: [['p-1', log({ a: 1, b: [1, 2] })]] }),
  ...get(headers, { events: [['g-1', notification('notifications/message', { data: { b: [1, 2], a: 1 }, logger: 'cache', level: 'info' })]] }),
  ...post(call(3), headers, { events: [['q-1', log({ a: 1, b: [1, 2] })], ['q-2', done(3)]] }),
);

ruleTester.run(logBroadcast, {
  valid: [
    {
      name: 'the same request-scoped log on the streams of two calls, each stream ending with its response',
      capture: jsonl(...start, ...post(call(2), headers, { events: [['p-1', log('lookup started')], ['p-2', done(2)]] }), ...post(call(3), headers, { events: [['q-1', log('lookup started')], ['q-2', done(3)]] })),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'equal logs back to back on one stream; another level between copies on two streams',
      capture: jsonl(...start, ...get(headers, { events: [['g-1', log('tick')], ['g-2', log('tick')], ['g-3', log('tick', 'debug')]] }), ...post(call(2), headers, { events: [['p-1', log('tick')], ['p-2', done(2)]] })),
      format: 'http',
      revision: '2025-11-25',
    },
    {
      name: 'a resumed GET stream replaying the last event under its own id, and one opened with Last-Event-ID',
      capture: jsonl(
        ...start,
        ...get(headers, { events: [['g-1', log('cache warmed')]] }),
        ...get({ ...headers, 'last-event-id': 'g-0' }, { events: [['g-1', log('cache warmed')]] }),
        ...get({ ...headers, 'last-event-id': 'g-1' }, { events: [['g-5', log('cache warmed')]] }),
      ),
      format: 'http',
      revision: '2025-11-25',
    },
    { name: 'the same streams under 2025-06-18, which has no such sentence', capture: broadcast, format: 'http', revision: '2025-06-18' },
    { name: 'on stdio, where there is one stream', capture: jsonl('> ' + JSON.stringify(init), '< ' + JSON.stringify(initAnswer), '< ' + JSON.stringify(log('x')), '< ' + JSON.stringify(log('x'))), revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'the GET stream\'s last log repeated as the first event of a POST stream',
      capture: broadcast,
      format: 'http',
      revision: '2025-11-25',
      errors: [{ line: lineOf(broadcast, 'id: p-1') + 1, severity: 'warning', message: /\(level "info", logger "cache"\), the same log message, params for params, as the server's notifications\/message notification \(line \d+\), which the server sent on another SSE stream/ }],
    },
    {
      name: 'one log on three streams (keys in another order on the second), the first cut off before its response: two findings',
      capture: reordered,
      format: 'http',
      revision: '2025-11-25',
      errors: [
        { line: lineOf(reordered, 'id: g-1') + 1, message: 'MUST NOT broadcast a log notification across several connected streams' },
        { line: lineOf(reordered, 'id: q-1') + 1, message: 'broadcast to two streams' },
      ],
    },
  ],
});
