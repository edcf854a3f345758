import { isPlainObject } from '../../message.js';
import { maskSecret, Redactor } from '../../secrets/index.js';
import type { Rule } from '../rule.js';
import { EVERY_REVISION, describe, specUrl } from '../lib/describe-message.js';

const LOG = (data: string) => `< {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","logger":"auth","data":${data}}}`;

export const logCredentials: Rule = {
  meta: {
    id: 'log-credentials',
    family: 'session',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A `notifications/message` log entry whose data carries a credential: a value under a credential name (`password`, `apiKey`, `Authorization`...) or a value shaped like a token (`ghp_...`, `sk-...`, a JWT...).',
    why: 'Log notifications travel to the client, which shows them to the user, stores them and forwards them to its own logs: a secret in them leaks to everyone who reads those. The spec forbids credentials in log messages.',
    instead: 'Leave credentials out of log data, or mask them before logging (keep a short prefix to tell which key was used).',
    spec: specUrl('2025-11-25', 'server/utilities/logging#security'),
    requirements: ['logging.no-credentials'],
    examples: {
      bad: LOG('{"event":"login","password":"hunter2-correct-horse"}'),
      good: LOG('{"event":"login","user":"ada"}'),
      revision: '2025-11-25',
    },
  },
  create(context) {
    // One redactor for the session, built at its first log notification: building one compiles
    // the combined secret pattern, far too dear for every log notification (or every session:
    // most have none). It learns across messages, so each message reports the learned secrets
    // its own text holds.
    let redactor: Redactor | undefined;
    return {
      kinds: ['notification'],
      methods: ['notifications/message'],
      message(message) {
        if (message.sender === 'client' || message.method !== 'notifications/message' || !isPlainObject(message.params)) return;
        const data = message.params.data;
        if (data === undefined || data === null) return;
        const text = typeof data === 'string' ? data : JSON.stringify(data);
        redactor ??= new Redactor();
        redactor.scanValue(data);
        redactor.scanText(text);
        // secretsIn, not `text.includes`: a secret JSON-escaped in the text (`\u0067hp_...`, `pa\"ss`) is one too.
        const secrets = redactor.secretsIn(text);
        if (secrets.length === 0) return;
        context.report({
          at: message,
          path: 'params.data',
          message: () => `This is ${describe(message)}, whose data carries ${secrets.length === 1 ? 'a credential' : `${secrets.length} credentials`} (${secrets.slice(0, 3).map(maskSecret).join(', ')}). Log messages MUST NOT contain credentials or secrets: the client shows, stores and forwards them.`,
        });
      },
    };
  },
};
