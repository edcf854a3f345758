import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../../src/core/revisions.js';
import { runLines } from './tester.js';

const revision = fc.constantFrom(...REVISIONS, undefined);
const methods = fc.constantFrom('tools/call', 'tools/List', 'ping', 'initialize', 'notifications/initialized', 'elicitation/create', 'tasks/get', 'com.example/x', 'notifications/x', '');
/** Message-like objects: the envelope members with arbitrary JSON in them, and arbitrary extra members. */
const messageLike = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double(), fc.jsonValue()),
    method: fc.oneof(methods, fc.jsonValue()),
    params: fc.oneof(fc.dictionary(fc.constantFrom('_meta', 'name', 'arguments', 'x'), fc.jsonValue()), fc.jsonValue()),
    result: fc.oneof(fc.dictionary(fc.constantFrom('_meta', 'resultType', 'tools', 'content'), fc.jsonValue()), fc.jsonValue()),
    error: fc.oneof(fc.record({ code: fc.oneof(fc.integer({ min: -33000, max: -31000 }), fc.jsonValue()), message: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue()),
  },
  { requiredKeys: [] },
);

describe('the message rules never throw, whatever JSON they are given', () => {
  it('on message-like objects, batches of them, and any JSON value, under every revision and none', () => {
    fc.assert(
      fc.property(revision, fc.array(fc.oneof(messageLike, fc.array(messageLike, { maxLength: 3 }), fc.jsonValue()), { minLength: 1, maxLength: 6 }), (rev, values) => {
        const text = values.map((v) => JSON.stringify(v) ?? 'null').join('\n');
        const findings = runLines(text, rev);
        for (const finding of findings) expect(finding.message.length).toBeGreaterThan(20);
      }),
      { numRuns: 400 },
    );
  });
  it('on deeply nested _meta-bearing results (the walk is bounded)', () => {
    let deep: unknown = { _meta: { _bad: 1 } };
    for (let i = 0; i < 1500; i++) deep = { content: [deep] };
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: deep });
    expect(() => runLines(text, '2025-11-25')).not.toThrow();
  });
});
