import { isPlainObject } from '../../message.js';
import { SecretNames } from '../../secrets/index.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const HANDSHAKE = '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"form":{},"url":{}}},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n';
const form = (field: string) =>
  `${HANDSHAKE}< {"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{"mode":"form","message":"Connect your account","requestedSchema":{"type":"object","properties":{"${field}":{"type":"string"}}}}}`;

export const elicitationSensitiveForm: Rule = {
  meta: {
    id: 'elicitation-sensitive-form',
    family: 'capability',
    severity: 'error',
    revisions: ['2025-06-18', '2025-11-25'],
    summary: 'A form-mode `elicitation/create` whose requested schema asks for a credential by field name (`password`, `apiKey`, `token`, ...).',
    why: 'What a user types into a form elicitation passes through the client and its model context; a password or key given there leaks to every layer in between. The spec forbids asking for sensitive information by form, and (2025-11-25) requires URL mode for credentials, where the user enters them on the server\'s own page.',
    instead: 'Ask for credentials with a URL-mode elicitation (2025-11-25) that opens the service\'s own sign-in page, or with an OAuth flow; never as a form field.',
    spec: specUrl('2025-11-25', 'client/elicitation#user-interaction-model'),
    requirements: ['elicitation.no-sensitive', 'elicitation.no-sensitive-form', 'elicitation.url-for-sensitive'],
    examples: { bad: form('apiKey'), good: form('accountName'), revision: '2025-11-25' },
  },
  create(context) {
    const names = new SecretNames();
    return {
      kinds: ['request'],
      methods: ['elicitation/create'],
      message(message) {
        if (message.sender === 'client' || message.method !== 'elicitation/create' || !isPlainObject(message.params)) return;
        const { mode, requestedSchema } = message.params;
        if ((mode !== undefined && mode !== 'form') || !isPlainObject(requestedSchema) || !isPlainObject(requestedSchema.properties)) return;
        const sensitive = Object.keys(requestedSchema.properties).filter((field) => names.isSecret(field));
        if (sensitive.length === 0) return;
        context.report({
          at: message,
          path: 'params.requestedSchema.properties',
          subject: sensitive.join(','),
          message: () => `This is ${describe(message)}, a form asking for ${sensitive.map((field) => JSON.stringify(field)).join(', ')}, named like ${sensitive.length === 1 ? 'a credential' : 'credentials'}. Servers MUST NOT request sensitive information through a form elicitation; credentials go through URL mode (the service's own page) or OAuth.`,
        });
      },
    };
  },
};
