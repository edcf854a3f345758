import { _, Ajv, MissingRefError, Name, type AnySchemaObject, type ErrorObject, type KeywordCxt, type Options, type ValidateFunction } from 'ajv';
import { RE2JS } from 're2js';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import equalModule from 'ajv/dist/runtime/equal.js';
import addFormatsModule from 'ajv-formats';
import { isPlainObject, resultTextOf, type Message } from '../message.js';
import { compareRevisions, type Revision } from '../revisions.js';
import { draft07, draft201909, draft202012 } from './meta-validators.generated.js';

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;
// CommonJS with a `default` export: Node's ESM loader hands over the module object, a bundler its default.
const equal = (equalModule as unknown as { default?: unknown }).default ?? equalModule;

/** Tool schemas larger than this (JSON text) are not compiled: a huge schema is reported instead. */
export const MAX_SCHEMA_CHARS = 256 * 1024;
/** Nodes (objects and arrays) a tool schema may hold before it counts as pathological. */
export const MAX_SCHEMA_NODES = 20_000;
/** Levels of objects and arrays a tool schema may nest (real ones rarely pass 10). */
export const MAX_SCHEMA_DEPTH = 128;
/** Values one `enum` may list: the meta-schema checks that they are unique by comparing every pair. */
export const MAX_ENUM_VALUES = 2_000;
/**
 * Subschema evaluations one validation may take (each schema object applied to one value counts
 * one): recursion through `anyOf`/`oneOf` doubles them at every level of the data, so 24 levels
 * would take 2^24, and the errors they collect a few gigabytes. Past it, the value is reported as
 * too complex to check against the schema instead.
 */
export const MAX_VALIDATION_STEPS = 200_000;
/** Errors one schema function may collect during a validation (the same bound on what failed branches pile up). */
export const MAX_VALIDATION_ERRORS = 20_000;
const MAX_CACHED = 500;
/** Schemas longer than this (JSON text) are not kept by their text. */
const MAX_TEXT_KEY_CHARS = 16 * 1024;
/** The texts kept as keys, in all: past it they are dropped (the hash cache still finds their validators). */
const MAX_TEXT_KEYS_CHARS = 2 * 1024 * 1024;

export type Dialect = 'draft-07' | '2019-09' | '2020-12';

export type CompiledSchema =
  | { ok: true; dialect: Dialect; validate: ValidateFunction }
  | { ok: false; problem: 'invalid' | 'unsupported-dialect' | 'too-complex'; dialect?: Dialect; detail: string };

export interface SchemaViolation {
  /** JSON pointer into the validated value (`/items/0/name`), `` for the value itself. */
  pointer: string;
  keyword: string;
  message: string;
}

const DIALECTS: Record<string, Dialect> = {
  'http://json-schema.org/draft-07/schema': 'draft-07',
  'https://json-schema.org/draft-07/schema': 'draft-07',
  'https://json-schema.org/draft/2019-09/schema': '2019-09',
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
};

/** One validator engine per dialect, shared by the run: compileAlone leaves each as it was built. */
const engines = new Map<Dialect, Ajv>();
/**
 * Compiled schemas per dialect, by the hash of their content (schemaKeyHash), each with the schema
 * it was compiled from: found when a schema's text is new but its content is not (another order of
 * keys, other annotations). A schema seen with the same text is found by it first (byText).
 */
const cache = new Map<Dialect, Map<number, { schema: Record<string, unknown>; compiled: CompiledSchema }[]>>();
/**
 * The same compiled schemas by their exact JSON text and dialect, looked up first: a capture that
 * lists its tools again (after each `list_changed`) repeats each schema as it was, and turning one
 * into text is native work, where the hash and equality walks are JavaScript the JIT must compile.
 */
const byText = new Map<Dialect, Map<string, CompiledSchema>>();
let byTextChars = 0;
let cached = 0;

/** FNV-1a over a JSON value's content (keys, strings, numbers, structure); equal JSON hashes equal whatever its key order. */
export function jsonHash(value: unknown, depth = 0): number {
  if (typeof value === 'string') return stringHash(value, 0x811c9dc5);
  if (typeof value === 'number') return Math.imul((value * 1_000_003) | 0, 0x01000193) ^ 0x5bd1e995;
  if (typeof value === 'boolean') return value ? 0x3c6ef372 : 0x1b873593;
  if (value === null || typeof value !== 'object' || depth > 256) return 0x27d4eb2f;
  if (Array.isArray(value)) {
    let hash = Math.imul(0x9e3779b1, value.length + 1);
    for (const item of value) hash = Math.imul(hash ^ jsonHash(item, depth + 1), 0x01000193);
    return hash;
  }
  // Members combine by addition, so the order of keys does not matter (as for the schema's meaning).
  let hash = 0x85ebca6b;
  for (const key in value as Record<string, unknown>) {
    hash = (hash + Math.imul(stringHash(key, 0x811c9dc5), 31) + jsonHash((value as Record<string, unknown>)[key], depth + 1)) | 0;
  }
  return hash;
}

