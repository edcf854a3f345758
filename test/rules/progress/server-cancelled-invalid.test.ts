import { serverCancelledInvalid } from '../../../src/core/rules/progress/server-cancelled-invalid.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, meta26, notification, request, result, server } from '../messages.js';

const listen = client(request('l1', 'subscriptions/listen', { notifications: { toolsListChanged: true }, _meta: meta26 }));
const acknowledged = server(notification('notifications/subscriptions/acknowledged', { notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/subscriptionId': 'l1' } }));
const serverCancel = (requestId: unknown) => server(notification('notifications/cancelled', { requestId, reason: 'server shutting down' }));

ruleTester.run(serverCancelledInvalid, {
  valid: [{ name: 'the server tears down a listen stream', capture: jsonl(listen, acknowledged, serverCancel('l1'), server(result('l1', { resultType: 'complete' }))), revision: '2026-07-28' }],
  invalid: [
    {
      name: 'the server cancels a tools/call, and a listen request that does not exist',
      capture: jsonl(listen, acknowledged, client(request(1, 'tools/call', { name: 'slow', arguments: {}, _meta: meta26 })), serverCancel(1), serverCancel('l2')),
      revision: '2026-07-28',
      errors: [{ line: 4, severity: 'error' }, { line: 5, severity: 'error' }],
    },
  ],
});
