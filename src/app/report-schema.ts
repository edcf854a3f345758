// The JSON report schema as shipped (schema/report.schema.json, in the package and in the Action's
// checkout), held against a report read back from disk: `merge` checks each shard's report with it
// before trusting any field, so a report edited by hand or cut short is refused with where it
// breaks, never half-read.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { JsonReport } from './outcome.js';

/** Where the schema is shipped, relative to the package root. */
export const REPORT_SCHEMA_PATH = 'schema/report.schema.json';

/** The schema cannot be found or read beside this copy of the tool. */
export class ReportSchemaUnavailable extends Error {}

/**
 * The package root holds the schema: the sources (src/app) and the CLI bundle (dist/cli) are two
 * folders below it, the Action's bundle (dist) one. The path is built at run time, so the bundler
 * leaves the file where it is shipped (one copy, the one the docs link to).
 */
export function readShippedSchema(path: string = REPORT_SCHEMA_PATH): unknown {
  const tried: string[] = [];
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++) {
    const file = join(folder, ...path.split('/'));
    tried.push(file);
    let text: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Not at this level: look one folder up.
    }
    if (text !== undefined) {
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new ReportSchemaUnavailable(`${file} is not JSON (${(error as Error).message}): reinstall mcp-capture-lint`);
      }
    }
    folder = dirname(folder);
  }
  throw new ReportSchemaUnavailable(`${path} is not beside this copy of mcp-capture-lint (looked for ${tried.join(', ')}): run the merge from the installed package or the Action's own checkout`);
}

let compiled: ValidateFunction<JsonReport> | undefined;

function reportValidator(): ValidateFunction<JsonReport> {
  // Compiled once per process, on the first merge: a run that merges nothing never pays for it.
  // allErrors off: the first mismatch is the one reported, and checking stops there.
  compiled ??= new Ajv({ strict: true, allErrors: false }).compile<JsonReport>(readShippedSchema() as object);
  return compiled;
}

/** The report, typed, when the schema accepts it; else the first mismatch, said in one sentence. */
export function checkReport(value: unknown): { report: JsonReport } | { mismatch: string } {
  const validate = reportValidator();
  if (validate(value)) return { report: value };
  const [first] = validate.errors ?? [];
  return { mismatch: first ? describeMismatch(first) : 'it does not match' };
}

/** `/shard/run/files/0/findings must be an array`: the JSON pointer of the value, then what is wrong with it. */
function describeMismatch(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const at = (pointer: string) => (pointer === '' ? 'the top level' : pointer);
  switch (error.keyword) {
    case 'required':
      return `${at(`${error.instancePath}/${pointerToken(String(params.missingProperty))}`)} is missing`;
    case 'additionalProperties':
      return `${at(`${error.instancePath}/${pointerToken(String(params.additionalProperty))}`)} is not a field of the report`;
    case 'enum':
      return `${at(error.instancePath)} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'not':
      // The one `not` of the schema: a path must be relative, with '/'.
      return error.schemaPath.includes('relativePath')
        ? `${at(error.instancePath)} must be a path relative to the working directory, with /`
        : `${at(error.instancePath)} has a form the schema rules out (${error.schemaPath})`;
    case 'const':
      return `${at(error.instancePath)} must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${at(error.instancePath)} ${error.message ?? 'does not match the schema'}`;
  }
}

/** One JSON pointer token (RFC 6901: `~` and `/` escaped), cut short: a key comes from the file, whatever its length. */
function pointerToken(key: string): string {
  const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
  return escaped.length > 80 ? `${escaped.slice(0, 80)}…` : escaped;
}
