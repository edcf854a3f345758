import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCapture } from '../../../src/core/engine.js';
import { REVISIONS } from '../../../src/core/revisions.js';
import { messageRules } from '../../helpers/rule-sets.js';

const revision = fc.constantFrom(...REVISIONS, 'auto' as const);
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

/** The message rules through the engine: a rule that throws turns into the file's `error`. */
const check = (text: string, rev: (typeof REVISIONS)[number] | 'auto') => checkCapture({ path: 'fuzz.jsonl', text }, { revision: rev, format: 'jsonl', ruleSet: messageRules });

describe('the message rules never throw, whatever JSON they are given', () => {
  it('on message-like objects, batches of them, and any JSON value, under every revision and auto', async () => {
    await fc.assert(
      fc.asyncProperty(revision, fc.array(fc.oneof(messageLike, fc.array(messageLike, { maxLength: 3 }), fc.jsonValue()), { minLength: 1, maxLength: 6 }), async (rev, values) => {
        const text = values.map((v) => JSON.stringify(v) ?? 'null').join('\n');
        const result = await check(text, rev);
        expect(result.error).toBeUndefined();
        for (const finding of result.findings) expect(finding.message.length).toBeGreaterThan(20);
      }),
      { numRuns: 400 },
    );
  });
  it('on deeply nested _meta-bearing results (the walk is bounded)', async () => {
    let deep: unknown = { _meta: { _bad: 1 } };
    // 2 levels an iteration: deep, but within MAX_NESTING_DEPTH, so the rules do walk it.
    for (let i = 0; i < 490; i++) deep = { content: [deep] };
    const result = await check(JSON.stringify({ jsonrpc: '2.0', id: 1, result: deep }), '2025-11-25');
    expect(result.error).toBeUndefined();
    expect(result.frames).toBe(1);
  });
});
