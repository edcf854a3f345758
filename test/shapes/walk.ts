import type { Definitions, Shape } from '../../src/core/protocol/shapes/shape.js';
import type { JsonSchema } from './spec.js';

/**
 * Walks an official JSON Schema and one of our shapes side by side and lists where they
 * disagree: JSON types, required properties, properties one side lacks. Paths read like
 * `CallToolRequestParams.arguments` or `Tool.inputSchema.type`.
 */
export interface Walker {
  differences: string[];
  compare(official: JsonSchema, ours: Shape, path: string): void;
}

type TypeName = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'any';

export function createWalker(officialDefs: Record<string, JsonSchema>, ourDefs: Definitions): Walker {
  const differences: string[] = [];
  const seen = new Set<string>();

  const resolveOfficial = (schema: JsonSchema): { schema: JsonSchema; name?: string } => {
    let name: string | undefined;
    while (typeof schema.$ref === 'string') {
      const last = schema.$ref.split('/').pop() ?? '';
      name = last;
      schema = officialDefs[last];
    }
    return { schema, name };
  };
  const resolveOurs = (shape: Shape): { shape: Shape; name?: string } => {
    let name: string | undefined;
    while (shape.kind === 'ref') {
      name = shape.name;
      shape = ourDefs[shape.name];
      if (!shape) throw new Error(`unknown shape ${name}`);
    }
    return { shape, name };
  };

  const officialTypes = (raw: JsonSchema): Set<TypeName> => {
    const { schema } = resolveOfficial(raw);
    const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
    if (members) return new Set(members.flatMap((m) => [...officialTypes(m)]));
    if (Array.isArray(schema.allOf)) return new Set(['object']);
    if (schema.type !== undefined) return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as TypeName[]);
    if ('const' in schema) return new Set([jsonType(schema.const)]);
    if (schema.properties || schema.additionalProperties) return new Set(['object']);
    return new Set(['any']);
  };
  const ourTypes = (raw: Shape): Set<TypeName> => {
    const { shape } = resolveOurs(raw);
    switch (shape.kind) {
      case 'literal':
        return new Set([jsonType(shape.value)]);
      case 'enum':
        return new Set(['string']);
      case 'record':
      case 'object':
      case 'tagged':
        return new Set(['object']);
      case 'union':
        return new Set(shape.members.flatMap((m) => [...ourTypes(m)]));
      default:
        return new Set([shape.kind as TypeName]);
    }
  };

  /** Properties and required names of an official object schema, allOf members merged. */
  const officialObject = (raw: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string>; additional?: JsonSchema } => {
    const { schema } = resolveOfficial(raw);
    const properties: Record<string, JsonSchema> = {};
    const required = new Set<string>();
    let additional: JsonSchema | undefined;
    const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
    for (const part of parts) {
      const resolved = resolveOfficial(part).schema;
      Object.assign(properties, resolved.properties ?? {});
      for (const key of (resolved.required as string[] | undefined) ?? []) required.add(key);
      if (typeof resolved.additionalProperties === 'object') additional = resolved.additionalProperties as JsonSchema;
    }
    return { properties, required, additional };
  };

  const compare = (officialRaw: JsonSchema, oursRaw: Shape, path: string): void => {
    const { schema: official, name: officialName } = resolveOfficial(officialRaw);
    const { shape: ours, name: ourName } = resolveOurs(oursRaw);
    const key = `${officialName ?? JSON.stringify(official).slice(0, 200)}|${ourName ?? ''}|${officialName || ourName ? '' : path}`;
    if ((officialName || ourName) && seen.has(key)) return;
    seen.add(key);

    const a = officialTypes(official);
    const b = ourTypes(ours);
    if (!a.has('any') && !b.has('any')) {
      const onlyOfficial = [...a].filter((t) => !b.has(t));
      const onlyOurs = [...b].filter((t) => !a.has(t));
      if (onlyOfficial.length || onlyOurs.length) {
        differences.push(`${path}: type ${[...a].sort().join('|')} (official) vs ${[...b].sort().join('|')} (model)`);
      }
    } else if (a.has('any') !== b.has('any')) {
      differences.push(`${path}: type ${[...a].sort().join('|')} (official) vs ${[...b].sort().join('|')} (model)`);
      return;
    }

    // Unions: pair the members.
    const officialMembers = (official.anyOf ?? official.oneOf) as JsonSchema[] | undefined;
    if (officialMembers) {
      const ourMembers = flattenOurs(ours);
      for (const member of officialMembers) {
        // Scalar members (`string|integer|boolean`) are judged by the type sets compared above.
        if (![...officialTypes(member)].some((t) => t === 'object' || t === 'array')) continue;
        const match = pairMember(member, ourMembers);
        if (match) compare(member, match, path);
        else differences.push(`${path}: official member ${describeOfficial(member)} has no counterpart in the model`);
      }
      return;
    }
    if (ours.kind === 'union' || ours.kind === 'tagged') {
      // Official side is a single schema, ours a union (`integer|null`, or a union of objects the
      // schema leaves open): the type sets were compared above; objects are compared member by member.
      if (a.size === 1 && a.has('object')) for (const member of flattenOurs(ours)) compare(official, member, path);
      return;
    }

    if (a.has('array') && ours.kind === 'array' && official.items) {
      compare(official.items as JsonSchema, ours.items, `${path}[]`);
      return;
    }
    if (!a.has('object') || a.size !== 1) return;
    const { properties, required, additional } = officialObject(official);
    if (ours.kind === 'record') {
      if (Object.keys(properties).length > 0) differences.push(`${path}: official declares properties ${Object.keys(properties).join(', ')}; the model takes any keys`);
      if (additional) compare(additional, ours.values, `${path}{}`);
      return;
    }
    if (ours.kind !== 'object') return;
    if (additional && Object.keys(ours.properties).length === 0 && Object.keys(properties).length === 0) {
      differences.push(`${path}: official is a map of values; the model is an empty object`);
    }
    for (const [name, schema] of Object.entries(properties)) {
      const at = `${path}.${name}`;
      const mine = ours.properties[name];
      if (!mine) {
        differences.push(`${at}: in the official schema, not in the model`);
        continue;
      }
      if (required.has(name) === mine.optional) {
        differences.push(`${at}: ${required.has(name) ? 'required' : 'optional'} (official) vs ${mine.optional ? 'optional' : 'required'} (model)`);
      }
      compare(schema, mine.shape, at);
    }
    for (const name of Object.keys(ours.properties)) {
      if (!(name in properties)) differences.push(`${path}.${name}: in the model, not in the official schema`);
    }
  };

  const flattenOurs = (shape: Shape): Shape[] => {
    const { shape: resolved } = resolveOurs(shape);
    if (resolved.kind === 'union') return resolved.members.flatMap(flattenOurs);
    if (resolved.kind === 'tagged') {
      const members = Object.values(resolved.members).flatMap(flattenOurs);
      if (resolved.fallback) members.push(...flattenOurs(resolved.fallback.shape));
      return [...new Set(members)];
    }
    return [shape];
  };

  const pairMember = (member: JsonSchema, candidates: Shape[]): Shape | undefined => {
    const { schema, name } = resolveOfficial(member);
    if (name) {
      const byName = candidates.find((c) => c.kind === 'ref' && c.name === name);
      if (byName) return byName;
    }
    // By a const-valued property (the tag), else by JSON type.
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [prop, propSchema] of Object.entries(props)) {
      if (!('const' in propSchema)) continue;
      const hit = candidates.find((c) => {
        const resolved = resolveOurs(c).shape;
        const p = resolved.kind === 'object' ? resolved.properties[prop] : undefined;
        return p !== undefined && p.shape.kind === 'literal' && p.shape.value === propSchema.const;
      });
      if (hit) return hit;
    }
    const types = officialTypes(schema);
    return candidates.find((c) => {
      const t = ourTypes(c);
      return [...types].every((x) => t.has(x) || (x === 'integer' && t.has('number')));
    });
  };

  return { differences, compare };
}

function jsonType(value: unknown): TypeName {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as TypeName;
}

function describeOfficial(schema: JsonSchema): string {
  return typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() as string : JSON.stringify(schema).slice(0, 80);
}
