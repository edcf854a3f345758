import { MAX_NESTING_DEPTH } from '../../../src/core/capture/parse.js';
import { nestingTooDeep } from '../../../src/core/rules/capture/nesting-too-deep.js';
import { jsonl, ruleTester } from '../tester.js';

/** A result holding `depth` nested arrays. */
const nested = (depth: number) => `{"jsonrpc":"2.0","id":1,"result":{"data":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

ruleTester.run(nestingTooDeep, {
  valid: [{ name: 'deep, but within the limit', capture: jsonl(nested(MAX_NESTING_DEPTH - 10)), revision: '2025-06-18' }],
  invalid: [{ name: 'deeper than the limit', capture: jsonl('{"jsonrpc":"2.0","id":1,"method":"ping"}', nested(MAX_NESTING_DEPTH + 10)), revision: '2025-06-18', errors: [{ line: 2, severity: 'error' }] }],
});
