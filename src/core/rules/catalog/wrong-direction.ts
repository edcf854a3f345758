import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';

const other = (side: 'client' | 'server') => (side === 'client' ? 'server' : 'client');

export const wrongDirection: Rule = {
  meta: {
    id: 'wrong-direction',
    family: 'catalog',
    severity: 'error',
    revisions: EVERY_REVISION,
    summary: 'A message sent by the wrong side, where the capture says who sent it: a server-to-client method sent by the client, or the reverse; in 2026-07-28 any request from the server and any response from the client.',
    why: 'Each method has a direction (the client calls tools/call, the server calls sampling/createMessage); the receiving side has no handler for the other direction and answers -32601. 2026-07-28 goes further: servers MUST NOT send JSON-RPC requests and clients MUST NOT send responses.',
    instead: 'Send the method from the side that owns it. In 2026-07-28, a server that needs sampling, elicitation or roots answers with an input_required result instead of sending a request.',
    spec: specUrl('2026-07-28', 'basic/transports#messages'),
    requirements: ['mrtr.server-requests-as-mrtr', 'stdio.server-sends-no-requests', 'stdio.client-sends-no-responses', 'http.client-sends-no-responses', 'http.sse-no-requests'],
    examples: {
      bad: '< {"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      revision: '2025-06-18',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      message(message) {
        const sender = message.sender;
        if (!sender || message.senderInferred) return;
        if (message.kind === 'request' || message.kind === 'notification') {
          const info = model.methods.get(message.method!);
          if (message.kind === 'request' && sender === 'server' && !model.serverRequests) {
            context.report({
              at: message,
              message: `${describeMessage(message)}: in ${model.revision} servers MUST NOT send JSON-RPC requests. To ask the client for sampling, elicitation or roots, answer the client's request with an input_required result.`,
            });
            return;
          }
          if (!info || info.senders.includes(sender)) return;
          context.report({
            at: message,
            message: `${describeMessage(message)}: in ${model.revision} only the ${other(sender)} sends ${message.method}; the ${other(sender)} has no handler for it${message.kind === 'request' ? ' and answers -32601' : ''}. Send it from the ${other(sender)}, or check the capture's direction marks.`,
          });
        } else if ((message.kind === 'result' || message.kind === 'error') && sender === 'client' && !model.clientResponses) {
          context.report({
            at: message,
            message: `${describeMessage(message)}: in ${model.revision} clients MUST NOT send JSON-RPC responses (servers send no requests to answer). Answers to a server's input requests go in inputResponses when the client retries its own request.`,
          });
        }
      },
    };
  },
};
