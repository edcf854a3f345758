import type { Rule } from '../rule.js';

/** Raised by the readers when text they set aside unread holds JSON-RPC messages; the rule itself checks nothing. */
export const messagesSetAside: Rule = {
  meta: {
    id: 'messages-set-aside',
    family: 'capture',
    severity: 'error',
    revisions: 'all',
    summary: 'JSON-RPC messages stand where the capture\'s reader takes none (a txtar comment or another section, text outside any HTTP message, a body of another content type, a message that never closes): they were not checked.',
    why: 'Each format has places that are not traffic: the comment of a txtar file, notes between HTTP exchanges, a text/plain body. Messages written there are never read, so whatever is wrong with them goes unreported, and a failing session could pass by being moved there. The finding names the lines so that they are either read or removed on purpose.',
    instead: 'Put the messages where the format carries traffic (a `-- client --` or `-- server --` section, an HTTP body with a JSON or event-stream content type), or remove them from the capture.',
    spec: 'https://pkg.go.dev/golang.org/x/tools/txtar',
    examples: {
      bad: 'A note that quotes a message:\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}',
      good: 'A note about the exchange below.\n-- client --\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n-- server --\n{"jsonrpc":"2.0","id":1,"result":{}}',
    },
  },
  create() {
    return {};
  },
};
