// The meta-schema validators generated ahead of time (scripts/meta-validators.mjs) spare a run the
// compile of a JSON Schema meta-schema at start-up; they must say exactly what ajv says when it
// compiles the meta-schema itself, so `tool-schema-invalid` findings do not change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Ajv, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { compileToolSchema, usesGeneratedMetaValidator, type Dialect } from '../../src/core/session/schemas.js';

const root = new URL('../../', import.meta.url);
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

/** What ajv says of a schema when it compiles its meta-schema itself (a fresh engine per schema). */
function plainAjv(dialect: Dialect, schema: object): string {
  const options: Options = { strict: false, allErrors: true, validateFormats: true, addUsedSchema: false, validateSchema: true };
  const ajv = dialect === '2020-12' ? new Ajv2020(options) : dialect === '2019-09' ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv);
  try {
    ajv.compile(schema);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Wrong values for keywords of every vocabulary, each in a small tool schema. */
const BROKEN_KEYWORDS: Record<string, unknown>[] = [
  { type: 'strin' },
  { type: ['string', 'strin'] },
  { type: [] },
  { required: 3 },
  { required: ['a', 'a'] },
  { required: [1] },
  { properties: [] },
  { properties: { a: 1 } },
  { properties: { a: { type: 'integer', minimum: 'one' } } },
  { properties: { a: { type: 'string', maxLength: -1 } } },
  { properties: { a: { type: 'string', minLength: 1.5 } } },
  { properties: { a: { type: 'string', pattern: 4 } } },
  { properties: { a: { type: 'string', pattern: '(' } } },
  { properties: { a: { enum: 'x' } } },
  { properties: { a: { type: 'number', multipleOf: 0 } } },
  { properties: { a: { type: 'array', items: 5 } } },
  { properties: { a: { type: 'array', uniqueItems: 'yes' } } },
  { properties: { a: { type: 'array', prefixItems: {} } } },
  { properties: { a: { type: 'array', contains: 1, minContains: -2 } } },
  { properties: { a: { $ref: 7 } } },
  { properties: { a: { anyOf: [] } } },
  { properties: { a: { oneOf: {} } } },
  { properties: { a: { allOf: [1] } } },
  { properties: { a: { not: 'x' } } },
  { properties: { a: { if: 1, then: {} } } },
  { additionalProperties: 'no' },
  { patternProperties: { '^x': 2 } },
  { propertyNames: { type: 'strin' } },
  { dependencies: { a: 1 } },
  { dependentRequired: { a: 1 } },
  { dependentSchemas: { a: 1 } },
  { unevaluatedProperties: 2 },
  { definitions: { a: 1 } },
  { $defs: { a: 1 } },
  { $defs: { a: { type: 'strin' } }, properties: { b: { $ref: '#/$defs/a' } } },
  { $anchor: 'no spaces allowed' },
  { $dynamicAnchor: 3 },
  { $id: 5 },
  { $id: 'a b:c' },
  { $comment: 1 },
  { title: 1, description: [] },
  { examples: 'x' },
  { readOnly: 'yes', deprecated: 1 },
  { format: 1 },
  { contentEncoding: 1, contentMediaType: 2 },
  { minProperties: -1, maxProperties: 'x' },
  { properties: { a: { type: 'strin', minimum: 'x', items: 1, required: {} } } },
  { $vocabulary: { x: 1 } },
  { $recursiveAnchor: 'x' },
];

describe('meta-schema validators generated ahead of time', () => {
  it('are what scripts/meta-validators.mjs generates from the installed ajv (run it after upgrading ajv)', () => {
    const fresh = execFileSync(process.execPath, [new URL('scripts/meta-validators.mjs', root).pathname, '--print'], { encoding: 'utf8' });
    const committed = readFileSync(new URL('src/core/session/meta-validators.generated.ts', root), 'utf8');
    expect(committed === fresh, 'src/core/session/meta-validators.generated.ts is stale: run `node scripts/meta-validators.mjs`').toBe(true);
  });

  it('are the ones each dialect validates tool schemas with', () => {
    for (const dialect of ['draft-07', '2019-09', '2020-12'] as const) expect(usesGeneratedMetaValidator(dialect), dialect).toBe(true);
  });

  it('find every invalid tool schema ajv finds, with the same words, in every dialect', () => {
    const cases: [Dialect, Record<string, unknown>][] = [];
    for (const broken of BROKEN_KEYWORDS) {
      const schema = { type: 'object', properties: { query: { type: 'string' } }, ...broken };
      cases.push(['draft-07', schema]);
      cases.push(['2019-09', { $schema: 'https://json-schema.org/draft/2019-09/schema', ...schema }]);
      cases.push(['2020-12', { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema }]);
    }
    let invalid = 0;
    for (const [dialect, schema] of cases) {
      const want = plainAjv(dialect, schema);
      const compiled = compileToolSchema(structuredClone(schema), undefined);
      const got = compiled.ok ? 'ok' : compiled.detail;
      expect(got, `${dialect}: ${JSON.stringify(schema)}`).toBe(want);
      if (want.startsWith('schema is invalid:')) invalid += 1;
    }
    // Most of the cases are caught by the meta-schema itself (the rest by ajv's compiler, or valid).
    expect(invalid).toBeGreaterThan(cases.length / 2);
  });

  it('accept the valid schemas ajv accepts, meta-schema references included', () => {
    const valid = [
      { type: 'object', properties: { q: { type: 'string', minLength: 1 }, n: { type: 'integer', minimum: 1 } }, required: ['q'] },
      { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s' } }, unevaluatedProperties: false },
      { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', properties: { a: { $ref: 'https://json-schema.org/draft/2019-09/schema' } } },
      { type: 'object', properties: { schema: { $ref: 'http://json-schema.org/draft-07/schema#' } } },
    ];
    for (const schema of valid) {
      const compiled = compileToolSchema(schema, '2025-06-18');
      expect(compiled.ok ? 'ok' : compiled.detail, JSON.stringify(schema)).toBe('ok');
      if (compiled.ok && schema.properties && 'schema' in schema.properties) {
        expect(compiled.validate({ schema: { type: 'strin' } })).toBe(false);
        expect(compiled.validate({ schema: { type: 'string' } })).toBe(true);
      }
    }
  });
});
