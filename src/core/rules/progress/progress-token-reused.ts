import type { Message } from '../../message.js';
import type { Rule } from '../rule.js';
import { EVERY_REVISION, describe, specUrl } from '../lib/describe-message.js';
import { metaOf } from '../../session/tracker.js';

const MAX_TOKENS = 50_000;
const HANDSHAKE = '> {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n< {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n> {"jsonrpc":"2.0","method":"notifications/initialized"}\n';
const call = (id: number, token: string) => `> {"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"progressToken":"${token}"}}}\n`;

export const progressTokenReused: Rule = {
  meta: {
    id: 'progress-token-reused',
    family: 'progress',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A request whose progressToken is the token of another request of the same sender that is still unanswered.',
    why: 'Progress notifications name only the token: with one token on two requests in flight, the requester cannot tell whose progress it is getting, and the receiver may stop reporting one of them.',
    instead: 'Give each request in flight its own progress token (the request id, or a counter); a token may come back once its request is answered.',
    spec: specUrl('2025-11-25', 'basic/utilities/progress#progress-flow'),
    requirements: ['progress.token-unique'],
    examples: {
      bad: `${HANDSHAKE}${call(1, 't')}${call(2, 't')}`,
      good: `${HANDSHAKE}${call(1, 't1')}${call(2, 't2')}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    const session = context.session;
    /** The last request of each sender per token (by JSON type and value). */
    const byToken = new Map<string, Message>();
    return {
      kinds: ['request'],
      message(message) {
        if (message.sender === undefined || message.id === undefined) return;
        const token = metaOf(message)?.progressToken;
        if (typeof token !== 'string' && typeof token !== 'number') return;
        const key = `${message.sender} ${typeof token} ${token}`;
        const earlier = byToken.get(key);
        if (byToken.size < MAX_TOKENS || earlier) byToken.set(key, message);
        if (!earlier || earlier.id === undefined || session.pending(message.sender, earlier.id) !== earlier) return;
        context.report({
          at: message,
          path: 'params._meta.progressToken',
          message: () => `This is ${describe(message)}, with progressToken ${JSON.stringify(token)}, the token of ${describe(earlier, true)}, which is still unanswered. Progress tokens MUST be unique across all active requests.`,
        });
      },
    };
  },
};
