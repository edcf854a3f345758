import { elicitationCompleteUnknown } from '../../../src/core/rules/capability/elicitation-complete-unknown.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, notification, request, result, server } from '../messages.js';

const elicit = server(request(1, 'elicitation/create', { mode: 'url', elicitationId: 'e-1', url: 'https://example.com/a', message: 'Connect' }));
const required = server({ jsonrpc: '2.0', id: 2, error: { code: -32042, message: 'needs auth', data: { elicitations: [{ mode: 'url', elicitationId: 'e-2', url: 'https://example.com/b', message: 'Connect' }] } } });
const complete = (elicitationId: string) => server(notification('notifications/elicitation/complete', { elicitationId }));

ruleTester.run(elicitationCompleteUnknown, {
  valid: [
    { name: 'completions of an elicitation/create and of a -32042 entry', capture: jsonl(...handshake('2025-11-25'), elicit, client(result(1, { action: 'accept' })), client(request(2, 'tools/call', { name: 'x', arguments: {} })), required, complete('e-1'), complete('e-2')), revision: '2025-11-25' },
    { name: 'a capture that starts mid-session', capture: jsonl(complete('e-9')), revision: '2025-11-25' },
  ],
  invalid: [{ name: 'a completion of an id never established', capture: jsonl(...handshake('2025-11-25'), elicit, client(result(1, { action: 'accept' })), complete('e-3')), revision: '2025-11-25', errors: [{ line: 6, severity: 'error', path: 'params.elicitationId', message: 'completing elicitation "e-3"' }] }],
});