/**
 * A string's length and up to 16 of its characters, spread over it: enough to tell schemas apart,
 * since a hit is confirmed by `sameJson` anyway (a collision costs one more comparison, not a wrong
 * answer), and far cheaper than every character of every description.
 */
function stringHash(text: string, seed: number): number {
  const length = text.length;
  let hash = Math.imul(seed ^ length, 0x01000193);
  const step = length <= 16 ? 1 : length >> 4;
  for (let i = 0; i < length; i += step) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** Whether two parsed JSON values are equal (the same members, whatever their order). */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 256) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    count += 1;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key], depth + 1)) return false;
  }
  for (const _key in right) count -= 1;
  return count === 0;
}
/** Where a value stands in a JSON Schema: a schema, a map of names to schemas, a list of schemas, or plain data. */
const AT_SCHEMA = 0;
const AT_SCHEMA_MAP = 1;
const AT_SCHEMA_LIST = 2;
const AT_DATA = 3;
type At = typeof AT_SCHEMA | typeof AT_SCHEMA_MAP | typeof AT_SCHEMA_LIST | typeof AT_DATA;
/** Keywords whose value is one schema (`items` may also be a list, in draft-07). */
const SUBSCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema']);
/** Keywords whose value maps names to schemas (`dependencies` values may also be lists of names). */
const SUBSCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const SUBSCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/**
 * Annotations that change nothing the validators do (ajv runs without `useDefaults`), each with
 * what the meta-schemas ask of its value: a value that passes is left out of the key (one that
 * fails keeps its own entry, and its own compile error).
 */
const isText = (value: unknown): boolean => typeof value === 'string';
const isFlag = (value: unknown): boolean => typeof value === 'boolean';
const ANNOTATIONS = new Map<string, (value: unknown) => boolean>([
  ['title', isText],
  ['description', isText],
  ['$comment', isText],
  ['examples', Array.isArray],
  ['default', () => true],
  ['deprecated', isFlag],
  ['readOnly', isFlag],
  ['writeOnly', isFlag],
]);
const ANNOTATION_HASH = 0x2545f491;
/** Whether a member of a schema is an annotation the cache key leaves out. */
const isAnnotation = (key: string, value: unknown): boolean => ANNOTATIONS.get(key)?.(value) === true;

const positionOf = (key: string): At => (SUBSCHEMA.has(key) ? AT_SCHEMA : SUBSCHEMA_MAP.has(key) ? AT_SCHEMA_MAP : SUBSCHEMA_LIST.has(key) ? AT_SCHEMA_LIST : AT_DATA);

/**
 * jsonHash of a schema as a cache key: the annotations where a schema stands (`title`,
 * `description`, `$comment`, `examples`, `default`, `deprecated`, `readOnly`, `writeOnly`, each
 * with a value its meta-schema accepts) do not count; elsewhere (in `enum`, `const`, a property's
 * name) the same words do. A server's tools often share one shape of schema with their own
 * descriptions and examples: they then share one compiled validator, compiled (by ajv, then by the
 * JavaScript engine) once, not per tool.
 */
export function schemaKeyHash(value: unknown, at: At = AT_SCHEMA, depth = 0): number {
  if (at === AT_DATA || value === null || typeof value !== 'object' || depth > 256) return jsonHash(value, depth);
  if (Array.isArray(value)) {
    if (at === AT_SCHEMA_MAP) return jsonHash(value, depth);
    let hash = Math.imul(0x9e3779b1, value.length + 1);
    for (const item of value) hash = Math.imul(hash ^ schemaKeyHash(item, AT_SCHEMA, depth + 1), 0x01000193);
    return hash;
  }
  if (at === AT_SCHEMA_LIST) return jsonHash(value, depth);
  let hash = 0x85ebca6b;
  for (const key in value as Record<string, unknown>) {
    const member = (value as Record<string, unknown>)[key];
    const memberHash =
      at === AT_SCHEMA_MAP
        ? schemaKeyHash(member, AT_SCHEMA, depth + 1)
        : isAnnotation(key, member)
          ? ANNOTATION_HASH
          : schemaKeyHash(member, positionOf(key), depth + 1);
    hash = (hash + Math.imul(stringHash(key, 0x811c9dc5), 31) + memberHash) | 0;
  }
  return hash;
}

