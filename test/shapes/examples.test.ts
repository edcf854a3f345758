import { beforeAll, expect, it } from 'vitest';
import { getShapeModel } from '../../src/core/protocol/shapes/index.js';
import type { ShapeIssue } from '../../src/core/protocol/shapes/lang.js';
import { describeShared } from '../helpers/shared.js';
import { officialExamples, officialValidator, type OfficialExample } from './spec.js';

describeShared('mcp-spec', 'official 2026-07-28 examples pass the model', () => {
  const model = getShapeModel('2026-07-28');
  let examples: OfficialExample[] = [];
  beforeAll(() => {
    examples = officialExamples();
  });

  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThan(100);
  });

  it('every example passes the definition it is an example of', () => {
    const failures: string[] = [];
    const missing: string[] = [];
    for (const example of examples) {
      const check = model.definition(example.definition);
      if (!check) {
        missing.push(example.definition);
        continue;
      }
      if (!check.test(example.value)) {
        const issues: ShapeIssue[] = [];
        check.explain(example.value, '', issues);
        failures.push(`${example.definition}/${example.file}: ${JSON.stringify(issues)}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    // The one deliberate difference (DELIBERATE_VALUE_DIFFERENCES[0]): this `complete` read result
    // has no `ttlMs`/`cacheScope`, which ReadResourceResult requires; schema.json lets it through
    // only because its anyOf also offers InputRequiredResult, which needs nothing but resultType.
    expect(failures.map((f) => f.split(':')[0])).toEqual(['ReadResourceResultResponse/read-resource-result-response.json']);
    expect(failures[0]).toContain('result.ttlMs');
  });

  it('ajv on the official schema accepts every example too (the test data is sound)', () => {
    const ajv = officialValidator('2026-07-28');
    const rejected = examples.filter((e) => !ajv.validate(e.definition, e.value)).map((e) => `${e.definition}/${e.file}`);
    expect(rejected).toEqual([]);
  });
});
