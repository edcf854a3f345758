import type { Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const MAX_CURSORS = 50_000;
const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}';
const PAGES = (second: string) =>
  [
    `> {"jsonrpc":"2.0","id":1,"method":"tools/list","params":{${META}}}`,
    '< {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[],"nextCursor":"p2","ttlMs":60000,"cacheScope":"public"}}',
    `> {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"p2",${META}}}`,
    `< {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[],"ttlMs":60000,"cacheScope":"${second}"}}`,
  ].join('\n');

/** The first page of a list: the scope every later page must repeat. */
interface FirstPage {
  result: Message;
  scope: unknown;
}

export const cacheScopeVaries: Rule = {
  meta: {
    id: 'cache-scope-varies',
    family: 'session',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28: a page of a paginated list whose `cacheScope` differs from the first page\'s (`public` on one page, `private` on the next).',
    why: 'A client or a shared cache stores the pages of one list together, under one scope. With pages of mixed scope, a shared cache keeps "public" pages of a list that is in truth private to one user and serves them to another, or drops part of a list it then cannot rebuild. The spec makes one scope for every page of a list a MUST.',
    instead: 'Decide the cacheScope of a list once, for the whole list, and send it on every page (the cursor can carry it).',
    spec: specUrl('2026-07-28', 'server/utilities/caching#interaction-with-pagination'),
    requirements: ['caching.same-scope-every-page'],
    examples: { bad: PAGES('private'), good: PAGES('public'), revision: '2026-07-28' },
  },
  create(context) {
    /** The first page of the list each issued nextCursor continues. */
    const listOf = new Map<string, FirstPage>();
    /** The client's requests for a later page, with the first page of their list. */
    const pageRequests = new WeakMap<Message, FirstPage>();
    return {
      kinds: ['request', 'result'],
      message(message) {
        if (message.kind === 'request') {
          const cursor = paramsOf(message)?.cursor;
          const first = message.sender !== 'server' && typeof cursor === 'string' ? listOf.get(`${message.method}\u0000${cursor}`) : undefined;
          if (first) pageRequests.set(message, first);
          return;
        }
        const request = message.answers;
        const result = resultOf(message);
        if (!request?.method || !result || message.sender === 'client') return;
        let first = pageRequests.get(request);
        if (first && result.cacheScope !== undefined && first.scope !== undefined && result.cacheScope !== first.scope) {
          const list = first;
          context.report({
            at: message,
            path: 'result.cacheScope',
            message: () =>
              `This is ${describe(message)}, a later page of the list that the result (line ${list.result.frame.span.line}) began, with cacheScope ${JSON.stringify(result.cacheScope)} where the first page had ${JSON.stringify(list.scope)}. Every page of one list MUST carry the same cacheScope: a cache stores the pages together.`,
          });
        }
        first ??= { result: message, scope: result.cacheScope };
        const next = result.nextCursor;
        if (typeof next === 'string' && listOf.size < MAX_CURSORS) listOf.set(`${request.method}\u0000${next}`, first);
      },
    };
  },
};
