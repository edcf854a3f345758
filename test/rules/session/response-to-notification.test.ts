import { responseToNotification } from '../../../src/core/rules/session/response-to-notification.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, notification, request, result, server } from '../messages.js';

const idlessError = (message: string) => server({ jsonrpc: '2.0', error: { code: -32601, message } });

ruleTester.run(responseToNotification, {
  valid: [
    { name: 'a notification nobody answers', capture: jsonl(client(notification('notifications/roots/list_changed')), client(request(1, 'tools/list')), server(result(1, { tools: [] }))), revision: '2025-06-18' },
    { name: 'an answer with an id answers its request, whatever came before', capture: jsonl(client(request(1, 'tools/list')), client(notification('notifications/cancelled', { requestId: 9 })), server(result(1, { tools: [] }))), revision: '2025-06-18' },
    { name: 'an id-less error after a request is not about a notification', capture: jsonl(client(request(1, 'tools/list')), idlessError('Parse error')), revision: 'auto' },
    {
      name: 'an id-less Invalid Request or Parse error answers a message the server could not read, not the notification before it',
      capture: jsonl(client(notification('notifications/initialized')), server({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: unreadable id' } }), server({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } })),
      revision: '2025-11-25',
    },
    { name: 'the same side cannot answer its own notification', capture: jsonl(server(notification('notifications/tools/list_changed')), idlessError('x')), revision: '2025-06-18' },
  ],
  invalid: [
    {
      name: 'an error without id right after a notification answers it, under every revision',
      capture: jsonl(client(notification('notifications/roots/list_changed')), idlessError('Method not found: notifications/roots/list_changed')),
      revision: 'auto',
      errors: [{ line: 2, severity: 'error', message: 'answers a notification' }],
    },
    {
      name: 'an "id": null result after a notification',
      capture: jsonl(client(notification('notifications/initialized')), server({ jsonrpc: '2.0', id: null, result: {} })),
      revision: '2024-11-05',
      errors: [{ line: 2, message: 'notifications/initialized notification' }],
    },
    {
      name: 'an error that names the notification, whatever its code',
      capture: jsonl(client(notification('notifications/roots/list_changed')), server({ jsonrpc: '2.0', error: { code: -32603, message: 'cannot handle notifications/roots/list_changed' } })),
      revision: '2025-06-18',
      errors: [{ line: 2 }],
    },
  ],
});