/** Whether two schemas are equal as cache keys: sameJson, except for annotations (see schemaKeyHash). */
export function sameSchemaKey(a: unknown, b: unknown, at: At = AT_SCHEMA, depth = 0): boolean {
  if (at === AT_DATA || a === b) return sameJson(a, b, depth);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 256) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    if (at === AT_SCHEMA_MAP) return sameJson(a, b, depth);
    for (let i = 0; i < a.length; i++) if (!sameSchemaKey(a[i], b[i], AT_SCHEMA, depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (at === AT_SCHEMA_LIST) return sameJson(a, b, depth);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    count += 1;
    if (!Object.hasOwn(right, key)) return false;
    const l = left[key];
    const r = right[key];
    if (at === AT_SCHEMA_MAP) {
      if (!sameSchemaKey(l, r, AT_SCHEMA, depth + 1)) return false;
    } else if (isAnnotation(key, l)) {
      if (!isAnnotation(key, r)) return false;
    } else if (!sameSchemaKey(l, r, positionOf(key), depth + 1)) {
      return false;
    }
  }
  for (const _key in right) count -= 1;
  return count === 0;
}

/**
 * The same schema object is asked for by several rules (list, arguments, output): per revision,
 * by the object itself, so the content key is computed once per schema a capture lists.
 */
const byObject = new Map<Revision | undefined, WeakMap<object, CompiledSchema>>();

function engine(dialect: Dialect): Ajv {
  let ajv = engines.get(dialect);
  if (!ajv) {
    // Never fetch remote $refs (2026-07-28 forbids it; it would also make the run depend on the network).
    // No `loadSchema` either: a `$ref` to another document is reported (compileFailure), never loaded.
    // Patterns run on RE2 (linear time), whatever the regex: a schema's regexes are the capture's code.
    const options: Options = { strict: false, allErrors: true, validateFormats: true, addUsedSchema: false, validateSchema: true, code: { regExp: linearRegExp } };
    ajv = dialect === '2020-12' ? new Ajv2020(options) : dialect === '2019-09' ? new Ajv2019(options) : new Ajv(options);
    addFormats(ajv);
    addBudgetKeywords(ajv);
    useGeneratedMetaValidator(ajv, dialect);
    engines.set(dialect, ajv);
  }
  return ajv;
}

/** Each dialect's meta-schema, and its validator's code generated ahead of time by scripts/meta-validators.mjs. */
const META_VALIDATORS: Record<Dialect, { id: string; code: string }> = {
  'draft-07': { id: 'http://json-schema.org/draft-07/schema', code: draft07 },
  '2019-09': { id: 'https://json-schema.org/draft/2019-09/schema', code: draft201909 },
  '2020-12': { id: 'https://json-schema.org/draft/2020-12/schema', code: draft202012 },
};
const metaValidators = new Map<Dialect, ValidateFunction>();

type SchemaEntry = { schema?: unknown; validate?: ValidateFunction };
const schemaEntry = (ajv: Ajv, id: string): SchemaEntry | undefined => (ajv as unknown as { schemas?: Record<string, SchemaEntry | undefined> }).schemas?.[id];

/**
 * Gives the engine the meta-schema validator generated at build time, so that checking the first
 * tool schema does not compile the meta-schema (~50 ms of start-up). ajv keeps a compiled schema as
 * `validate` on its entry in `schemas`, and uses one found there as it is: the errors (hence the
 * `tool-schema-invalid` messages) are those of the code ajv would have compiled. Were ajv's
 * internals to change, the entry is not found and ajv compiles the meta-schema itself, as before.
 */
function useGeneratedMetaValidator(ajv: Ajv, dialect: Dialect): void {
  const { id, code } = META_VALIDATORS[dialect];
  const entry = schemaEntry(ajv, id);
  if (!entry || entry.validate || typeof entry.schema !== 'object') return;
  // Our own generated code, compiled as ajv compiles every schema.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const validate = (new Function('equal', code) as (eq: unknown) => ValidateFunction)(equal);
  validate.schema = entry.schema as ValidateFunction['schema'];
  (validate as { schemaEnv?: unknown }).schemaEnv = entry;
  entry.validate = validate;
  metaValidators.set(dialect, validate);
}

