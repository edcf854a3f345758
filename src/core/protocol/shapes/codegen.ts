import { formatOk } from './formats.js';
import type { Definitions, ObjectShape, Shape } from './shape.js';
import type { SlipJudge } from './slips.js';

/**
 * The hot path: generates the `test` functions of a revision's definitions as JavaScript source,
 * compiled once with `new Function` (as ajv does). Each object shape becomes its own function
 * with its property names written out, so V8's property caches stay monomorphic per site; a
 * closure shared by every object shape (`v[keys[i]]`) would be megamorphic and several times
 * slower. The cold path (`explain`) stays in closures (lang.ts): it runs only on rejected values.
 * `generateTests` is the one entry point.
 */
export interface GeneratedTests {
  get(name: string): (value: unknown) => boolean;
}

/** What the generated source calls back into, as `H`. */
interface CodegenHelpers {
  /** `true` when the value passes the named string format. */
  format(format: string, value: string): boolean;
  /** For object shape `index`: `true` when `key` is a likely slip of a known key absent from `value`. */
  slip(index: number, key: string, value: Record<string, unknown>): boolean;
}

/**
 * The generated tests of `definitions`. `judgeOf` gives the slip judge of an object shape, the
 * same one the cold path asks, so both paths agree on which unknown keys are slips.
 */
export function generateTests(definitions: Definitions, judgeOf: (shape: ObjectShape) => SlipJudge): GeneratedTests {
  const judges: SlipJudge[] = [];
  const judgeIndex = new Map<ObjectShape, number>();
  const objectIndex = (shape: ObjectShape): number => {
    let index = judgeIndex.get(shape);
    if (index === undefined) {
      index = judges.length;
      judges.push(judgeOf(shape));
      judgeIndex.set(shape, index);
    }
    return index;
  };
  const helpers: CodegenHelpers = {
    format: formatOk,
    slip(index, key, value) {
      const intended = judges[index](key);
      return intended !== null && value[intended] === undefined;
    },
  };
  const functions: string[] = [];
  const names = new Map<string, string>();
  let counter = 0;
  const q = (value: unknown): string => JSON.stringify(value);
  const notObject = (v: string): string => `(typeof ${v} !== "object" || ${v} === null || Array.isArray(${v}))`;

  const fnOfDefinition = (name: string): string => {
    let fn = names.get(name);
    if (!fn) {
      fn = `d${counter++}`;
      names.set(name, fn);
      const shape = definitions[name];
      if (!shape) throw new Error(`shape ${name} is not defined`);
      functions.push(`function ${fn}(v) { return ${expression(shape, 'v')}; } // ${name}`);
    }
    return fn;
  };

  /** A JS expression that is true when the value in variable `x` passes `shape`. */
  const expression = (shape: Shape, x: string): string => {
    switch (shape.kind) {
      case 'any':
        return 'true';
      case 'string':
        return shape.format === 'uri' || shape.format === 'byte'
          ? `(typeof ${x} === "string" && H.format(${q(shape.format)}, ${x}))`
          : `typeof ${x} === "string"`;
      case 'integer':
        return `(typeof ${x} === "number" && Number.isInteger(${x})${shape.minimum !== undefined ? ` && ${x} >= ${shape.minimum}` : ''})`;
      case 'number': {
        const bounds = `${shape.minimum !== undefined ? ` && ${x} >= ${shape.minimum}` : ''}${shape.maximum !== undefined ? ` && ${x} <= ${shape.maximum}` : ''}`;
        return `(typeof ${x} === "number"${bounds})`;
      }
      case 'boolean':
        return `typeof ${x} === "boolean"`;
      case 'null':
        return `${x} === null`;
      case 'literal':
        return `${x} === ${q(shape.value)}`;
      case 'enum':
        return `(${shape.values.map((value) => `${x} === ${q(value)}`).join(' || ')})`;
      case 'union':
        return `(${shape.members.map((member) => expression(member, x)).join(' || ')})`;
      case 'ref':
        return `${fnOfDefinition(shape.name)}(${x})`;
      default:
        return `${nodeFunction(shape)}(${x})`;
    }
  };

  /** A named function for a structured node (object, array, record, tagged union). */
  const nodeFunction = (shape: Shape): string => {
    const fn = `n${counter++}`;
    const body: string[] = [];
    switch (shape.kind) {
      case 'array':
        body.push('if (!Array.isArray(v)) return false;');
        body.push(`for (let i = 0; i < v.length; i++) { const x = v[i]; if (!(${expression(shape.items, 'x')})) return false; }`);
        break;
      case 'record':
        body.push(`if ${notObject('v')} return false;`);
        if (shape.values.kind !== 'any') body.push(`for (const k in v) { const x = v[k]; if (!(${expression(shape.values, 'x')})) return false; }`);
        break;
      case 'object': {
        body.push(`if ${notObject('v')} return false;`);
        body.push('let x;');
        const keys = Object.keys(shape.properties);
        for (const key of keys) {
          const property = shape.properties[key];
          const check = expression(property.shape, 'x');
          body.push(
            property.optional
              ? `x = v[${q(key)}]; if (x !== undefined && !(${check})) return false;`
              : `x = v[${q(key)}]; if (x === undefined || !(${check})) return false;`,
          );
        }
        if (shape.atLeastOne) body.push(`if (${shape.atLeastOne.map((key) => `v[${q(key)}] === undefined`).join(' && ')}) return false;`);
        if (shape.slips && keys.length > 0) {
          const index = objectIndex(shape);
          body.push(`for (const k in v) { switch (k) { ${keys.map((key) => `case ${q(key)}:`).join(' ')} continue; } if (H.slip(${index}, k, v)) return false; }`);
        }
        break;
      }
      case 'tagged': {
        body.push(`if ${notObject('v')} return false;`);
        body.push(`const t = v[${q(shape.tag)}];`);
        body.push(`switch (t) { ${Object.entries(shape.members).map(([value, member]) => `case ${q(value)}: return ${expression(member, 'v')};`).join(' ')} }`);
        if (shape.fallback) {
          const fallback = expression(shape.fallback.shape, 'v');
          body.push(shape.fallback.when === 'absent' ? `if (t === undefined) return ${fallback};` : `return ${fallback};`);
        }
        body.push('return false;');
        break;
      }
      default:
        throw new Error(`codegen: unexpected ${shape.kind}`);
    }
    body.push('return true;');
    functions.push(`function ${fn}(v) { ${body.join(' ')} }`);
    return fn;
  };

  // Every definition of the revision is generated and compiled together, once, on first use: the
  // roots then share one instance of each function (`ContentBlock`'s test under tools/call and
  // under prompts/get is one function), so V8 collects its type feedback and optimizes it once.
  // A scope per root made a copy of every function before it, each warmed up and compiled on its own.
  let tests: Map<string, (value: unknown) => boolean> | undefined;
  const compileAll = (): Map<string, (value: unknown) => boolean> => {
    const roots = Object.keys(definitions).map((name) => [name, fnOfDefinition(name)] as const);
    const table = roots.map(([name, fn]) => `[${q(name)}, ${fn}]`).join(', ');
    const source = `"use strict"; ${functions.join('\n')}\nreturn new Map([${table}]);`;
    // The fast path is generated source (one function per definition), compiled once per revision from our own tables.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    return (new Function('H', source) as (h: typeof helpers) => Map<string, (value: unknown) => boolean>)(helpers);
  };
  return {
    get(name) {
      tests ??= compileAll();
      const test = tests.get(name);
      if (!test) throw new Error(`shape ${name} is not defined`);
      return test;
    },
  };
}
