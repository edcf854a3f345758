import type { Message } from '../../message.js';
import { formatId } from '../../message.js';
import { describe } from '../lib/describe-message.js';
import type { PairingFacts } from '../../session/view.js';
import type { Rule, RuleContext } from '../rule.js';

function explain(message: Message, facts: PairingFacts | undefined): string {
  const requester = message.sender === 'client' ? 'server' : 'client';
  let text = `This is ${describe(message)}, but no ${requester} request with id ${formatId(message.id)} is waiting for an answer at this point of the session.`;
  if (facts?.nearMiss) {
    text += ` ${capitalize(describe(facts.nearMiss, true))} is waiting with id ${formatId(facts.nearMiss.id)}: ids must match in type as well as value (1 and "1" are different ids). Echo the request's id exactly as it was sent.`;
  } else if (facts?.sameSide) {
    text += ` A request with this id was sent by the ${message.sender} itself (${describe(facts.sameSide, true)}); a response goes the other way from its request: check the direction marks.`;
  } else {
    text += ` The requester drops it; answer only requests you received, with their exact id.`;
  }
  return text;
}

/** Unpaired responses held until the end of the session. */
const MAX_HELD = 10_000;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function report(context: RuleContext, message: Message, facts: PairingFacts | undefined): void {
  context.report({ at: message, message: explain(message, facts) });
}

export const responseUnpaired: Rule = {
  meta: {
    id: 'response-unpaired',
    family: 'session',
    severity: 'error',
    revisions: 'all',
    summary: 'A response (result or error) whose id matches no request of the other side still waiting for an answer.',
    why: 'A response must carry the id of the request it answers. An answer to nothing is dropped by the peer, and the request it was meant for hangs until it times out; often the id changed type on the way (1 became "1").',
    instead: 'Copy the request id into the response exactly as received (same value, same JSON type), and answer each request once.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#responses',
    requirements: ['messages.result-same-id', 'messages.error-same-id', 'messages.notification-no-response', 'messages.response-same-id'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":"1","result":{"tools":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    },
  },
  create(context) {
    // Judged at the end: a capture of one side only (a server's SSE stream without the POSTs
    // that carried the requests) answers requests the file does not hold, which is no violation.
    const unpaired: Message[] = [];
    return {
      kinds: ['result', 'error'],
      message(message) {
        if (message.kind !== 'result' && message.kind !== 'error') return;
        if (context.session.pairing(message)?.status === 'unpaired' && unpaired.length < MAX_HELD) unpaired.push(message);
      },
      end() {
        const all = [...unpaired, ...context.session.unpairedAtEnd()].sort((a, b) => a.frame.index - b.frame.index);
        if (all.length === 0) return;
        const requester = all[0].sender === 'client' ? 'server' : 'client';
        const oneSided = all.every((m) => m.sender === all[0].sender) && context.session.messagesFrom(requester) === 0;
        if (oneSided) {
          context.report({
            at: all[0],
            severity: 'info',
            message: `This capture holds only the ${all[0].sender}'s side: ${all.length} response${all.length === 1 ? '' : 's'} answer${all.length === 1 ? 's' : ''} requests the file does not contain (the ${requester}'s messages were not recorded, e.g. the POSTs beside an SSE stream), so pairing was not checked. Record both directions to check it.`,
          });
          return;
        }
        for (const message of all) report(context, message, context.session.pairing(message));
      },
    };
  },
};
