import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Revision } from '../../src/core/revisions.js';
import { specDir } from '../helpers/shared.js';

/** Readers of the official spec files (test/helpers/shared.ts says where they are); call them in tests, not while collecting. */

export interface JsonSchema {
  [key: string]: unknown;
}

export function officialSchema(revision: Revision): JsonSchema {
  return JSON.parse(readFileSync(join(specDir, revision, 'schema.json'), 'utf8')) as JsonSchema;
}

export function officialDefinitions(revision: Revision): Record<string, JsonSchema> {
  const schema = officialSchema(revision);
  return (schema.definitions ?? schema.$defs) as Record<string, JsonSchema>;
}

export interface OfficialExample {
  definition: string;
  file: string;
  value: unknown;
}

export function officialExamples(): OfficialExample[] {
  const dir = join(specDir, '2026-07-28', 'examples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((definition) =>
      readdirSync(join(dir, definition))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({ definition, file, value: JSON.parse(readFileSync(join(dir, definition, file), 'utf8')) as unknown })),
    );
}

const require = createRequire(import.meta.url);

/** ajv over the official schema of a revision (draft-07 or 2020-12 as the file declares). */
const validators = new Map<Revision, { validate(definition: string, value: unknown): boolean }>();

export function officialValidator(revision: Revision): { validate(definition: string, value: unknown): boolean } {
  let validator = validators.get(revision);
  if (!validator) {
    validator = createValidator(revision);
    validators.set(revision, validator);
  }
  return validator;
}

function createValidator(revision: Revision): { validate(definition: string, value: unknown): boolean } {
  const schema = officialSchema(revision);
  const modern = '$defs' in schema;
   
  const AjvClass = modern ? require('ajv/dist/2020').default : require('ajv').default;
  const addFormats = require('ajv-formats').default;
  const ajv = new AjvClass({ strict: false, allowUnionTypes: true, allErrors: false, validateSchema: false });
  addFormats(ajv);
  const id = `mcp-${revision}`;
  ajv.addSchema({ ...schema, $id: id });
  const keyword = modern ? '$defs' : 'definitions';
  const cache = new Map<string, (value: unknown) => boolean>();
  return {
    validate(definition, value) {
      let fn = cache.get(definition);
      if (!fn) {
        fn = ajv.getSchema(`${id}#/${keyword}/${definition}`) as (value: unknown) => boolean;
        if (!fn) throw new Error(`no definition ${definition} in ${revision}`);
        cache.set(definition, fn);
      }
      return fn(value);
    },
  };
}
