import { logCredentials } from '../../../src/core/rules/session/log-credentials.js';
import { jsonl, ruleTester } from '../tester.js';
import { handshake, notification, server } from '../messages.js';

const log = (data: unknown) => server(notification('notifications/message', { level: 'info', logger: 'auth', data }));
const token = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';

ruleTester.run(logCredentials, {
  valid: [{ name: 'log data naming a credential without its value', capture: jsonl(...handshake('2025-11-25'), log({ event: 'login', user: 'ada', password: '' }), log('token refreshed for ada')), revision: '2025-11-25' }],
  invalid: [
    {
      name: 'a password under its name, and a token by its shape (both masked in the message)',
      capture: jsonl(...handshake('2025-11-25'), log({ event: 'login', password: 'hunter2-correct-horse' }), log(`calling the API with ${token}`)),
      revision: '2025-11-25',
      errors: [
        { line: 4, severity: 'error', path: 'params.data', message: /^(?!.*hunter2-correct-horse).*carries a credential/ },
        { line: 5, message: /^(?!.*A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8).*carries a credential \(ghp_/ },
      ],
    },
    {
      // Issue 24: the listing compared the raw secret with the data's JSON text, where it is written escaped.
      name: 'a password holding a quote and a backslash, and a token written with a unicode escape in log text',
      capture: jsonl(...handshake('2025-11-25'), log({ event: 'login', password: 'pa"ss\\word-Xy12345' }), log(`calling the API with \\u0067hp_${token.slice(4)}`)),
      revision: '2025-11-25',
      errors: [
        { line: 4, path: 'params.data', message: /^(?!.*ss\W{0,2}word).*carries a credential \(/ },
        { line: 5, path: 'params.data', message: /^(?!.*A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8).*carries a credential \(ghp_/ },
      ],
    },
  ],
});
