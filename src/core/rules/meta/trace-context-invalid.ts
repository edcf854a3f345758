import type { Frame } from '../../capture/frame.js';
import { describeMessage, showValue, specUrl } from '../lib/describe-message.js';
import { metaOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

/** W3C Trace Context: version-traceid-parentid-flags, lower-case hex; a later version may append `-...`. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
/** A tracestate key: `simple-key` or `tenant@system` (W3C Trace Context, section 3.3.1.3.1). */
const TRACESTATE_KEY = /^(?:[a-z][a-z0-9_\-*/]{0,255}|[a-z0-9][a-z0-9_\-*/]{0,240}@[a-z][a-z0-9_\-*/]{0,13})$/;
/** A tracestate value: printable ASCII but `,` and `=`, not ending in a space, at most 256 characters. */
const TRACESTATE_VALUE = /^[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
const MAX_TRACESTATE_MEMBERS = 32;
/** RFC 9110 token (a baggage key). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** W3C Baggage value: baggage-octets (no space, `"`, `,`, `;`, `\`), percent-encoded beyond them. */
const BAGGAGE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;
const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_PARENT_ID = '0'.repeat(16);

/** Why a traceparent value breaks W3C Trace Context, or undefined. */
function traceparentProblem(value: string): string | undefined {
  const match = TRACEPARENT.exec(value);
  if (!match) return 'is not version-traceid-parentid-flags in lower-case hex (00-<32 hex>-<16 hex>-<2 hex>)';
  const [, version, traceId, parentId, , rest] = match;
  if (version === 'ff') return 'has version ff, which is invalid';
  if (version === '00' && rest !== undefined) return 'has text after the flags, which version 00 does not allow';
  if (traceId === ZERO_TRACE_ID) return 'has an all-zero trace-id, which is invalid';
  if (parentId === ZERO_PARENT_ID) return 'has an all-zero parent-id, which is invalid';
  return undefined;
}

/** Why a tracestate value breaks W3C Trace Context, or undefined. */
function tracestateProblem(value: string): string | undefined {
  const members = value.split(',').map((member) => member.trim()).filter((member) => member !== '');
  if (members.length > MAX_TRACESTATE_MEMBERS) return `has ${members.length} list-members (at most ${MAX_TRACESTATE_MEMBERS})`;
  const keys = new Set<string>();
  for (const member of members) {
    const equals = member.indexOf('=');
    const key = equals < 0 ? member : member.slice(0, equals);
    if (equals < 0 || !TRACESTATE_KEY.test(key) || !TRACESTATE_VALUE.test(member.slice(equals + 1))) return `has list-member ${JSON.stringify(member)}, which is not key=value (a lower-case key; a printable value without "," or "=")`;
    if (keys.has(key)) return `has key ${JSON.stringify(key)} twice`;
    keys.add(key);
  }
  return undefined;
}

/** Why a baggage value breaks W3C Baggage, or undefined. */
function baggageProblem(value: string): string | undefined {
  // W3C Baggage's 64 members and 8192 bytes are what a platform must at least propagate, not a syntax limit.
  for (const member of value.split(',')) {
    const [pair] = member.split(';');
    const equals = pair.indexOf('=');
    const key = equals < 0 ? '' : pair.slice(0, equals).trim();
    if (equals < 0 || !TOKEN.test(key) || !BAGGAGE_VALUE.test(pair.slice(equals + 1).trim())) return `has list-member ${JSON.stringify(member.trim())}, which is not key=value (a token key; a value without spaces, quotes, commas, semicolons or backslashes, percent-encoded beyond them)`;
  }
  return undefined;
}

const CHECKS: readonly (readonly [string, (value: string) => string | undefined, string])[] = [
  ['traceparent', traceparentProblem, 'W3C Trace Context'],
  ['tracestate', tracestateProblem, 'W3C Trace Context'],
  ['baggage', baggageProblem, 'W3C Baggage'],
];

const CALL = (meta: string) => `> {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_weather","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},${meta}}}}`;

export const traceContextInvalid: Rule = {
  meta: {
    id: 'trace-context-invalid',
    family: 'meta',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: '2026-07-28: a `traceparent`, `tracestate` or `baggage` key in `_meta` whose value does not follow W3C Trace Context or W3C Baggage.',
    why: 'These three keys carry OpenTelemetry context across the MCP hop; a tracer that reads a malformed value drops it (and with it the trace the request belongs to), or worse joins spans to the wrong trace. The spec makes the W3C formats a MUST.',
    instead: 'Write the values exactly as the W3C headers of the same names: traceparent "00-<32 hex trace-id>-<16 hex parent-id>-<2 hex flags>" in lower case, tracestate "key=value" members, baggage "key=value" members with percent-encoded values.',
    spec: specUrl('2026-07-28', 'basic#meta'),
    requirements: ['meta.trace-context-format'],
    examples: {
      bad: CALL('"traceparent":"0af7651916cd43dd8448eb211c80319c"'),
      good: CALL('"traceparent":"00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"'),
      revision: '2026-07-28',
    },
  },
  create(context) {
    // The members of a batch share their frame: its text is searched once, not once per member.
    let lastFrame: Frame | undefined;
    let lastMentions = false;
    return {
      kinds: ['request', 'notification', 'result'],
      message(message) {
        // Nearly no frame carries trace context: the raw text settles those without a look at _meta.
        if (message.frame !== lastFrame) {
          lastFrame = message.frame;
          lastMentions = lastFrame.raw.includes('trace') || lastFrame.raw.includes('baggage');
        }
        if (!lastMentions) return;
        const meta = metaOf(message);
        if (!meta) return;
        const where = message.kind === 'result' ? 'result._meta' : 'params._meta';
        for (const [key, problemOf, standard] of CHECKS) {
          if (!(key in meta)) continue;
          const value = meta[key];
          const problem = typeof value === 'string' ? problemOf(value) : `${showValue(value)}, not a string`;
          if (problem === undefined) continue;
          context.report({
            at: message,
            path: `${where}.${key}`,
            subject: key,
            message: () => `${describeMessage(message)} has _meta "${key}" ${typeof value === 'string' ? `${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...` : value)}, which ${problem}` : `set to ${problem}`}. Its value MUST follow ${standard}; write it as the ${key} header of that standard.`,
          });
        }
      },
    };
  },
};
