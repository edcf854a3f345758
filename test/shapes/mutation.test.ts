import { describe, expect, it } from 'vitest';
import { getShapeModel } from '../../src/core/protocol/shapes/index.js';
import { haveSpec, officialExamples, officialValidator } from './spec.js';
import { mutantsOf } from './mutate.js';

/** Mutants on which the model and ajv may disagree, each with its listed reason (deliberate.ts). */
const RESPONSE_WITH_INPUT_REQUIRED = /^(CallToolResult|GetPromptResult|ReadResourceResult)Response$/;

export interface MutationTally {
  mutants: number;
  agree: number;
  /** Mutants ajv rejects, and how many of them the model flags. */
  officialInvalid: number;
  modelFlagsOfThose: number;
  disagreements: string[];
  deliberate: string[];
}

describe.skipIf(!haveSpec)('mutation test: the model and ajv on the official schema agree on every mutant (needs ../shared/mcp-spec)', () => {
  const model = getShapeModel('2026-07-28');
  const ajv = officialValidator('2026-07-28');
  const tally: MutationTally = { mutants: 0, agree: 0, officialInvalid: 0, modelFlagsOfThose: 0, disagreements: [], deliberate: [] };

  it('mutates every official example: drops each property, gives each property and item a wrong type', () => {
    for (const example of officialExamples()) {
      const check = model.definition(example.definition);
      if (!check || !check.test(example.value)) continue; // the listed example the model rejects on purpose
      for (const mutant of mutantsOf(example.value)) {
        tally.mutants++;
        const ours = check.test(mutant.value);
        const theirs = ajv.validate(example.definition, mutant.value);
        if (!theirs) {
          tally.officialInvalid++;
          if (!ours) tally.modelFlagsOfThose++;
        }
        if (ours === theirs) {
          tally.agree++;
          continue;
        }
        const where = `${example.definition}/${example.file}: ${mutant.label} (model ${ours ? 'accepts' : 'rejects'}, ajv ${theirs ? 'accepts' : 'rejects'})`;
        // Deliberate: the model picks the complete result by resultType (schema's anyOf accepts any
        // object with a resultType as InputRequiredResult), and InputRequiredResult needs
        // inputRequests or requestState (prose).
        const deliberate =
          !ours &&
          theirs &&
          (RESPONSE_WITH_INPUT_REQUIRED.test(example.definition) ||
            (example.definition === 'InputRequiredResult' && /^drop (requestState|inputRequests)$/.test(mutant.label)));
        (deliberate ? tally.deliberate : tally.disagreements).push(where);
      }
    }
    console.log(
      `mutation test (2026-07-28 examples): ${tally.mutants} mutants; model and ajv agree on ${tally.agree} (${((100 * tally.agree) / tally.mutants).toFixed(2)}%); ` +
        `${tally.deliberate.length} deliberate differences; ajv rejects ${tally.officialInvalid}, the model flags ${tally.modelFlagsOfThose} of those`,
    );
    expect(tally.mutants).toBeGreaterThan(1000);
    expect(tally.disagreements).toEqual([]);
    expect(tally.modelFlagsOfThose).toBe(tally.officialInvalid);
  });
});