/** Whether the engine of a dialect validates schemas with the generated meta-schema validator (for tests). */
export function usesGeneratedMetaValidator(dialect: Dialect): boolean {
  const validate = schemaEntry(engine(dialect), META_VALIDATORS[dialect].id)?.validate;
  return validate !== undefined && validate === metaValidators.get(dialect);
}

/** The dialect a schema is written in: its `$schema`, else the revision's default. */
export function dialectOf(schema: Record<string, unknown>, revision: Revision | undefined): Dialect | undefined {
  if (typeof schema.$schema === 'string') return DIALECTS[schema.$schema.replace(/#$/, '')];
  return revision && compareRevisions(revision, '2025-11-25') >= 0 ? '2020-12' : 'draft-07';
}

/**
 * Regex shapes that backtrack catastrophically: a quantified group that itself holds a
 * quantifier (`(a+)+`, `(\w*)*`, `(x+y?)+`) or an alternation of overlapping branches under a
 * quantifier (`(a|a)*`, `(a|ab)+`). Not exhaustive: the cheap, common cases.
 */
export function isCatastrophicPattern(pattern: string): boolean {
  const quantifiedGroup = /\((?:\?:)?((?:[^()\\]|\\.)*)\)(?:[+*]|\{\d+,\d*\})/g;
  for (const match of pattern.matchAll(quantifiedGroup)) {
    const body = match[1];
    if (body.includes('|')) {
      const branches = body.split('|');
      for (let i = 0; i < branches.length; i++) {
        for (let j = 0; j < branches.length; j++) if (i !== j && branches[j].startsWith(branches[i])) return true;
      }
      continue;
    }
    // Every atom of the body optional or repeated, and at least one repeated: the ways to
    // split a string between iterations grow exponentially (`(a+)+`, `(\w+\s?)*`).
    const atoms = [...body.matchAll(/(\\.|\[(?:[^\]\\]|\\.)*\]|[^\\[])([+*?]|\{\d+(?:,\d*)?\})?\??/g)];
    if (atoms.length > 0 && atoms.every((atom) => atom[2] !== undefined) && atoms.some((atom) => atom[2] !== '?')) return true;
  }
  return false;
}

/** Keywords whose value is a reference that may be a JSON pointer into the schema. */
const REFERENCES = new Set(['$ref', '$dynamicRef', '$recursiveRef']);

/**
 * Whether a reference's fragment is a JSON pointer through an annotation (`#/default`,
 * `#/properties/a/examples/0`): the validator then depends on a member the content key leaves out.
 * A fragment that does not decode counts as one (the answer only costs the sharing).
 */
function pointsIntoAnnotation(reference: string): boolean {
  const hash = reference.indexOf('#');
  if (hash === -1) return false;
  let fragment: string;
  try {
    fragment = decodeURIComponent(reference.slice(hash + 1));
  } catch {
    return true;
  }
  return fragment.split('/').some((segment) => ANNOTATIONS.has(segment.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/**
 * Counts nodes and finds catastrophic `pattern`s, stopping early on a huge schema; notes a
 * reference into an annotation (pointsIntoAnnotation).
 */
function inspect(schema: unknown): { nodes: number; depth: number; badPattern?: string; hugeEnum?: number; refersIntoAnnotation: boolean } {
  let nodes = 0;
  let deepest = 0;
  let badPattern: string | undefined;
  let hugeEnum: number | undefined;
  let refersIntoAnnotation = false;
  const stack: unknown[] = [schema];
  const depths: number[] = [1];
  while (stack.length > 0 && nodes <= MAX_SCHEMA_NODES) {
    const node = stack.pop();
    const depth = depths.pop()!;
    if (depth > deepest) deepest = depth;
    if (Array.isArray(node)) {
      nodes += 1;
      for (const item of node) {
        if (typeof item !== 'object' || item === null) continue;
        stack.push(item);
        depths.push(depth + 1);
      }
    } else if (isPlainObject(node)) {
      nodes += 1;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string' && !badPattern && isCatastrophicPattern(value)) badPattern = value;
        if (key === 'enum' && Array.isArray(value) && value.length > MAX_ENUM_VALUES && hugeEnum === undefined) hugeEnum = value.length;
        if (REFERENCES.has(key) && typeof value === 'string' && !refersIntoAnnotation) refersIntoAnnotation = pointsIntoAnnotation(value);
        if (key === 'patternProperties' && isPlainObject(value)) {
          for (const name of Object.keys(value)) if (!badPattern && isCatastrophicPattern(name)) badPattern = name;
        }
        if (typeof value === 'object' && value !== null) {
          stack.push(value);
          depths.push(depth + 1);
        }
      }
    }
  }
  return { nodes, depth: deepest, badPattern, hugeEnum, refersIntoAnnotation };
}

/** Thrown out of a validator that went over its budget (by the step keyword's code). */
const OVER_BUDGET = new Error('tool schema validation over budget');
/** The work of the validation under way: validateBounded resets it, every schema object counts one. */
const budget = {
  steps: 0,
  limit: MAX_VALIDATION_STEPS,
  maxErrors: MAX_VALIDATION_ERRORS,
  exceeded(): never {
    throw OVER_BUDGET;
  },
};
/** A keyword of our own, put in every schema object of the copy that is compiled (countingSteps). */
const STEP_KEYWORD = 'x-mcp-capture-lint-step';

/**
 * Bounds what a validator may do: a keyword that counts each subschema evaluation against the
 * budget (its generated code is one increment and a comparison), and `uniqueItems` in linear time
 * (ajv compares every pair of object items: 30,000 of them take 40 s).
 */
function addBudgetKeywords(ajv: Ajv): void {
  const errors = new Name('errors');
  ajv.addKeyword({
    keyword: STEP_KEYWORD,
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      const held = cxt.gen.scopeValue('obj', { key: 'budget', ref: budget });
      cxt.gen.if(_`++${held}.steps > ${held}.limit || ${errors} > ${held}.maxErrors`, () => cxt.gen.code(_`${held}.exceeded()`));
    },
  });
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', errors: true, validate: uniqueItems });
}

/**
 * `uniqueItems` as ajv words it, in one pass: each item's canonical JSON (keys sorted) is looked up
 * in a map. Like ajv, it names the last item that repeats one before it, and the nearest such one.
 */
function uniqueItems(this: unknown, schema: boolean, data: unknown[]): boolean {
  const self = uniqueItems as unknown as { errors?: Partial<ErrorObject>[] | null };
  self.errors = null;
  if (!schema || data.length < 2) return true;
  const seen = new Map<string, number>();
  let i = -1;
  let j = -1;
  for (let k = 0; k < data.length; k++) {
    const key = canonicalJson(data[k]);
    const before = seen.get(key);
    if (before !== undefined) {
      i = k;
      j = before;
    }
    seen.set(key, k);
  }
  if (i < 0) return true;
  self.errors = [{ keyword: 'uniqueItems', params: { i, j }, message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)` }];
  return false;
}

/** JSON text with the keys of every object sorted: equal for values ajv's `equal` calls equal. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
    .join(',')}}`;
}

/**
 * A copy of the schema with STEP_KEYWORD in every schema object, for compiling: the cache keys and
 * the findings keep the schema as listed. Values that are data (`enum`, `const`, `default`,
 * `examples`) and the maps of names to schemas themselves (`properties`...) are left as they are;
 * an object under a keyword this tool does not know gets it too (a `$ref` may point there).
 */
export function countingSteps(schema: unknown, at: At = AT_SCHEMA, depth = 0): unknown {
  if (schema === null || typeof schema !== 'object' || at === AT_DATA || depth > 1000) return schema;
  if (Array.isArray(schema)) return schema.map((item) => countingSteps(item, at === AT_SCHEMA_MAP ? AT_DATA : AT_SCHEMA, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = at === AT_SCHEMA_MAP ? countingSteps(value, AT_SCHEMA, depth + 1) : DATA_KEYWORDS.has(key) ? value : countingSteps(value, positionOf(key) === AT_DATA ? AT_SCHEMA : positionOf(key), depth + 1);
  }
  if (at === AT_SCHEMA) copy[STEP_KEYWORD] = true;
  return copy;
}
/** Keywords whose value is data, not schemas: a counter there would make a valid schema invalid (`dependentRequired: {a: ['b']}`). */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'dependentRequired', '$vocabulary']);

/** A pattern RE2 cannot run (lookaround, backreferences): the schema cannot be checked in linear time. */
class UnsupportedPattern extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`pattern ${JSON.stringify(pattern)}: ${reason}`);
  }
}

