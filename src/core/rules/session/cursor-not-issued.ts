import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { EVERY_REVISION, describe, specUrl } from '../lib/describe-message.js';
import { paramsOf, resultOf } from '../../session/tracker.js';

const MAX_CURSORS = 50_000;
const HANDSHAKE = [
  '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  '< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}',
  '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  '< {"jsonrpc":"2.0","id":1,"result":{"tools":[],"nextCursor":"eyJwYWdlIjoyfQ"}}',
].join('\n');

export const cursorNotIssued: Rule = {
  meta: {
    id: 'cursor-not-issued',
    family: 'session',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A client list request whose `cursor` is no `nextCursor` the server issued for that method: a modified, invented or carried-over cursor; and (a warning) the server serving it with a result instead of a -32602 error.',
    why: 'Cursors are opaque: only the server knows what one encodes. A client that edits one (to skip pages, say), builds one, or keeps one from another session asks for a page the server may not have, and gets an error or the wrong items.',
    instead: 'Send back exactly the `nextCursor` of the previous page of the same list, in the same session; start a list without a cursor. A server answers a cursor it did not issue with a -32602 (Invalid params) error rather than a page.',
    spec: specUrl('2025-11-25', 'server/utilities/pagination#implementation-guidelines'),
    requirements: ['pagination.opaque-cursors', 'pagination.invalid-cursor-error'],
    examples: {
      bad: `${HANDSHAKE}\n> {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"eyJwYWdlIjozfQ"}}\n< {"jsonrpc":"2.0","id":2,"result":{"tools":[]}}`,
      good: `${HANDSHAKE}\n> {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"eyJwYWdlIjoyfQ"}}\n< {"jsonrpc":"2.0","id":2,"result":{"tools":[]}}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    const session = context.session;
    /** The nextCursor values the server issued, per list method. */
    const issued = new Map<string, Set<string>>();
    let held = 0;
    /** Requests reported for their cursor, whose answer is judged too. */
    const invalid = new WeakSet<Message>();
    return {
      kinds: ['request', 'result'],
      message(message) {
        if (!session.interleavingKnown) return;
        if (message.kind === 'result') {
          const request = message.answers;
          if (request && invalid.has(request) && message.sender !== 'client') {
            invalid.delete(request);
            context.report({
              at: message,
              severity: 'warning',
              requirement: 'pagination.invalid-cursor-error',
              message: () => `This is ${describe(message)}, serving a page for ${describe(request, true)}, whose cursor the server never issued. Invalid cursors SHOULD get a -32602 (Invalid params) error, so the client restarts the list instead of reading a page of unknown origin.`,
            });
          }
          const method = request?.method;
          const next = resultOf(message)?.nextCursor;
          if (method === undefined || typeof next !== 'string' || message.sender === 'client' || held >= MAX_CURSORS) return;
          let cursors = issued.get(method);
          if (!cursors) issued.set(method, (cursors = new Set()));
          cursors.add(next);
          held++;
          return;
        }
        if (message.sender !== 'client' || message.method === undefined) return;
        const cursor = paramsOf(message)?.cursor;
        if (typeof cursor !== 'string') return;
        const cursors = issued.get(message.method);
        if (cursors?.has(cursor)) return;
        // With no cursor issued for the list, the capture must hold the session from its start (its
        // initialize) to tell an invented cursor from one issued before the recording began.
        if (!cursors && session.initializeRequest === undefined) return;
        if (held >= MAX_CURSORS) return;
        invalid.add(message);
        context.report({
          at: message,
          path: 'params.cursor',
          message: () =>
            cursors
              ? `This is ${describe(message)}, sent with a cursor that is none of the ${cursors.size === 1 ? 'nextCursor the server issued' : `${cursors.size} nextCursor values the server issued`} for ${message.method}. Cursors are opaque: send back exactly the nextCursor of the previous page, never a modified one.`
              : `This is ${describe(message)}, sent with a cursor although the server issued no nextCursor for ${message.method} in this session. Cursors are opaque and belong to the session: start a list without one, and send back only the nextCursor the server gave.`,
        });
      },
    };
  },
};
