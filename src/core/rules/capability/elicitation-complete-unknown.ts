import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const URL_REQUIRED = -32042;
const MAX_IDS = 50_000;
const HANDSHAKE = '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"url":{}}},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n';
const ELICIT = '< {"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{"mode":"url","elicitationId":"e-1","url":"https://example.com/connect","message":"Connect your account"}}\n> {"jsonrpc":"2.0","id":1,"result":{"action":"accept"}}\n';
const complete = (id: string) => `${HANDSHAKE}${ELICIT}< {"jsonrpc":"2.0","method":"notifications/elicitation/complete","params":{"elicitationId":"${id}"}}`;

export const elicitationCompleteUnknown: Rule = {
  meta: {
    id: 'elicitation-complete-unknown',
    family: 'capability',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: 'A `notifications/elicitation/complete` whose `elicitationId` no URL-mode elicitation of the session established (in `elicitation/create` or a -32042 error).',
    why: 'The client matches the completion to the interaction it is waiting on by its elicitationId; an id it never saw completes nothing, and the user is left waiting on the real one.',
    instead: 'Send the completion with the elicitationId of the URL-mode `elicitation/create` request (or -32042 error entry) it completes.',
    spec: specUrl('2025-11-25', 'client/elicitation#completion-notifications-for-url-mode-elicitation'),
    requirements: ['elicitation.complete-carries-id'],
    examples: { bad: complete('e-2'), good: complete('e-1'), revision: '2025-11-25' },
  },
  create(context) {
    const session = context.session;
    const established = new Set<string>();
    const remember = (id: unknown) => {
      if (typeof id === 'string' && established.size < MAX_IDS) established.add(id);
    };
    return {
      kinds: ['request', 'notification', 'error'],
      message(message) {
        if (message.sender === 'client') return;
        if (message.kind === 'request' && message.method === 'elicitation/create' && isPlainObject(message.params)) return remember(message.params.elicitationId);
        if (message.kind === 'error') {
          const error = isPlainObject(message.value) ? message.value.error : undefined;
          if (!isPlainObject(error) || error.code !== URL_REQUIRED || !isPlainObject(error.data) || !Array.isArray(error.data.elicitations)) return;
          for (const entry of error.data.elicitations) if (isPlainObject(entry)) remember(entry.elicitationId);
          return;
        }
        if (message.method !== 'notifications/elicitation/complete' || !isPlainObject(message.params)) return;
        const id = message.params.elicitationId;
        // Only a capture holding the session from its start shows every elicitation it established.
        if (typeof id !== 'string' || established.has(id) || session.initializeRequest === undefined || established.size >= MAX_IDS) return;
        context.report({
          at: message,
          path: 'params.elicitationId',
          message: () => `This is ${describe(message)}, completing elicitation ${JSON.stringify(id)}, which no URL-mode elicitation/create request or -32042 error of this session established. The completion MUST carry the elicitationId of the elicitation it completes.`,
        });
      },
    };
  },
};
