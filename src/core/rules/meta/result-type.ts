import { isPlainObject } from '../../message.js';
import type { Rule } from '../rule.js';
import { describeMessage, jsonType, showValue, specUrl } from '../lib/describe-message.js';

export const resultType: Rule = {
  meta: {
    id: 'result-type',
    family: 'meta',
    severity: 'error',
    revisions: ['2026-07-28'],
    summary: 'A 2026-07-28 result without `resultType`, with a value outside "complete" / "input_required", or `input_required` for a method that cannot ask for input.',
    why: 'Every 2026-07-28 result "MUST include" `resultType`, which tells the client whether the request is done or the server needs input first (MRTR). A client must treat an unrecognised value as invalid; only tools/call, prompts/get and resources/read may answer input_required.',
    instead: 'Add `"resultType": "complete"` to every finished result, and `"input_required"` only to tools/call, prompts/get or resources/read results that carry inputRequests or requestState.',
    spec: specUrl('2026-07-28', 'basic#resulttype'),
    requirements: ['messages.result-type', 'messages.result-type-values', 'messages.result-type-unrecognized-invalid', 'mrtr.supported-requests-only'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
      good: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[],"ttlMs":0,"cacheScope":"private"}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    const allowed = model.resultTypes;
    return {
      kinds: ['result'],
      message(message) {
        if (message.kind !== 'result' || !allowed) return;
        const result = (message.value as Record<string, unknown>).result;
        if (!isPlainObject(result)) return;
        const what = describeMessage(message);
        const value = result.resultType;
        if (value === undefined) {
          context.report({
            at: message,
            path: 'result.resultType',
            requirement: 'messages.result-type',
            message: `${what} has no resultType; every ${model.revision} result MUST carry one. Add "resultType": "complete" (or "input_required" when the server needs input first).`,
          });
        } else if (typeof value !== 'string') {
          context.report({
            at: message,
            path: 'result.resultType',
            requirement: 'messages.result-type',
            message: `${what} has resultType ${showValue(value)}, ${jsonType(value)}; it must be a string such as "complete" or "input_required".`,
          });
        } else if (!allowed.has(value)) {
          context.report({
            at: message,
            path: 'result.resultType',
            severity: 'warning',
            requirement: 'messages.result-type-values',
            message: `${what} has resultType "${value}", which is not a core value ("complete", "input_required"); a client MUST treat it as invalid unless an extension it advertised defines it. Use "complete" or "input_required".`,
          });
        } else if (value === 'input_required' && message.answers?.method && !model.inputRequiredMethods.has(message.answers.method)) {
          context.report({
            at: message,
            path: 'result.resultType',
            requirement: 'mrtr.supported-requests-only',
            message: `${what} is input_required, but servers MUST NOT answer ${message.answers.method} that way: only ${[...model.inputRequiredMethods].join(', ')} may ask for input. Return a complete result or an error.`,
          });
        }
      },
    };
  },
};
