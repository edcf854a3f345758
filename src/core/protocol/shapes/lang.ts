import { generateTests } from './codegen.js';
import { formatOk } from './formats.js';
import type { Definitions, ObjectShape, Property, Shape, StringFormat, TaggedShape } from './shape.js';
import { likelyIntended, slipJudge, type SlipJudge } from './slips.js';
import { pluralOf, withArticle } from '../../text/words.js';

export { isBase64 } from './formats.js';
export { likelyIntended } from './slips.js';

/**
 * A small declarative language for the shapes of MCP params and results, and its compiler.
 *
 * Shapes are plain data (shape.ts), so tests can walk them next to the official schema.json;
 * `compileShapes` turns a table of named shapes into check functions, once per revision. Each
 * compiled node has two functions:
 * - `test(value)`: the hot path, run on every message. Generated JavaScript, one function per
 *   object shape with its property names written out (codegen.ts); no allocation, no path
 *   strings; returns false as soon as something is wrong. (Closures do the same job when
 *   code generation is turned off; the tests hold both to the same verdicts.)
 * - `explain(value, path, out)`: the cold path, run only on values `test` rejected. It builds
 *   JSON paths and says what was expected and what was found.
 *
 * Objects are open by default (the spec lets peers add keys); an unknown key that is almost
 * certainly a slip of a known one (`args` for `arguments`) makes `test` fail so that `explain`
 * can report it as a `slip` issue.
 */

// ---------------------------------------------------------------------------------------------
// Builders

export const str = (format?: StringFormat): Shape => (format ? { kind: 'string', format } : { kind: 'string' });
export const int = (minimum?: number): Shape => (minimum === undefined ? { kind: 'integer' } : { kind: 'integer', minimum });
/** A TypeScript `number`: any JSON number, integral or not. */
export const num = (minimum?: number, maximum?: number): Shape => {
  const shape: Shape = { kind: 'number' };
  if (minimum !== undefined) shape.minimum = minimum;
  if (maximum !== undefined) shape.maximum = maximum;
  return shape;
};
export const bool = (): Shape => ({ kind: 'boolean' });
export const nul = (): Shape => ({ kind: 'null' });
export const any = (): Shape => ({ kind: 'any' });
export const lit = (value: string | number | boolean): Shape => ({ kind: 'literal', value });
export const oneOf = (...values: string[]): Shape => ({ kind: 'enum', values });
export const arr = (items: Shape): Shape => ({ kind: 'array', items });
export const rec = (values: Shape = any()): Shape => ({ kind: 'record', values });
export const union = (...members: Shape[]): Shape => ({ kind: 'union', members });
export const ref = (name: string): Shape => ({ kind: 'ref', name });

const OPTIONAL = Symbol('optional');
export type Optional = { [OPTIONAL]: true; shape: Shape };
/** Marks a property as optional in `obj({...})`. */
export const opt = (shape: Shape): Optional => ({ [OPTIONAL]: true, shape });
const isOptional = (value: Shape | Optional): value is Optional => OPTIONAL in value;

export type PropertySpec = Record<string, Shape | Optional>;
/** Changes to an object's properties: `undefined` removes one. */
export type PropertyChanges = Record<string, Shape | Optional | undefined>;

function toProperties(spec: PropertySpec): Record<string, Property> {
  const properties: Record<string, Property> = {};
  for (const [key, value] of Object.entries(spec)) {
    properties[key] = isOptional(value) ? { shape: value.shape, optional: true } : { shape: value, optional: false };
  }
  return properties;
}

/** An open object: extra keys are allowed, misspellings of known keys are reported. */
export const obj = (spec: PropertySpec, options: { slips?: boolean; atLeastOne?: string[] } = {}): ObjectShape => {
  const shape: ObjectShape = { kind: 'object', properties: toProperties(spec), slips: options.slips ?? true };
  if (options.atLeastOne) shape.atLeastOne = options.atLeastOne;
  return shape;
};

export const tagged = (tag: string, members: Record<string, Shape>, fallback?: TaggedShape['fallback']): TaggedShape =>
  fallback ? { kind: 'tagged', tag, members, fallback } : { kind: 'tagged', tag, members };

