import type { Sender } from '../../capture/frame.js';
import { formatId, type Message } from '../../message.js';
import { describe, LEGACY, refOf, specUrl } from '../../session/describe.js';
import type { MessageRef } from '../../session/view.js';
import type { Rule, RuleReport } from '../rule.js';

export const requestBeforeInitialized: Rule = {
  meta: {
    id: 'request-before-initialized',
    family: 'lifecycle',
    severity: 'error',
    revisions: LEGACY,
    summary: 'A request sent before the handshake finished: by the client before the initialize result or before its initialized notification (pings excepted), by the server before notifications/initialized (pings excepted; log notifications are allowed).',
    why: 'After the initialize result the client MUST send notifications/initialized to say it is ready to begin normal operations: a request after the result and before that notification (or with no such notification at all) is an error. The client SHOULD NOT send requests other than pings before the server has answered initialize, and the server SHOULD NOT send requests other than pings (and log messages) before it receives initialized: those two are warnings. Peers that enforce the lifecycle reject such requests, others answer them with state that is not ready. One cause, one finding: the requests one side sends early for the same reason are reported once, at the first, with the count of the rest (a client that never sends notifications/initialized would otherwise get one finding per request); when notifications/initialized was sent with an id, the finding stands on that notification and counts the requests it left early.',
    instead: 'Client: initialize, wait for the result, send notifications/initialized, then the rest. Server: wait for notifications/initialized before sampling, roots or elicitation requests.',
    spec: specUrl('2025-11-25', 'basic/lifecycle#initialization'),
    requirements: ['lifecycle.client-waits-for-initialize-result', 'lifecycle.server-waits-for-initialized', 'lifecycle.client-sends-initialized'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}\n< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}\n> {\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
    },
  },
  create(context) {
    const session = context.session;
    // One root cause, one finding: the requests one side sends early for the same reason form a
    // run, reported once at its first request (or at the root cause) with the count of the rest,
    // not once per request (a client that never sends notifications/initialized makes every request early).
    const runs: Partial<Record<Sender, EarlyRun>> = {};
    const flush = (sender: Sender): void => {
      const run = runs[sender];
      if (!run) return;
      runs[sender] = undefined;
      const { severity, requirement } = JUDGED[run.reason];
      context.report({ ...(run.reason === 'initialized-with-id' ? reportAtRoot(run) : { at: run.first, message: () => runText(run) }), severity, requirement });
    };
    const note = (message: Message, reason: EarlyReason, root?: Message): void => {
      const sender = message.sender!;
      const run = runs[sender];
      if (run && run.reason === reason) {
        run.later += 1;
        run.last = refOf(message);
        return;
      }
      flush(sender);
      runs[sender] = { reason, first: message, later: 0, last: undefined, root, initialize: session.initializeRequest ? refOf(session.initializeRequest) : undefined };
    };
    return {
      kinds: ['request'],
      message(message) {
        if (message.kind !== 'request' || message.method === 'ping' || message.method === 'initialize') return;
        if (message.method?.startsWith('notifications/')) return; // a notification sent with an id: the envelope rules say so
        if (!session.initializeRequest || session.initializedNotification) return;
        if (message.sender === 'client') {
          const answered = session.initializeResponse !== undefined;
          if (!answered && !session.interleavingKnown) {
            note(message, 'before-initialized');
            return;
          }
          if (answered) {
            const root = session.initializedWithId;
            note(message, root ? 'initialized-with-id' : 'after-result', root);
            return;
          }
          // Answered in a form that cannot pair (the id in another type, no valid response): that rule says so; the client did get an answer.
          if (session.unpairableAnswer(session.initializeRequest)) return;
          note(message, 'before-result');
          return;
        }
        if (!session.interleavingKnown) return;
        const root = session.initializedWithId;
        note(message, root ? 'initialized-with-id' : 'server-before-initialized', root);
      },
      end() {
        flush('client');
        flush('server');
      },
    };
  },
};

type EarlyReason = 'before-initialized' | 'after-result' | 'before-result' | 'server-before-initialized' | 'initialized-with-id';

/**
 * What each reason breaks: once the result came, the client's notifications/initialized is a MUST
 * before any request but pings; waiting for the result, and the server waiting for initialized, are SHOULD NOTs.
 */
const JUDGED: Record<EarlyReason, { severity: 'error' | 'warning'; requirement: string }> = {
  // The order of the two sides is unknown: the request may have preceded the result, where only the SHOULD NOT applies.
  'before-initialized': { severity: 'warning', requirement: 'lifecycle.client-sends-initialized' },
  'after-result': { severity: 'error', requirement: 'lifecycle.client-sends-initialized' },
  'initialized-with-id': { severity: 'error', requirement: 'lifecycle.client-sends-initialized' },
  'before-result': { severity: 'warning', requirement: 'lifecycle.client-waits-for-initialize-result' },
  'server-before-initialized': { severity: 'warning', requirement: 'lifecycle.server-waits-for-initialized' },
};

interface EarlyRun {
  reason: EarlyReason;
  first: Message;
  /** Requests of the run after the first, and the last of them. */
  later: number;
  last: MessageRef | undefined;
  /** The client's notifications/initialized sent with an id, when that is why the handshake never ended. */
  root: Message | undefined;
  initialize: MessageRef | undefined;
}

/** " The same goes for 3 later requests, up to the client's tools/call request (id 9, line 40).", or nothing. */
function laterText(run: EarlyRun): string {
  if (run.later === 0 || !run.last) return '';
  return ` The same goes for ${run.later.toLocaleString('en-US')} later request${run.later === 1 ? '' : 's'}, up to ${describe(run.last, true)}.`;
}

function runText(run: EarlyRun): string {
  const first = `This is ${describe(run.first)}`;
  const later = laterText(run);
  switch (run.reason) {
    case 'before-initialized':
      return `${first}, sent before the client's notifications/initialized.${later} Send notifications/initialized right after the initialize result, before any other request (only pings may come earlier).`;
    case 'after-result':
      return `${first}, sent after the initialize result but before the client's notifications/initialized.${later} The client must signal readiness with notifications/initialized before normal operations.`;
    case 'before-result':
      return `${first}, sent before the server answered ${run.initialize ? describe(run.initialize, true) : 'initialize'}.${later} Only pings may be sent before the initialize result; wait for it.`;
    default:
      return `${first}, sent before the client's notifications/initialized.${later} Before initialized the server should send only pings and log messages; wait for the notification.`;
  }
}

/** The requests a notifications/initialized with an id left early, reported once on that notification. */
function reportAtRoot(run: EarlyRun): RuleReport {
  const root = run.root!;
  const affected = `${describe(run.first, true)}${run.later > 0 ? ` and ${run.later.toLocaleString('en-US')} later request${run.later === 1 ? '' : 's'}` : ''}`;
  return {
    at: root,
    message: () =>
      `The client sent notifications/initialized with an id (${formatId(root.id)}), which the peer reads as a request, not as the end of the handshake: ${affected} then came before any notifications/initialized the peer takes. Send notifications/initialized without an id.`,
  };
}
