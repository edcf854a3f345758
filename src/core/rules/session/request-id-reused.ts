import { isLegacyRevision } from '../../revisions.js';
import { formatId } from '../../message.js';
import { describe } from '../lib/describe-message.js';
import type { Rule } from '../rule.js';

export const requestIdReused: Rule = {
  meta: {
    id: 'request-id-reused',
    family: 'session',
    severity: 'error',
    revisions: 'all',
    summary: 'A request id the same sender already used: within the session (up to 2025-11-25) or while the first request is in flight (2026-07-28).',
    why: 'The requester matches answers to requests by id. Up to 2025-11-25 an id must never have been used by the same requestor in the session; from 2026-07-28 it must not match a request of the sender still waiting for its answer. A reused id makes the peer pair an answer with the wrong request. Each side has its own id space: a server may use a number the client used.',
    instead: 'Use a counter or a UUID per sender for request ids and never hand out the same id twice in one session.',
    spec: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/index#requests',
    requirements: ['messages.request-id-unique'],
    examples: {
      bad: '> {"jsonrpc":"2.0","id":4,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":4,"result":{"tools":[]}}\n> {"jsonrpc":"2.0","id":4,"method":"prompts/list"}',
      good: '> {"jsonrpc":"2.0","id":4,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":4,"result":{"tools":[]}}\n> {"jsonrpc":"2.0","id":5,"method":"prompts/list"}',
      // Reuse after the answer is wrong up to 2025-11-25 (the whole session); without a revision only reuse in flight is.
      revision: '2025-11-25',
    },
  },
  create(context) {
    // Without a revision, only reuse in flight is judged: that is wrong in every revision.
    const wholeSession = context.revision === undefined ? false : isLegacyRevision(context.revision);
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request') return;
        const facts = context.session.requestIdFacts(message);
        if (!facts?.reusedFrom) return;
        // Section-ordered captures (txtar) list all of one side first: "still in flight" means nothing there.
        const inFlight = facts.inFlight && context.session.interleavingKnown;
        if (!inFlight && !wholeSession) return;
        const first = describe(facts.reusedFrom, true);
        const rule = inFlight
          ? `while that request is still waiting for its answer, so the ${message.sender === 'server' ? 'client' : 'server'} cannot tell which one a response answers`
          : `in the same session (in ${context.revision} an id must never be reused by the same requestor within a session, even after its answer)`;
        context.report({
          at: message,
          message: `This is ${describe(message)}: the ${message.sender} already used id ${formatId(message.id)} for ${first}, ${rule}. Give every request a fresh id.`,
        });
      },
    };
  },
};
