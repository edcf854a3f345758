import { describe, specUrl } from '../../session/describe.js';
import { EraProbeTracker, modernError } from '../lib/era-probe.js';
import type { Rule } from '../rule.js';

const PROBE = '> {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"c","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}}\n< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}\n';
const HANDSHAKE =
  '> {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n' +
  '< {"jsonrpc":"2.0","id":2,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}\n' +
  '> {"jsonrpc":"2.0","method":"notifications/initialized"}';

export const dualEraProbe: Rule = {
  meta: {
    id: 'dual-era-probe',
    family: 'lifecycle',
    severity: 'warning',
    revisions: 'all',
    summary: 'A dual-era client\'s era detection done against the 2026-07-28 backward-compatibility procedure: another request before its server/discover probe, or a fall back to initialize after an HTTP 400 carrying a modern error.',
    why: 'A client that speaks both 2026-07-28 and a legacy revision SHOULD probe with server/discover before sending any other request: until the probe is answered it does not know the server\'s era, and a legacy server may serve an earlier request under legacy semantics before any initialize. On HTTP, modern servers answer 400 too (an unsupported version, a missing client capability, a header mismatch): the client SHOULD read the body before falling back, and a 2026-07-28 error there (-32020, -32021, -32022) means the server is modern, to be retried or corrected, not a legacy one. The client shows it is dual-era by probing and then sending initialize in the same session.',
    instead: 'Probe with server/discover before anything else; on a 400, fall back to initialize only when the body holds no 2026-07-28 error; otherwise correct the request, or retry with a version from the error\'s data.supported.',
    spec: specUrl('2026-07-28', 'basic/transports/stdio#backward-compatibility'),
    requirements: ['stdio.dual-era-probe', 'http.dual-era-inspects-400'],
    examples: {
      bad: `> {"jsonrpc":"2.0","id":0,"method":"tools/list"}\n< {"jsonrpc":"2.0","id":0,"error":{"code":-32601,"message":"Method not found"}}\n${PROBE}${HANDSHAKE}`,
      good: `${PROBE}${HANDSHAKE}`,
      revision: '2025-11-25',
    },
  },
  create(context) {
    // The fallback happens in a session held to a legacy revision (the one its initialize negotiates, or the pinned one).
    if (!context.model?.methods.has('initialize')) return {};
    const tracker = new EraProbeTracker(context.session, context.model);
    return {
      message: (message) => tracker.message(message),
      end() {
        const seen = tracker.done();
        if (!seen) return;
        const { probe, answer, before, fallback } = seen;
        if (before) {
          context.report({
            at: before,
            requirement: 'stdio.dual-era-probe',
            message: () =>
              `This is ${describe(before)}, sent before the client's server/discover probe (line ${probe.frame.span.line}), which it then followed with initialize (line ${fallback.frame.span.line}). A dual-era client SHOULD probe with server/discover before sending any other request: until the probe is answered it does not know the server's era, and a legacy server may serve this request under legacy semantics, before any initialize.`,
          });
        }
        const modern = answer && answer.frame.transport?.status === 400 ? modernError(answer) : undefined;
        if (answer && modern) {
          context.report({
            at: fallback,
            requirement: 'http.dual-era-inspects-400',
            message: () =>
              `This is ${describe(fallback)}, a fall back to the legacy handshake after the server answered the server/discover probe (line ${probe.frame.span.line}) with HTTP 400 and ${modern.code} ${modern.name} (line ${answer.frame.span.line}), an error only a 2026-07-28 server sends. On a 400 the client SHOULD read the body before falling back: a modern error means the server speaks 2026-07-28; correct the request, or retry with a version from the error's data.supported.`,
          });
        }
      },
    };
  },
};
