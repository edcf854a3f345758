/**
 * Tool schemas that cost a validator dearly, each with the argument that triggers the cost (issue
 * 24, "Bounded on every input"). Shared by the robustness tests, which assert each outcome, and the
 * fuzzer, which inserts them into every kind of capture.
 */

export const EMAIL = '^([a-zA-Z0-9_\\-\\.]+)@([a-zA-Z0-9_\\-\\.]+)\\.([a-zA-Z]{2,5})$';
/** Backtracks for ages in a backtracking engine: the local part and domain overlap, and no TLD matches. */
export const EMAIL_NEAR_MISS = `${'a'.repeat(30_000)}@${'a'.repeat(30_000)}`;
export const LETTERS = '^(\\p{L}+\\p{Ll}*)+$';
export const LETTERS_NEAR_MISS = `${'a'.repeat(30_000)}1`;

/** anyOf whose two branches both recurse: a backtracking validator tries 2^depth paths. */
export const RECURSING = {
  $defs: { node: { anyOf: [{ type: 'object', properties: { next: { $ref: '#/$defs/node' } }, required: ['a'] }, { type: 'object', properties: { next: { $ref: '#/$defs/node' } }, required: ['b'] }] } },
  $ref: '#/$defs/node',
};

/** `{next: {next: ... {c: 1}}}`, `depth` levels. */
export function nested(depth: number): unknown {
  let value: Record<string, unknown> = { c: 1 };
  for (let i = 0; i < depth; i++) value = { next: value, c: 1 };
  return value;
}

function notChain(depth: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'object' };
  for (let i = 0; i < depth; i++) schema = { not: schema };
  return schema;
}

/** Each costly schema with the arguments that make it cost (invalid ones, where a valid one would pass unremarked). */
export const SCHEMA_COSTS = {
  'email-pattern': { schema: { type: 'object', properties: { to: { type: 'string', pattern: EMAIL } } }, args: { to: EMAIL_NEAR_MISS } },
  'letters-pattern-properties': { schema: { type: 'object', patternProperties: { [LETTERS]: { type: 'number' } }, additionalProperties: false }, args: { [LETTERS_NEAR_MISS]: 1 } },
  'letters-property-names': { schema: { type: 'object', propertyNames: { pattern: LETTERS } }, args: { [LETTERS_NEAR_MISS]: 1 } },
  'recursing-any-of': { schema: RECURSING, args: nested(24) },
  'ref-cycle': { schema: { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' }, args: { x: 1 } },
  'unique-items': { schema: { type: 'object', properties: { rows: { type: 'array', uniqueItems: true } } }, args: { rows: [...Array.from({ length: 10_000 }, (_, i) => ({ id: i, tags: ['x', i % 7] })), { tags: ['x', 3], id: 10 }] } },
  'huge-enum': { schema: { type: 'object', properties: { x: { enum: Array.from({ length: 5_000 }, (_, i) => `v${i}`) } } }, args: { x: 'v3' } },
  'remote-ref': { schema: { type: 'object', properties: { x: { $ref: 'https://schemas.example.invalid/x.json' } } }, args: { x: 1 } },
  'deep-schema': { schema: notChain(200), args: nested(900) },
} as const satisfies Record<string, { schema: unknown; args: unknown }>;

export type SchemaCost = keyof typeof SCHEMA_COSTS;
export const SCHEMA_COST_NAMES = Object.keys(SCHEMA_COSTS) as SchemaCost[];
