import type { Message } from '../../message.js';
import { specUrl } from '../../session/describe.js';
import { EraProbeTracker, errorOf, modernError } from '../lib/era-probe.js';
import type { Rule } from '../rule.js';

const PROBE = '> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}\n';
const HANDSHAKE =
  '> {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n' +
  '< {"jsonrpc":"2.0","id":2,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}\n' +
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}';

export const dualEraFallback: Rule = {
  meta: {
    id: 'dual-era-fallback',
    family: 'lifecycle',
    severity: 'info',
    revisions: 'all',
    summary: 'Where a dual-era client\'s server/discover probe failed and it fell back to the legacy initialize: the session is judged by the negotiated legacy revision from there.',
    why: 'A client that speaks both 2026-07-28 and a legacy revision tells the server\'s era by trying a modern request first (on stdio a server/discover probe): a legacy server answers it with an error (on HTTP a 4xx), and the client falls back to initialize, as the 2026-07-28 backward-compatibility section prescribes. The probe\'s 2026-07-28 _meta names what the client tried, not what the session speaks: the capture is judged under the revision the initialize negotiates, and the probe itself is not held against it (not an unknown method, not a request before initialize). This note says where the switch happened.',
    instead: 'Nothing to change: the note explains why a capture whose first request carries 2026-07-28 _meta is judged under a legacy revision.',
    spec: specUrl('2026-07-28', 'basic/versioning#backward-compatibility-with-initialization-based-versions'),
    requirements: [],
    examples: {
      bad: `${PROBE}${HANDSHAKE}`,
      good: HANDSHAKE,
      revision: '2025-11-25',
    },
  },
  create(context) {
    const session = context.session;
    // Only a session held to a legacy revision falls back; one judged against every revision at once gives no note.
    if (!context.model?.methods.has('initialize') || session.revisionSource === 'none') return {};
    const tracker = new EraProbeTracker(session, context.model);
    return {
      message: (message) => tracker.message(message),
      end() {
        const seen = tracker.done();
        if (!seen) return;
        const { probe, answer, fallback, negotiated } = seen;
        // A modern error there makes the fall back itself a fault, which dual-era-probe reports.
        const modern = answer !== undefined && modernError(answer) !== undefined;
        const answered = !answer
          ? 'no answer to it is in the capture'
          : `the server answered it ${answerText(answer)} (line ${answer.frame.span.line})${answer.kind !== 'error' ? '' : modern ? ', an error of a 2026-07-28 server' : ', as a legacy server does'}`;
        const fellBack = modern ? 'the client falls back to initialize here' : 'the client falls back to initialize here, as the 2026-07-28 backward-compatibility procedure prescribes';
        const result = negotiated?.kind === 'result' ? negotiated : undefined;
        const judged =
          session.revisionSource === 'pinned'
            ? `${context.revision}, the revision the capture is pinned to`
            : result && session.revisionSource === 'initialize'
              ? `${context.revision}, which the server's initialize result (line ${result.frame.span.line}) negotiates`
              : `${context.revision}, the revision its initialize proposes`;
        context.report({
          at: fallback,
          message: () =>
            `The client probed with server/discover (line ${probe.frame.span.line}) and ${answered}; ${fellBack}. ` +
            `From here the session speaks the legacy revision: it is judged under ${judged}, not under the 2026-07-28 of the probe's _meta, and the probe itself is not held against it.`,
        });
      },
    };
  },
};

/** `with -32601 "Method not found"`, `with HTTP 400 and -32000 "Bad Request"`, `with a result`. */
function answerText(message: Message): string {
  if (message.kind === 'result') return 'with a result';
  const status = message.frame.transport?.status;
  const http = status !== undefined && status >= 400 ? `HTTP ${status} and ` : '';
  const error = errorOf(message);
  const text = typeof error?.message === 'string' ? error.message : undefined;
  const quoted = text === undefined ? '' : ` "${text.length > 60 ? `${text.slice(0, 60).replace(/\s+\S*$/, '')}…` : text}"`;
  const code = typeof error?.code === 'number' ? `${error.code}${quoted}` : 'an error';
  return `with ${http}${code}`;
}
