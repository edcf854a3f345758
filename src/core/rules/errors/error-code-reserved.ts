import type { Rule } from '../rule.js';
import { EVERY_REVISION, describeMessage, specUrl } from '../lib/describe-message.js';
import { errorCodeOf, meaningElsewhere, rangeOf } from '../lib/error-code-info.js';

export const errorCodeReserved: Rule = {
  meta: {
    id: 'error-code-reserved',
    family: 'errors',
    severity: 'warning',
    revisions: EVERY_REVISION,
    summary: 'An error code from a reserved range that the revision does not define: JSON-RPC\'s -32768..-32100 (warning), 2026-07-28\'s spec range -32020..-32099 (error) and its legacy range -32000..-32019 (warning).',
    why: 'JSON-RPC keeps -32768..-32000 for predefined errors, so a made-up code there can collide with a future meaning. 2026-07-28 reserves -32020..-32099 for the spec ("MUST NOT emit" undefined codes) and says -32000..-32019 SHOULD NOT be used, and receivers must not read meanings into them.',
    instead: 'Use the predefined code that fits (-32602 for bad params, -32603 for internal failures), or an application code outside -32768..-32000, with details in `data`.',
    spec: specUrl('2026-07-28', 'basic#error-codes'),
    requirements: ['errors.reserved-range', 'errors.application-codes-outside'],
    examples: {
      bad: '{"jsonrpc":"2.0","id":1,"error":{"code":-32050,"message":"Quota exceeded"}}',
      good: '{"jsonrpc":"2.0","id":1,"error":{"code":-31050,"message":"Quota exceeded"}}',
      revision: '2026-07-28',
    },
  },
  create(context) {
    const model = context.model!;
    return {
      kinds: ['error'],
      message(message) {
        const code = errorCodeOf(message);
        if (code === undefined || model.errorCodes.has(code) || model.retiredErrorCodes.has(code)) return;
        const range = rangeOf(model, code);
        if (!range || range.kind === 'implementation-defined') return;
        const elsewhere = meaningElsewhere(code);
        const note = elsewhere ? ` (${elsewhere})` : '';
        let text: string;
        let severity: 'error' | 'warning' = 'warning';
        if (range.kind === 'reserved-mcp') {
          severity = 'error';
          text = `${model.revision} reserves -32020..-32099 for codes the spec defines and says implementations MUST NOT emit others${note}`;
        } else if (range.kind === 'legacy-mcp') {
          text = `${model.revision} says -32000..-32019 SHOULD NOT be used and receivers must not assume a meaning${note}`;
        } else {
          text = `JSON-RPC reserves -32768..-32100 for predefined errors, and this one is not defined${note}`;
        }
        context.report({
          at: message,
          path: 'error.code',
          severity,
          message: `${describeMessage(message)} uses code ${code}: ${text}. Use a predefined code that fits (-32602, -32603) or an application code outside -32768..-32000.`,
        });
      },
    };
  },
};
