import { listenEndedWithoutResult } from '../../../src/core/rules/session/listen-ended-without-result.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, notification, request, result, server } from '../messages.js';

const sub = (id: number | string) => ({ 'io.modelcontextprotocol/subscriptionId': id });
const opened = [
  client(request(1, 'server/discover', { _meta: meta26 })),
  server(result(1, { resultType: 'complete', ttlMs: 0, cacheScope: 'private', supportedVersions: ['2026-07-28'], capabilities: { tools: { listChanged: true } } })),
  client(request(2, 'subscriptions/listen', { notifications: { toolsListChanged: true }, _meta: meta26 })),
  server(notification('notifications/subscriptions/acknowledged', { notifications: { toolsListChanged: true }, _meta: sub(2) })),
];
const teardown = server(notification('notifications/cancelled', { requestId: 2, reason: 'Server is shutting down', _meta: sub(2) }));
const closed = server(result(2, { resultType: 'complete', _meta: sub(2) }));

ruleTester.run(listenEndedWithoutResult, {
  valid: [
    { name: 'the teardown, then the listen result', capture: jsonl(...opened, teardown, closed), revision: '2026-07-28' },
    { name: 'the listen result alone', capture: jsonl(...opened, closed), revision: '2026-07-28' },
    { name: 'a stream that simply stops: nothing says the server ended it', capture: jsonl(...opened), revision: '2026-07-28' },
    {
      name: 'a cancellation naming the listen id in another type: not this subscription',
      capture: jsonl(...opened, server(notification('notifications/cancelled', { requestId: '2' }))),
      revision: '2026-07-28',
    },
  ],
  invalid: [
    {
      name: 'torn down, never answered',
      capture: jsonl(...opened, teardown),
      revision: '2026-07-28',
      errors: [{ line: 5, severity: 'warning', message: 'tearing down the subscriptions/listen request 2 ("Server is shutting down"), which the server never answered' }],
    },
    {
      name: 'two subscriptions, one ended with its result and one without',
      capture: jsonl(
        ...opened,
        client(request('b', 'subscriptions/listen', { notifications: { toolsListChanged: true }, _meta: meta26 })),
        server(notification('notifications/subscriptions/acknowledged', { notifications: { toolsListChanged: true }, _meta: sub('b') })),
        teardown,
        closed,
        server(notification('notifications/cancelled', { requestId: 'b', _meta: sub('b') })),
      ),
      revision: '2026-07-28',
      errors: [{ line: 9, message: 'request "b"' }],
    },
  ],
});
