import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describe, specUrl } from '../lib/describe-message.js';

const URL_REQUIRED = -32042;
const HANDSHAKE = '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{"url":{}}},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sync","arguments":{}}}\n';
const refused = (data: string) => `${HANDSHAKE}< {"jsonrpc":"2.0","id":1,"error":{"code":-32042,"message":"Authorization required","data":${data}}}`;

/** What is wrong with the data of a -32042 error, or undefined. */
function dataProblem(data: unknown): { path: string; problem: string } | undefined {
  if (!isPlainObject(data) || !Array.isArray(data.elicitations)) return { path: 'error.data', problem: 'has no `elicitations` list' };
  if (data.elicitations.length === 0) return { path: 'error.data.elicitations', problem: 'lists no elicitation' };
  for (let i = 0; i < data.elicitations.length; i++) {
    const entry: unknown = data.elicitations[i];
    if (!isPlainObject(entry) || entry.mode !== 'url') return { path: `error.data.elicitations[${i}]`, problem: `lists an elicitation that is not in URL mode (entry ${i + 1})` };
    if (typeof entry.elicitationId !== 'string') return { path: `error.data.elicitations[${i}].elicitationId`, problem: `lists a URL-mode elicitation without an elicitationId (entry ${i + 1})` };
  }
  return undefined;
}

export const urlElicitationRequiredData: Rule = {
  meta: {
    id: 'url-elicitation-required-data',
    family: 'errors',
    severity: 'error',
    revisions: ['2025-11-25'],
    summary: 'A -32042 (URL elicitation required) error whose `data.elicitations` is missing or empty, or lists an elicitation that is not URL mode or has no `elicitationId`.',
    why: 'The client answers -32042 by walking the user through each listed elicitation and then retrying the request; without the list there is nothing to do, and without URL mode and ids it cannot show the pages or match their completions.',
    instead: 'Put in `error.data.elicitations` every URL-mode elicitation (`mode: "url"`, `elicitationId`, `url`, `message`) the request waits for.',
    spec: specUrl('2025-11-25', 'client/elicitation#url-elicitation-required-error'),
    requirements: ['elicitation.url-required-lists-elicitations', 'elicitation.url-required-url-mode'],
    examples: {
      bad: refused('{"elicitations":[]}'),
      good: refused('{"elicitations":[{"mode":"url","elicitationId":"e-1","url":"https://example.com/connect","message":"Connect your account"}]}'),
      revision: '2025-11-25',
    },
  },
  create(context) {
    return {
      kinds: ['error'],
      message(message) {
        if (message.sender === 'client') return;
        const error = isPlainObject(message.value) ? message.value.error : undefined;
        if (!isPlainObject(error) || error.code !== URL_REQUIRED) return;
        const found = dataProblem(error.data);
        if (!found) return;
        context.report({
          at: message,
          path: found.path,
          message: () => `This is ${describe(message)}, a -32042 (URL elicitation required) error whose data ${found.problem}. The error MUST list the elicitations to complete before a retry, each in URL mode with an elicitationId.`,
        });
      },
    };
  },
};