/** The object `base` with properties added or replaced (`undefined` removes one): for revision deltas. */
export function extend(base: Shape, spec: PropertyChanges, options?: { atLeastOne?: string[] }): ObjectShape {
  if (base.kind !== 'object') throw new Error(`extend: not an object shape (${base.kind})`);
  const properties: Record<string, Property> = { ...base.properties };
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined) delete properties[key];
    else properties[key] = isOptional(value) ? { shape: value.shape, optional: true } : { shape: value, optional: false };
  }
  const shape: ObjectShape = { kind: 'object', properties, slips: base.slips };
  const atLeastOne = options?.atLeastOne ?? base.atLeastOne;
  if (atLeastOne) shape.atLeastOne = atLeastOne;
  return shape;
}

// ---------------------------------------------------------------------------------------------
// Issues

export interface ShapeIssue {
  /** `shape`: the value breaks the shape; `slip`: an unknown key that is most likely a misspelling. */
  kind: 'shape' | 'slip';
  /** JSON path from the root the caller named (`params.arguments`, `result.tools[0].name`). */
  path: string;
  expected: string;
  /** What is there instead; `undefined` when the property is missing. */
  found?: string;
  /** For slips and unknown tag values: the key or value that was most likely meant. */
  suggestion?: string;
  /** For a missing required key: the key present in its place that is most likely a misspelling of it. */
  misspelt?: string;
}

// Function-valued properties, not methods: checks are passed around detached from their object.
export interface Check {
  test: (value: unknown) => boolean;
  explain: (value: unknown, path: string, out: ShapeIssue[]) => void;
}

