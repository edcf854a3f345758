import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVISION_SHAPES, getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { compileShapes, type ShapeIssue } from '../../src/core/protocol/shapes/lang.js';
import { messageDefinitions } from '../../src/core/protocol/shapes/messages.js';
import { REVISIONS } from '../../src/core/revisions.js';

/**
 * On arbitrary JSON, the three views of a definition agree: the generated test, the closure test,
 * and `explain` (no issue exactly when the value passes). Where they disagreed, a rule would
 * report nothing for a bad value, or a finding with no reason.
 */
describe('fuzz: generated test, closure test and explain agree on arbitrary JSON', () => {
  for (const revision of REVISIONS) {
    it(revision, () => {
      const model = getShapeModel(revision);
      const shapes = REVISION_SHAPES[revision];
      const closures = compileShapes({ ...messageDefinitions(revision, shapes), ...shapes.definitions }, { codegen: false });
      const names = [
        ...new Set([
          ...Object.values(shapes.methods.requests).flatMap((m) => [m.params, m.result]),
          ...Object.values(shapes.methods.notifications).map((m) => m.params),
        ]),
      ];
      const keyed = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom('name', 'type', 'uri', 'content', 'text', 'tools', 'arguments', '_meta', 'resultType', 'args', 'mime_type'), fc.jsonValue({ maxDepth: 2 })),
      );
      fc.assert(
        fc.property(fc.constantFrom(...names), keyed, (name, value) => {
          const check = model.definition(name)!;
          const verdict = check.test(value);
          const issues: ShapeIssue[] = [];
          check.explain(value, 'x', issues);
          expect(closures.get(name).test(value)).toBe(verdict);
          expect(issues.length === 0).toBe(verdict);
        }),
        { numRuns: 300, seed: 42 },
      );
    });
  }
});
