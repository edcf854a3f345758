import { formatId, isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { errorOf, modernError } from '../lib/era-probe.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const MRTR_METHODS = new Set(['tools/call', 'prompts/get', 'resources/read']);
/** Input-required results and retries held at once; a session holding more is judged on the first ones. */
const MAX_HELD = 10_000;
/** JSON-RPC errors about the message itself (it did not parse, it is no valid request): not about the input it lacks. */
const ENVELOPE_ERRORS = new Set([-32700, -32600]);

/** The input_required result a retry answers: the request it asked about, the keys asked, the state given. */
interface Asked {
  request: Message;
  result: Message;
  keys: string[];
  requestState?: unknown;
}

/** A retry that left out some of the keys asked, waiting for its answer. */
interface Shortfall {
  asked: Asked;
  missing: string[];
}

/** What identifies "the same" request across a retry: the method and its target (as input-required-retry pairs them). */
function signature(message: Message): string | undefined {
  const params = paramsOf(message);
  if (!message.method || !MRTR_METHODS.has(message.method) || !params) return undefined;
  const target = message.method === 'resources/read' ? params.uri : params.name;
  return typeof target === 'string' ? `${message.method}\u0000${target}` : undefined;
}

const META = '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{}}}';
const ASK = '"inputRequests":{"city":{"method":"elicitation/create","params":{"message":"Which city?","requestedSchema":{"type":"object","properties":{"city":{"type":"string"}}}}}},"requestState":"s1"';
const EXCHANGE =
  `> {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"weather","arguments":{},${META}}}\n` +
  `< {"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required",${ASK}}}\n` +
  `> {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"weather","arguments":{},"inputResponses":{},"requestState":"s1",${META}}}\n`;

export const inputRetryIncompleteError: Rule = {
  meta: {
    id: 'input-retry-incomplete-error',
    family: 'lifecycle',
    severity: 'warning',
    revisions: MODERN,
    summary: '2026-07-28 multi round-trip requests: the server answers a retry that lacks some of the inputResponses it asked for with a JSON-RPC error, instead of a new input_required result asking for them again.',
    why: 'A client may come back without every answer (the user dismissed one question, a sampling request failed). An error ends the operation: the client cannot tell which input was missing and starts over or gives up. A new InputRequiredResult asking again for what is missing lets the client collect it and retry; the spec recommends it when the missing input is needed. (Whether that input was needed is the server\'s own: the finding is a warning.)',
    instead: 'Answer the incomplete retry with {"resultType":"input_required","inputRequests":{...the keys still missing...},"requestState":...}; keep JSON-RPC errors for malformed requests and input that cannot be parsed.',
    spec: specUrl('2026-07-28', 'basic/patterns/mrtr#error-handling'),
    requirements: ['mrtr.re-request-missing-input'],
    examples: {
      bad: `${EXCHANGE}< {"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"missing input: city"}}`,
      // Asking again answers an incomplete retry, which input-required-retry reports (the client
      // MUST construct the inputs asked): the good example shows the complete retry, served.
      good: `${EXCHANGE.replace('"inputResponses":{}', '"inputResponses":{"city":{"action":"accept","content":{"city":"Paris"}}}')}< {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[{"type":"text","text":"Paris: 18°C"}]}}`,
      revision: '2026-07-28',
    },
  },
  create(context) {
    /** The latest input_required result per request signature, until a retry comes. */
    const asked = new Map<string, Asked>();
    /** Retries that lack some inputResponses, until the server answers them. */
    const shortfalls = new Map<Message, Shortfall>();
    return {
      kinds: ['request', 'result', 'error'],
      methods: [...MRTR_METHODS],
      message(message) {
        if (message.kind === 'request') {
          if (message.sender !== 'client') return;
          const key = signature(message);
          const earlier = key ? asked.get(key) : undefined;
          const params = paramsOf(message);
          if (!key || !earlier || !params) return;
          const responses = params.inputResponses;
          // The retry of that result: it echoes the requestState given, or (none given) carries inputResponses.
          const retry = earlier.requestState !== undefined ? params.requestState === earlier.requestState : responses !== undefined;
          if (!retry) return;
          asked.delete(key);
          // inputResponses that is no object is malformed: an error is the answer the spec gives it.
          if (responses !== undefined && !isPlainObject(responses)) return;
          const given = responses === undefined ? [] : Object.keys(responses);
          const missing = earlier.keys.filter((k) => !given.includes(k));
          if (missing.length > 0 && shortfalls.size < MAX_HELD) shortfalls.set(message, { asked: earlier, missing });
          return;
        }
        if (message.sender !== 'server' || !message.answers) return;
        const request = message.answers;
        const shortfall = shortfalls.get(request);
        if (shortfall) shortfalls.delete(request);
        if (message.kind === 'result') {
          const result = resultOf(message);
          const key = signature(request);
          if (result?.resultType !== 'input_required' || !key || (asked.size >= MAX_HELD && !asked.has(key))) return;
          const keys = isPlainObject(result.inputRequests) ? Object.keys(result.inputRequests) : [];
          asked.set(key, { request, result: message, keys, requestState: result.requestState });
          return;
        }
        if (!shortfall) return;
        const code = errorOf(message)?.code;
        // A modern protocol error (header mismatch, missing capability, unsupported version) is about something else.
        if (modernError(message) !== undefined || (typeof code === 'number' && ENVELOPE_ERRORS.has(code))) return;
        const { asked: earlier, missing } = shortfall;
        context.report({
          at: message,
          message: () =>
            `This is ${describe(message)}, answering ${describe(request, true)}, a retry whose inputResponses lacks ${missing.map((k) => JSON.stringify(k)).join(', ')}, asked for by the input_required result (id ${formatId(earlier.result.id)}, line ${earlier.result.frame.span.line}). ` +
            'When a retry misses information the server needs, the server SHOULD answer with a new InputRequiredResult requesting the missing information again, rather than an error: ask again for the missing keys.',
        });
      },
    };
  },
};
