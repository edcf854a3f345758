import type { Message } from '../../message.js';
import { formatId } from '../../message.js';
import { describe } from '../../session/describe.js';
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
    examples: {
      bad: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":"1","result":{"tools":[]}}',
      good: '> {"jsonrpc":"2.0","id":1,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    },
  },
  create(context) {
    return {
      message(message) {
        if (message.kind !== 'result' && message.kind !== 'error') return;
        const facts = context.session.pairing(message);
        if (facts?.status === 'unpaired') report(context, message, facts);
      },
      end() {
        for (const message of context.session.unpairedAtEnd()) report(context, message, context.session.pairing(message));
      },
    };
  },
};
