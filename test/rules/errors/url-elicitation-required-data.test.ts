import { urlElicitationRequiredData } from '../../../src/core/rules/errors/url-elicitation-required-data.js';
import { jsonl, ruleTester } from '../tester.js';
import { client, handshake, request, server } from '../messages.js';

const refused = (data?: unknown) => jsonl(...handshake('2025-11-25'), client(request(1, 'tools/call', { name: 'sync', arguments: {} })), server({ jsonrpc: '2.0', id: 1, error: { code: -32042, message: 'auth', ...(data === undefined ? {} : { data }) } }));

ruleTester.run(urlElicitationRequiredData, {
  valid: [{ name: 'a URL-mode elicitation with its id', capture: refused({ elicitations: [{ mode: 'url', elicitationId: 'e-1', url: 'https://example.com', message: 'Connect' }] }), revision: '2025-11-25' }],
  invalid: [
    { name: 'no data', capture: refused(), revision: '2025-11-25', errors: [{ line: 5, severity: 'error', path: 'error.data', message: 'has no `elicitations` list' }] },
    { name: 'a form-mode entry', capture: refused({ elicitations: [{ mode: 'form', message: 'x', requestedSchema: { type: 'object', properties: {} } }] }), revision: '2025-11-25', errors: [{ line: 5, path: 'error.data.elicitations[0]', message: 'not in URL mode' }] },
    { name: 'a URL-mode entry without its id', capture: refused({ elicitations: [{ mode: 'url', url: 'https://example.com', message: 'x' }] }), revision: '2025-11-25', errors: [{ line: 5, path: 'error.data.elicitations[0].elicitationId', message: 'without an elicitationId' }] },
  ],
});
