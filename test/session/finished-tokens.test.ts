import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FinishedTokens, type Token } from '../../src/core/session/finished-tokens.js';

describe('finished progress tokens', () => {
  it('finds the newest entry of a token among the last `capacity` added, before and after the first look-up, as a plain list would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.oneof(fc.record({ add: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom('a', 'b', '1')) }), fc.record({ find: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom('a', 'b', '1', 'zz')) })), { maxLength: 1500 }),
        (capacity, steps) => {
          const ring = new FinishedTokens(capacity);
          const reference: { token: Token; line: number }[] = [];
          let line = 0;
          for (const step of steps) {
            if ('add' in step) {
              line += 1;
              ring.add(step.add, 'tools/call', line, line, line + 1);
              reference.push({ token: step.add, line });
            } else {
              const kept = reference.slice(-capacity);
              const newest = kept.filter((entry) => entry.token === step.find).at(-1);
              const found = ring.find(step.find);
              expect(found?.line).toBe(newest?.line);
              if (newest) expect(found).toEqual({ method: 'tools/call', id: newest.line, line: newest.line, answeredOnLine: newest.line + 1 });
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its columns small for a capture with few tokens', () => {
    const ring = new FinishedTokens(16_384);
    for (let i = 0; i < 10; i++) ring.add(`t${i}`, 'tools/call', i, i, i + 1);
    // Ten entries hold ten slots, not the 16,384 of a full ring.
    expect((ring as unknown as { tokens: unknown[] }).tokens.length).toBe(10);
    expect(ring.find('t3')?.answeredOnLine).toBe(4);
  });
});
