import { elicitationSensitiveForm } from '../../../src/core/rules/capability/elicitation-sensitive-form.js';
import { jsonl, ruleTester } from '../tester.js';
import { handshake, request, server } from '../messages.js';

const form = (params: Record<string, unknown>) => jsonl(...handshake('2025-11-25'), server(request(1, 'elicitation/create', { message: 'Connect', ...params })));
const fields = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) });

ruleTester.run(elicitationSensitiveForm, {
  valid: [
    { name: 'a form asking for a name and an email', capture: form({ mode: 'form', requestedSchema: fields('name', 'email') }), revision: '2025-11-25' },
    { name: 'URL mode for the credential', capture: form({ mode: 'url', elicitationId: 'e-1', url: 'https://example.com/connect' }), revision: '2025-11-25' },
  ],
  invalid: [
    {
      name: 'a form (mode left out) asking for a password and an API key',
      capture: form({ requestedSchema: fields('user', 'password', 'api_key') }),
      revision: '2025-11-25',
      errors: [{ line: 4, severity: 'error', path: 'params.requestedSchema.properties', message: 'a form asking for "password", "api_key"' }],
    },
  ],
});