/** Says what a JSON value is, briefly: `string "txt"`, `array of 2`, `object`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  switch (typeof value) {
    case 'string':
      return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
      return Number.isInteger(value) ? `integer ${value}` : `number ${value}`;
    case 'boolean':
      return `boolean ${value}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

const childPath = (path: string, key: string): string =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** A short human description of what a shape accepts, for `expected`. */
export function describeShape(shape: Shape, definitions: Definitions, depth = 0): string {
  switch (shape.kind) {
    case 'string':
      return shape.format === 'uri' ? 'a URI string' : shape.format === 'byte' ? 'a base64 string' : 'a string';
    case 'integer':
      return shape.minimum !== undefined ? `an integer >= ${shape.minimum}` : 'an integer';
    case 'number':
      return shape.minimum !== undefined && shape.maximum !== undefined
        ? `a number from ${shape.minimum} to ${shape.maximum}`
        : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'null':
      return 'null';
    case 'any':
      return 'any JSON value';
    case 'literal':
      return JSON.stringify(shape.value);
    case 'enum':
      return `one of ${shape.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'array':
      return depth > 1 ? 'an array' : `an array of ${plural(describeShape(shape.items, definitions, depth + 1))}`;
    case 'record':
    case 'object':
      return 'an object';
    case 'tagged':
      return 'an object';
    case 'union':
      return shape.members.map((m) => describeShape(m, definitions, depth + 1)).join(' or ');
    case 'ref': {
      const target = definitions[shape.name];
      if (target && (target.kind === 'object' || target.kind === 'tagged')) return withArticle(`${shape.name} object`);
      return target ? describeShape(target, definitions, depth) : shape.name;
    }
  }
}

/**
 * How much of a value a shape recognizes: the keys it names (at any depth, each counting one) and
 * the literals the value matches. Only the explain path uses it, to choose which member of a
 * union a rejected value was meant to be: a blob whose `blob` is not base64 is a broken
 * BlobResourceContents, not a TextResourceContents without `text`.
 */
export function recognition(shape: Shape, value: unknown, definitions: Definitions, depth = 0): number {
  // Refs and unions do not descend into the value: the depth bound keeps a cycle of them finite.
  if (depth > 64) return 0;
  switch (shape.kind) {
    case 'literal':
      return value === shape.value ? 1 : 0;
    case 'ref': {
      const target = definitions[shape.name];
      return target ? recognition(target, value, definitions, depth + 1) : 0;
    }
    case 'union':
      return Math.max(0, ...shape.members.map((member) => recognition(member, value, definitions, depth + 1)));
    case 'array': {
      if (!Array.isArray(value)) return 0;
      let score = 0;
      for (const item of value) score += recognition(shape.items, item, definitions, depth + 1);
      return score;
    }
    case 'record': {
      if (!isObject(value)) return 0;
      let score = 0;
      for (const key in value) score += recognition(shape.values, value[key], definitions, depth + 1);
      return score;
    }
    case 'object': {
      if (!isObject(value)) return 0;
      let score = 0;
      for (const key in shape.properties) {
        if (value[key] !== undefined) score += 1 + recognition(shape.properties[key].shape, value[key], definitions, depth + 1);
      }
      return score;
    }
    case 'tagged': {
      if (!isObject(value)) return 0;
      const tag = value[shape.tag];
      const member = typeof tag === 'string' && Object.hasOwn(shape.members, tag) ? shape.members[tag] : shape.fallback?.shape;
      return member ? recognition(member, value, definitions, depth + 1) : 0;
    }
    default:
      return 0;
  }
}

function plural(description: string): string {
  const named = /^an? (\w+) object$/.exec(description);
  if (named) return `${named[1]} objects`;
  return description.replace(/^an? (\w+)/, (_, word: string) => pluralOf(word));
}

// ---------------------------------------------------------------------------------------------
// Compiler
//
// `compileShapes` pairs two compilations of the same definitions: the hot path `test` from
// `generateTests` (codegen.ts) and the cold path `explain` from `compileCheck` below, an
// interpreter of closures, one small function per shape kind. The interpreter also has a `test`
// of its own: `explain` uses it to skip the parts of a value that are fine, and it is the hot path
// when code generation is off (the tests hold both hot paths to the same verdicts).

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CompiledShapes {
  definitions: Definitions;
  /** The check of a named definition (throws for unknown names: a bug in the tables). */
  get(name: string): Check;
  /** A check for an anonymous shape whose refs name these definitions. */
  compile(shape: Shape): Check;
}

export interface CompileOptions {
  /** Generate the hot-path tests as JavaScript (default); false keeps closures only (for tests). */
  codegen?: boolean;
}

export function compileShapes(definitions: Definitions, options: CompileOptions = {}): CompiledShapes {
  const judgeOf = slipJudges();
  const checks = checkCompiler(definitions, judgeOf);
  const generated = options.codegen === false ? undefined : generateTests(definitions, judgeOf);
  return {
    definitions,
    get(name) {
      const check = checks.named(name);
      return generated ? { test: generated.get(name), explain: check.explain } : check;
    },
    compile: (shape) => checks.anonymous(shape),
  };
}

/** One slip judge per object shape, shared by the hot and the cold path of one compilation. */
function slipJudges(): (shape: ObjectShape) => SlipJudge {
  const judges = new Map<ObjectShape, SlipJudge>();
  return (shape) => {
    let judge = judges.get(shape);
    if (!judge) {
      judge = slipJudge(Object.keys(shape.properties));
      judges.set(shape, judge);
    }
    return judge;
  };
}

/** What the compile of one shape kind needs from the compilation it is part of. */
interface Compilation {
  definitions: Definitions;
  compile(shape: Shape): Check;
  judgeOf(shape: ObjectShape): SlipJudge;
}

/**
 * The interpreted checks of `definitions`. Named definitions are compiled once each, through a
 * holder that refs point at, so recursive shapes (a `ContentBlock` inside a `ContentBlock`) terminate.
 */
function checkCompiler(definitions: Definitions, judgeOf: (shape: ObjectShape) => SlipJudge): { named(name: string): Check; anonymous(shape: Shape): Check } {
  const holders = new Map<string, Check>();
  const pending: Array<[Check, Shape]> = [];
  const holderOf = (name: string): Check => {
    let holder = holders.get(name);
    if (!holder) {
      const shape = definitions[name];
      if (!shape) throw new Error(`shape ${name} is not defined`);
      holder = { test: () => true, explain: () => {} };
      holders.set(name, holder);
      pending.push([holder, shape]);
    }
    return holder;
  };
  const compilation: Compilation = {
    definitions,
    judgeOf,
    compile: (shape) => (shape.kind === 'ref' ? holderOf(shape.name) : compileCheck(shape, compilation)),
  };
  const drain = (): void => {
    while (pending.length > 0) {
      const [holder, shape] = pending.shift() as [Check, Shape];
      const check = compilation.compile(shape);
      if (shape.kind === 'ref') {
        // An alias: its target may still be pending, so delegate instead of copying its functions.
        holder.test = (v) => check.test(v);
        holder.explain = (v, path, out) => check.explain(v, path, out);
      } else {
        holder.test = check.test;
        holder.explain = check.explain;
      }
    }
  };
  return {
    named(name) {
      const check = holderOf(name);
      drain();
      return check;
    },
    anonymous(shape) {
      const check = compilation.compile(shape);
      drain();
      return check;
    },
  };
}

const ANY: Check = { test: () => true, explain: () => {} };

/** The interpreted check of one shape (refs are resolved by the compilation). */
function compileCheck(shape: Exclude<Shape, { kind: 'ref' }>, c: Compilation): Check {
  switch (shape.kind) {
    case 'any':
      return ANY;
    case 'string':
      return compileString(shape, c);
    case 'integer': {
      const min = shape.minimum ?? -Infinity;
      return simple((v) => typeof v === 'number' && Number.isInteger(v) && v >= min, describeShape(shape, c.definitions));
    }
    case 'number': {
      const min = shape.minimum ?? -Infinity;
      const max = shape.maximum ?? Infinity;
      return simple((v) => typeof v === 'number' && v >= min && v <= max, describeShape(shape, c.definitions));
    }
    case 'boolean':
      return simple((v) => typeof v === 'boolean', 'a boolean');
    case 'null':
      return simple((v) => v === null, 'null');
    case 'literal': {
      const value = shape.value;
      return simple((v) => v === value, JSON.stringify(value));
    }
    case 'enum': {
      const values = new Set(shape.values);
      return simple((v) => typeof v === 'string' && values.has(v), describeShape(shape, c.definitions));
    }
    case 'array':
      return compileArray(shape, c);
    case 'record':
      return compileRecord(shape, c);
    case 'object':
      return compileObject(shape, c);
    case 'union':
      return compileUnion(shape, c);
    case 'tagged':
      return compileTagged(shape, c);
  }
}

/** A check whose only issue is "expected this, found that" at the value itself. */
function simple(test: (v: unknown) => boolean, expected: string): Check {
  return { test, explain: (v, path, out) => void (test(v) || out.push({ kind: 'shape', path, expected, found: describeValue(v) })) };
}

function compileString(shape: Extract<Shape, { kind: 'string' }>, c: Compilation): Check {
  const format = shape.format === 'uri' || shape.format === 'byte' ? shape.format : undefined;
  if (!format) return simple((v) => typeof v === 'string', describeShape(shape, c.definitions));
  return simple((v) => typeof v === 'string' && formatOk(format, v), describeShape(shape, c.definitions));
}

function compileArray(shape: Extract<Shape, { kind: 'array' }>, c: Compilation): Check {
  const items = c.compile(shape.items);
  const expected = describeShape(shape, c.definitions);
  return {
    test(v) {
      if (!Array.isArray(v)) return false;
      for (let i = 0; i < v.length; i++) if (!items.test(v[i])) return false;
      return true;
    },
    explain(v, path, out) {
      if (!Array.isArray(v)) {
        out.push({ kind: 'shape', path, expected, found: describeValue(v) });
        return;
      }
      for (let i = 0; i < v.length; i++) if (!items.test(v[i])) items.explain(v[i], `${path}[${i}]`, out);
    },
  };
}

function compileRecord(shape: Extract<Shape, { kind: 'record' }>, c: Compilation): Check {
  const values = c.compile(shape.values);
  const everything = shape.values.kind === 'any';
  return {
    test(v) {
      if (!isObject(v)) return false;
      if (everything) return true;
      for (const key in v) if (!values.test(v[key])) return false;
      return true;
    },
    explain(v, path, out) {
      if (!isObject(v)) {
        out.push({ kind: 'shape', path, expected: 'an object', found: describeValue(v) });
        return;
      }
      for (const key in v) if (!values.test(v[key])) values.explain(v[key], childPath(path, key), out);
    },
  };
}

function compileUnion(shape: Extract<Shape, { kind: 'union' }>, c: Compilation): Check {
  const members = shape.members.map((member) => c.compile(member));
  const expected = describeShape(shape, c.definitions);
  return {
    test(v) {
      for (let i = 0; i < members.length; i++) if (members[i].test(v)) return true;
      return false;
    },
    explain(v, path, out) {
      // Report the member the value was meant to be: the one that recognizes most of it,
      // then the one with fewest issues. A value of the wrong JSON type altogether gets one
      // issue naming every alternative.
      let best: ShapeIssue[] | undefined;
      let bestScore = -1;
      for (let i = 0; i < members.length; i++) {
        const issues: ShapeIssue[] = [];
        members[i].explain(v, path, issues);
        if (issues.length === 0) return;
        if (issues.length === 1 && issues[0].path === path) continue;
        const score = recognition(shape.members[i], v, c.definitions);
        if (!best || score > bestScore || (score === bestScore && issues.length < best.length)) {
          best = issues;
          bestScore = score;
        }
      }
      if (best) out.push(...best);
      else out.push({ kind: 'shape', path, expected, found: describeValue(v) });
    },
  };
}

function compileObject(shape: ObjectShape, c: Compilation): Check {
  const keys = Object.keys(shape.properties);
  const checks = keys.map((key) => c.compile(shape.properties[key].shape));
  const optional = keys.map((key) => shape.properties[key].optional);
  const known = Object.create(null) as Record<string, true>;
  for (const key of keys) known[key] = true;
  const slips = shape.slips && keys.length > 0;
  const atLeastOne = shape.atLeastOne;
  const slipOf = c.judgeOf(shape);
  const n = keys.length;
  return {
    test(v) {
      if (!isObject(v)) return false;
      for (let i = 0; i < n; i++) {
        const value = v[keys[i]];
        if (value === undefined) {
          if (!optional[i]) return false;
        } else if (!checks[i].test(value)) return false;
      }
      if (atLeastOne && !atLeastOne.some((key) => v[key] !== undefined)) return false;
      if (slips) {
        for (const key in v) {
          if (known[key] === true) continue;
          const intended = slipOf(key);
          if (intended !== null && v[intended] === undefined) return false;
        }
      }
      return true;
    },
    explain(v, path, out) {
      if (!isObject(v)) {
        out.push({ kind: 'shape', path, expected: 'an object', found: describeValue(v) });
        return;
      }
      const slipped = new Map<string, string>();
      if (slips) {
        for (const key in v) {
          if (known[key] === true) continue;
          const intended = slipOf(key);
          if (intended !== null && v[intended] === undefined) slipped.set(intended, key);
        }
      }
      for (let i = 0; i < n; i++) {
        const key = keys[i];
        const value = v[key];
        const at = childPath(path, key);
        if (value === undefined) {
          const actual = slipped.get(key);
          if (actual !== undefined && !optional[i]) {
            // A required key spelt wrong: one shape issue that names the misspelling.
            out.push({ kind: 'shape', path: at, expected: describeShape(shape.properties[key].shape, c.definitions), misspelt: actual });
          } else if (actual !== undefined) {
            out.push({ kind: 'slip', path: childPath(path, actual), expected: `\`${key}\``, found: `\`${actual}\``, suggestion: key });
          } else if (!optional[i]) {
            out.push({ kind: 'shape', path: at, expected: describeShape(shape.properties[key].shape, c.definitions) });
          }
        } else if (!checks[i].test(value)) {
          checks[i].explain(value, at, out);
        }
      }
      if (atLeastOne && !atLeastOne.some((key) => v[key] !== undefined)) {
        out.push({ kind: 'shape', path, expected: `at least one of ${atLeastOne.map((k) => `\`${k}\``).join(', ')}`, found: 'an object with none of them' });
      }
    },
  };
}

function compileTagged(shape: TaggedShape, c: Compilation): Check {
  const tag = shape.tag;
  const members = new Map<string, Check>();
  for (const [value, member] of Object.entries(shape.members)) members.set(value, c.compile(member));
  const fallback = shape.fallback ? c.compile(shape.fallback.shape) : undefined;
  const fallbackOnOther = shape.fallback?.when === 'other';
  const tags = Object.keys(shape.members);
  const pick = (v: Record<string, unknown>): Check | undefined => {
    const value = v[tag];
    if (value === undefined) return fallback;
    const member = typeof value === 'string' ? members.get(value) : undefined;
    return member ?? (fallbackOnOther ? fallback : undefined);
  };
  return {
    test(v) {
      if (!isObject(v)) return false;
      const member = pick(v);
      return member !== undefined && member.test(v);
    },
    explain(v, path, out) {
      if (!isObject(v)) {
        out.push({ kind: 'shape', path, expected: 'an object', found: describeValue(v) });
        return;
      }
      const member = pick(v);
      const value = v[tag];
      const intended = typeof value === 'string' && !members.has(value) ? likelyIntended(value, tags) : undefined;
      // A tag that falls back on any other value (`resultType`) but is a slip of a member's tag
      // (`input_requird`) is the slip when that member recognizes the value as well as the fallback.
      const slipped =
        intended !== undefined &&
        member === fallback &&
        shape.fallback !== undefined &&
        recognition(shape.members[intended], v, c.definitions) >= recognition(shape.fallback.shape, v, c.definitions);
      if (member && !slipped) {
        member.explain(v, path, out);
        return;
      }
      const choices = tags.map((t) => JSON.stringify(t)).join(', ');
      const issue: ShapeIssue = { kind: 'shape', path: childPath(path, tag), expected: `one of ${choices}`, found: value === undefined ? undefined : describeValue(value) };
      if (intended) issue.suggestion = intended;
      out.push(issue);
    },
  };
}