/** JavaScript's `\s` (Unicode white space and line ends), spelt out: RE2's `\s` is ASCII only. */
const JS_SPACE = '\\t\\n\\x0B\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** What JavaScript's `.` matches (RE2's also matches \r, U+2028 and U+2029). */
const JS_DOT = '[^\\n\\r\\u2028\\u2029]';

/**
 * The pattern rewritten where RE2 reads the same text otherwise than ECMAScript (`\s`, `.`, `[]`),
 * or UnsupportedPattern where RE2 cannot do it (backreferences; lookaround fails in RE2JS itself).
 */
function forRe2(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 1;
      if ((next >= '1' && next <= '9') || next === 'k') throw new UnsupportedPattern(pattern, 'a backreference, which a linear-time regex engine cannot match');
      if (next === 's') out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (next === 'S' && !inClass) out += `[^${JS_SPACE}]`;
      else if (next === 'S') throw new UnsupportedPattern(pattern, '\\S inside a character class');
      else out += c + next;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
    } else if (c === '[') {
      if (pattern[i + 1] === ']') throw new UnsupportedPattern(pattern, 'an empty character class');
      // (`[]` matches nothing in ECMAScript, while RE2 reads its `]` as a member; `[^]` RE2JS translates.)
      inClass = true;
      out += c;
    } else if (c === '.') {
      out += JS_DOT;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * ajv's regex engine for `pattern` and `patternProperties`: RE2 (re2js), which matches in time
 * linear in the text whatever the pattern, so a catastrophic regex in a listed schema cannot hang
 * the run on a long argument. A pattern ECMAScript rejects throws SyntaxError first, as ajv's
 * default engine would (the schema is then invalid); one RE2 cannot run throws UnsupportedPattern
 * (the schema is then too complex to check), never falling back to a backtracking engine.
 */
function linearRegExp(pattern: string, flags: string): { test(text: string): boolean; toString(): string } {
  new RegExp(pattern, flags); // only compiled, never run: the same SyntaxError as ajv's default engine
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(RE2JS.translateRegExp(forRe2(pattern)));
  } catch (error) {
    if (error instanceof UnsupportedPattern) throw error;
    throw new UnsupportedPattern(pattern, `the linear-time regex engine cannot run it (${(error as Error).message}), e.g. lookaround`);
  }
  return { test: (text: string) => compiled.test(text), toString: () => `/${pattern}/${flags}` };
}
// ajv writes this name into standalone code only, which is never generated from tool schemas.
linearRegExp.code = 're2js';

/** A failed compile: a remote `$ref` or a pattern RE2 cannot run makes it too complex to check, anything else invalid. */
function compileFailure(error: unknown, dialect: Dialect): Extract<CompiledSchema, { ok: false }> {
  if (error instanceof UnsupportedPattern) {
    return { ok: false, problem: 'too-complex', dialect, detail: `its ${error.message}; such a pattern needs a backtracking engine, which a hostile argument can hang` };
  }
  if (error instanceof MissingRefError && error.missingSchema !== '') {
    return { ok: false, problem: 'too-complex', dialect, detail: `its $ref ${JSON.stringify(error.missingRef)} points to another document, which is never fetched (a run must not depend on the network or let a capture make it connect anywhere)` };
  }
  if (error instanceof RangeError) return { ok: false, problem: 'too-complex', dialect, detail: 'compiling it overflowed the stack (its references nest or recurse too deeply)' };
  return { ok: false, problem: 'invalid', dialect, detail: (error as Error).message };
}

/** Compiles a tool's schema once (cached by its text and dialect), bounding what it may cost. */
export function compileToolSchema(schema: unknown, revision: Revision | undefined): CompiledSchema {
  if (!isPlainObject(schema)) return { ok: false, problem: 'invalid', detail: 'it is not a JSON object' };
  let ofRevision = byObject.get(revision);
  if (!ofRevision) byObject.set(revision, (ofRevision = new WeakMap()));
  const known = ofRevision.get(schema);
  if (known) return known;
  const compiled = compileByContent(schema, revision);
  ofRevision.set(schema, compiled);
  return compiled;
}

/**
 * The answer for a schema, from the caches when they hold it. Each cache is keyed by what the
 * answer is a function of, so that the run's earlier captures (and a worker's earlier tests) never
 * change it: `byText` by the exact text and the dialect, for every answer; `cache` by the content
 * key (schemaKeyHash: annotations left out) for the compiled validator only, and only of a schema
 * whose validator cannot read an annotation. The limits (size, nodes, depth, patterns, enums) count
 * the whole schema, annotations included, so their answer is never shared by the content key.
 */
function compileByContent(schema: Record<string, unknown>, revision: Revision | undefined): CompiledSchema {
  const dialect = dialectOf(schema, revision);
  if (!dialect) return { ok: false, problem: 'unsupported-dialect', detail: `its $schema ${JSON.stringify(schema.$schema)} names a dialect this tool cannot validate (supported: draft-07, 2019-09, 2020-12)` };
  const text = JSON.stringify(schema);
  // One map per dialect, keyed by the text as JSON.stringify gave it: a flat string whose hash V8
  // computes in one pass (a key built by concatenation would be copied first).
  let ofDialectText = byText.get(dialect);
  if (!ofDialectText) byText.set(dialect, (ofDialectText = new Map<string, CompiledSchema>()));
  const sameText = ofDialectText.get(text);
  if (sameText) return sameText;
  const shape = text.length > MAX_SCHEMA_CHARS ? undefined : inspect(schema);
  const overLimit = limitProblem(text, shape, dialect);
  if (overLimit) {
    remember(ofDialectText, text, overLimit);
    return overLimit;
  }
  // A $ref into an annotation (`#/default`) makes the validator read what the content key leaves out.
  const shared = shape?.refersIntoAnnotation !== true;
  const hash = shared ? schemaKeyHash(schema) : 0;
  const known = shared ? cache.get(dialect)?.get(hash)?.find((entry) => sameSchemaKey(entry.schema, schema)) : undefined;
  if (known) {
    remember(ofDialectText, text, known.compiled);
    return known.compiled;
  }
  let compiled: CompiledSchema;
  try {
    compiled = { ok: true, dialect, validate: compileAlone(engine(dialect), countingSteps(schema) as AnySchemaObject) };
  } catch (error) {
    compiled = compileFailure(error, dialect);
  }
  // Bounded: a run over thousands of captures that each list their own tools keeps the latest.
  if (cached >= MAX_CACHED) {
    cache.clear();
    for (const texts of byText.values()) texts.clear();
    byTextChars = 0;
    cached = 0;
  }
  remember(ofDialectText, text, compiled);
  if (shared) {
    let ofDialect = cache.get(dialect);
    if (!ofDialect) cache.set(dialect, (ofDialect = new Map<number, { schema: Record<string, unknown>; compiled: CompiledSchema }[]>()));
    const bucket = ofDialect.get(hash);
    if (bucket) bucket.push({ schema, compiled });
    else ofDialect.set(hash, [{ schema, compiled }]);
  }
  cached += 1;
  return compiled;
}

/** Why a schema is too complex to compile safely (its size, nodes, depth, a pattern, an enum), if it is; `shape` is undefined past MAX_SCHEMA_CHARS. */
function limitProblem(text: string, shape: ReturnType<typeof inspect> | undefined, dialect: Dialect): Extract<CompiledSchema, { ok: false }> | undefined {
  if (shape === undefined || shape.nodes > MAX_SCHEMA_NODES) {
    return { ok: false, problem: 'too-complex', dialect, detail: `it is too large to validate safely (${text.length} characters; limits ${MAX_SCHEMA_CHARS} characters, ${MAX_SCHEMA_NODES} nodes)` };
  }
  if (shape.badPattern !== undefined) {
    return { ok: false, problem: 'too-complex', dialect, detail: `its pattern ${JSON.stringify(shape.badPattern)} backtracks catastrophically (nested or overlapping quantifiers), so validating arguments against it could hang; simplify the regex` };
  }
  if (shape.depth > MAX_SCHEMA_DEPTH) {
    return { ok: false, problem: 'too-complex', dialect, detail: `it nests ${shape.depth} levels deep (limit ${MAX_SCHEMA_DEPTH}): compiling and running it recurses once per level` };
  }
  if (shape.hugeEnum !== undefined) {
    return { ok: false, problem: 'too-complex', dialect, detail: `an enum of it lists ${shape.hugeEnum} values (limit ${MAX_ENUM_VALUES}): checking that they are unique compares every pair` };
  }
  return undefined;
}

/**
 * Compiles a schema as the engine was built, and leaves it so: ajv records each nested `$id` of a
 * schema it compiles in the instance's `refs`, where the `$ref` of a later schema (of this capture
 * or the next) would resolve to a place in its own document. Those entries go once it is compiled.
 */
function compileAlone(ajv: Ajv, schema: AnySchemaObject): ValidateFunction {
  const refs = (ajv as unknown as { refs: Record<string, unknown> }).refs;
  const before = new Set(Object.keys(refs));
  try {
    return ajv.compile(schema);
  } finally {
    for (const id of Object.keys(refs)) if (!before.has(id)) delete refs[id];
  }
}

/** Keeps a schema's text as a key, unless it is too large to be worth holding (a huge schema is rare and reported). */
function remember(ofDialect: Map<string, CompiledSchema>, text: string, compiled: CompiledSchema): void {
  if (text.length > MAX_TEXT_KEY_CHARS) return;
  if (byTextChars + text.length > MAX_TEXT_KEYS_CHARS) {
    for (const texts of byText.values()) texts.clear();
    byTextChars = 0;
  }
  ofDialect.set(text, compiled);
  byTextChars += text.length;
}

const NO_VIOLATIONS: readonly SchemaViolation[] = Object.freeze([]);

export type BoundedValidation = { ok: true; violations: readonly SchemaViolation[] } | { ok: false; detail: string };

/** The last validation, by validator and value: the rules that check one message against one schema ask one after the other. */
let lastValidation: { validate: ValidateFunction; value: unknown; result: BoundedValidation } | undefined;

/**
 * Validates a value within MAX_VALIDATION_STEPS subschema evaluations (and MAX_VALIDATION_ERRORS
 * errors per schema function): past that, the answer is that the value is too complex to check
 * against the schema, not a verdict.
 */
export function validateBounded(validate: ValidateFunction, value: unknown): BoundedValidation {
  if (lastValidation?.validate === validate && lastValidation.value === value) return lastValidation.result;
  let result: BoundedValidation;
  budget.steps = 0;
  try {
    result = validate(value) ? { ok: true, violations: NO_VIOLATIONS } : { ok: true, violations: (validate.errors ?? []).map(violationOf) };
  } catch (error) {
    // A stack overflow is a `$ref` cycle that never consumes the value (`{"$ref":"#"}`), or recursion as deep as the value.
    if (error !== OVER_BUDGET && !(error instanceof RangeError)) throw error;
    validate.errors = null;
    result = { ok: false, detail: `checking this value against it took more than ${MAX_VALIDATION_STEPS} subschema evaluations or ${MAX_VALIDATION_ERRORS} errors (recursion through anyOf/oneOf multiplies them at every level of nesting) or recursed without end (a $ref cycle), so it was stopped` };
  }
  lastValidation = { validate, value, result };
  return result;
}

const violationOf = (error: ErrorObject): SchemaViolation => ({ pointer: error.instancePath, keyword: error.keyword, message: error.message ?? 'is invalid' });

/** The violations of a value; none when it is too complex to check (validateBounded tells which). */
export function violations(validate: ValidateFunction, value: unknown): readonly SchemaViolation[] {
  const result = validateBounded(validate, value);
  return result.ok ? result.violations : NO_VIOLATIONS;
}

/** "at /a/b: must be string (type)", for findings. */
export function describeViolations(list: readonly SchemaViolation[], max = 3): string {
  const shown = list.slice(0, max).map((v) => `at ${v.pointer === '' ? '(the root)' : v.pointer}: ${v.message} (keyword "${v.keyword}")`);
  const more = list.length > max ? `, and ${list.length - max} more` : '';
  return shown.join('; ') + more;
}

export interface ToolSchemaProblem {
  index: number;
  tool: Record<string, unknown>;
  field: 'inputSchema' | 'outputSchema';
  compiled: Extract<CompiledSchema, { ok: false }>;
}

/**
 * The last answer of toolSchemaProblems, with the result's text: the schema rules ask about the
 * same message one after the other, and a list whose text repeats the last one's has its problems.
 */
let lastProblems: { message: Message; text: string | undefined; revision: Revision | undefined; problems: readonly ToolSchemaProblem[] } | undefined;

/**
 * Every tool schema in a tools/list result that cannot be used for validation, in order (the
 * schema rules report different problems from the same walk; compilation itself is cached).
 */
export function toolSchemaProblems(message: Message, revision: Revision | undefined): readonly ToolSchemaProblem[] {
  if (message.kind !== 'result' || message.answers?.method !== 'tools/list' || !isPlainObject(message.value)) return [];
  const result = message.value.result;
  const tools = isPlainObject(result) ? result.tools : undefined;
  if (!Array.isArray(tools)) return [];
  if (lastProblems?.message === message && lastProblems.revision === revision) return lastProblems.problems;
  const text = resultTextOf(message);
  if (text !== undefined && lastProblems?.text === text && lastProblems.revision === revision) {
    lastProblems.message = message;
    return lastProblems.problems;
  }
  const problems: ToolSchemaProblem[] = [];
  tools.forEach((tool, index) => {
    if (!isPlainObject(tool)) return;
    for (const field of ['inputSchema', 'outputSchema'] as const) {
      if (tool[field] === undefined) continue;
      const compiled = compileToolSchema(tool[field], revision);
      if (!compiled.ok) problems.push({ index, tool, field, compiled });
    }
  });
  lastProblems = { message, text, revision, problems };
  return problems;
}
