import { formatId, isPlainObject, type Message } from '../../message.js';
import { describe, specUrl } from '../lib/describe-message.js';
import { MODERN } from '../../session/describe.js';
import { paramsOf, resultOf } from '../../session/tracker.js';
import type { Rule } from '../rule.js';

const MRTR_METHODS = new Set(['tools/call', 'prompts/get', 'resources/read']);
/** requestState values remembered, to find one used on a request it was not issued for. */
const MAX_ISSUED_STATES = 10_000;

/** A requestState the server issued: for which request, and the retry that echoed it, once one did. */
interface Issued {
  asked: Asked;
  signature: string;
  retry?: Message;
}

interface Asked {
  request: Message;
  result: Message;
  keys: string[];
  requestState?: unknown;
}

/** What identifies "the same" request across a retry: the method and its target. */
function signature(message: Message): string | undefined {
  const params = paramsOf(message);
  if (!message.method || !MRTR_METHODS.has(message.method) || !params) return undefined;
  const target = message.method === 'resources/read' ? params.uri : params.name;
  return typeof target === 'string' ? `${message.method}\u0000${target}` : undefined;
}

export const inputRequiredRetry: Rule = {
  meta: {
    id: 'input-required-retry',
    family: 'lifecycle',
    severity: 'error',
    revisions: MODERN,
    summary: '2026-07-28 multi round-trip requests: an input_required result for a method that may not have one, a retry that reuses the id, misses inputResponses for the keys asked, or does not echo requestState exactly, or a requestState used on a request other than the retry it was issued for.',
    why: 'Only tools/call, prompts/get and resources/read may answer input_required. The retry MUST use a new id, carry an inputResponses entry for each inputRequests key, and echo requestState byte for byte (and carry none when none was given): the server is stateless and rebuilds the request from what the retry carries. A requestState belongs to that one retry: sent on another request (another tool, or a second request beside the retry) it makes the server resume the wrong operation.',
    instead: 'Retry with a fresh id, the original params, inputResponses keyed exactly like inputRequests, and requestState copied unchanged.',
    spec: specUrl('2026-07-28', 'basic/patterns/mrtr'),
    requirements: ['mrtr.supported-requests-only', 'mrtr.client-constructs-inputs', 'mrtr.client-echoes-request-state', 'mrtr.no-request-state-unless-given', 'mrtr.retry-new-id', 'mrtr.request-state-opaque', 'mrtr.no-reuse-on-other-requests'],
    examples: {
      bad: "> {\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"weather\",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{}}}}}\n< {\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"resultType\":\"input_required\",\"inputRequests\":{\"city\":{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Which city?\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}}}}}},\"requestState\":\"s1\"}}\n> {\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"weather\",\"inputResponses\":{},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{}}}}}",
      good: "> {\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"weather\",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{}}}}}\n< {\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"resultType\":\"input_required\",\"inputRequests\":{\"city\":{\"method\":\"elicitation/create\",\"params\":{\"message\":\"Which city?\",\"requestedSchema\":{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}}}}}},\"requestState\":\"s1\"}}\n> {\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":\"weather\",\"inputResponses\":{\"city\":{\"action\":\"accept\",\"content\":{\"city\":\"Paris\"}}},\"requestState\":\"s1\",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{}}}}}", revision: '2026-07-28',
    },
  },
  create(context) {
    const asked = new Map<string, Asked>();
    const issued = new Map<string, Issued>();
    return {
      kinds: ['result', 'request'],
      message(message) {
        if (message.kind === 'result' && message.answers) {
          const result = resultOf(message);
          if (result?.resultType !== 'input_required') return;
          const request = message.answers;
          if (!request.method || !MRTR_METHODS.has(request.method)) {
            context.report({
              at: message,
              path: 'result.resultType',
              requirement: 'mrtr.supported-requests-only',
              message: `This is ${describe(message)}, answering ${describe(request, true)} with resultType "input_required", which only tools/call, prompts/get and resources/read may return. Ask for input another way, or answer with a complete result or an error.`,
            });
            return;
          }
          const key = signature(request);
          if (!key) return;
          const keys = isPlainObject(result.inputRequests) ? Object.keys(result.inputRequests) : [];
          const entry: Asked = { request, result: message, keys, requestState: result.requestState };
          asked.set(key, entry);
          if (typeof result.requestState === 'string' && (issued.size < MAX_ISSUED_STATES || issued.has(result.requestState))) issued.set(result.requestState, { asked: entry, signature: key });
          return;
        }
        if (message.kind !== 'request') return;
        const key = signature(message);
        const earlier = key ? asked.get(key) : undefined;
        const params = paramsOf(message);
        if (!params) return;
        const responses = params.inputResponses;
        if (!key || !earlier || (responses === undefined && params.requestState === undefined)) {
          // Not a retry of a pending input_required: a requestState on it was issued for another request.
          const origin = typeof params.requestState === 'string' ? issued.get(params.requestState) : undefined;
          if (origin && (origin.signature !== key || origin.retry)) {
            context.report({
              at: message,
              path: 'params.requestState',
              requirement: 'mrtr.no-reuse-on-other-requests',
              message: () =>
                `This is ${describe(message)}, carrying the requestState that the input_required result (id ${formatId(origin.asked.result.id)}, line ${origin.asked.result.frame.span.line}) issued for ${describe(origin.asked.request, true)}${origin.retry ? `, which its retry (line ${origin.retry.frame.span.line}) already echoed` : ''}. A requestState and its inputResponses belong to the one retry of the request they answer and MUST NOT be used on any other request; send this request without them.`,
            });
          }
          return;
        }
        asked.delete(key);
        if (typeof params.requestState === 'string') {
          const origin = issued.get(params.requestState);
          if (origin?.asked === earlier) origin.retry = message;
        }
        const problems: string[] = [];
        // The requirement each problem breaks, in step: the finding is filed under the first one's.
        const broken: string[] = [];
        const problem = (requirement: string, text: string) => {
          broken.push(requirement);
          problems.push(text);
        };
        if (message.id !== undefined && message.id === earlier.request.id) problem('mrtr.retry-new-id', `it reuses id ${formatId(message.id)} of the request it retries (a retry needs a new id)`);
        const given = isPlainObject(responses) ? Object.keys(responses) : [];
        const missing = earlier.keys.filter((k) => !given.includes(k));
        if (missing.length > 0) problem('mrtr.client-constructs-inputs', `inputResponses lacks ${missing.map((k) => JSON.stringify(k)).join(', ')}, asked for by the input_required result (id ${formatId(earlier.result.id)}, line ${earlier.result.frame.span.line})`);
        const extra = given.filter((k) => !earlier.keys.includes(k));
        if (extra.length > 0) problem('mrtr.client-constructs-inputs', `inputResponses has ${extra.map((k) => JSON.stringify(k)).join(', ')}, which the server did not ask for`);
        if (earlier.requestState === undefined && params.requestState !== undefined) problem('mrtr.no-request-state-unless-given', 'it carries a requestState although the server gave none');
        if (earlier.requestState !== undefined && params.requestState !== earlier.requestState) {
          if (params.requestState === undefined) problem('mrtr.client-echoes-request-state', 'it does not echo the requestState the server gave');
          else problem('mrtr.request-state-opaque', 'its requestState differs from the one the server gave (echo it unchanged)');
        }
        if (problems.length === 0) return;
        context.report({
          at: message,
          requirement: broken[0],
          message: `This is ${describe(message)}, a retry of ${describe(earlier.request, true)}, but ${problems.join('; ')}. Retry with a new id, one inputResponses entry per key asked, and requestState echoed exactly.`,
        });
      },
    };
  },
};
