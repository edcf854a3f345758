import fc from 'fast-check';
import { SCHEMA_COST_NAMES, SCHEMA_COSTS, type SchemaCost } from '../helpers/hostile-schemas.js';

/**
 * Mutations of a capture's text that hostile or broken input produces: flipped characters,
 * truncation, duplicated or deleted lines, junk lines, deep nesting, huge numbers, NUL bytes,
 * line-ending changes, a BOM, a very long line, a tool whose schema costs a validator dearly (a
 * backtracking pattern, recursion, a huge enum, a remote $ref) called with the argument that
 * triggers the cost. Each is a plain value (shown when a property
 * fails, so the shrunk counterexample says what was done) applied by `applyMutation`.
 */
export type Mutation =
  | { kind: 'flip'; at: number; char: string }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate-line'; line: number; times: number }
  | { kind: 'delete-line'; line: number }
  | { kind: 'swap-lines'; a: number; b: number }
  | { kind: 'junk-line'; line: number; junk: string }
  | { kind: 'deep-nesting'; line: number; depth: number; shape: 'array' | 'object' | 'params' }
  | { kind: 'huge-number'; nth: number; number: string }
  | { kind: 'nul'; at: number }
  | { kind: 'line-endings'; ending: '\r\n' | '\r' | '\n\n' | 'mixed' }
  | { kind: 'bom' }
  | { kind: 'long-line'; line: number; length: number }
  | { kind: 'schema-cost'; line: number; cost: SchemaCost };

/** Characters that matter to readers: JSON structure, line structure, encodings, markers. */
const INTERESTING_CHARS = ['{', '}', '[', ']', '"', '\\', ':', ',', '\n', '\r', '\t', ' ', '\u0000', '\uFFFD', '\uFEFF', '\uD800', '\uDC00', 'é', '😀', '>', '<', '-', '0', 'e'];

/** Lines that look like the start of something in one of the formats. */
const JUNK_LINES = [
  'Content-Length: 99999999',
  'Content-Length: -1',
  'Content-Length: 0',
  'data: {',
  'data: ',
  'event: message',
  'event: endpoint',
  'id: 1',
  ': keep-alive',
  '-- client --',
  '-- server --',
  'HTTP/1.1 200 OK',
  '< HTTP/1.1 500 Internal Server Error',
  '> POST /mcp HTTP/1.1',
  '< Content-Type: text/event-stream',
  '> ',
  '< ',
  '{"jsonrpc":"2.0"}',
  '[]',
  '[{}]',
  'null',
  '"just a string"',
  '{"jsonrpc":"2.0","id":1,"result":{}}',
  '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2099-01-01","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}',
  '{"jsonrpc":"2.0","id":{"nested":true},"method":"tools/call","params":{"name":"t","arguments":{"__proto__":{"polluted":1}}}}',
  '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}',
  '2025-01-01T00:00:00.000Z [srv] [info] Message from client: {"jsonrpc":"2.0","id":1,"method":"ping"}',
  '2025-01-01T00:00:00.000Z [srv] [info] Message from server: {"jsonrpc":"2.0","id":1,"result":{}} { metadata: undefined }',
  '{"log":{"version":"1.2","entries":[{}]}}',
  '{"version":"1.0","interactions":[{"request":null}]}',
  '</details><script>alert(1)</script> @everyone ::error::x %0A',
];

const HUGE_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e309', '-0', '0.0000000000000000000001', '9007199254740993', '1E+2', '-'];

/**
 * Deepest nesting a mutation inserts: 100,000 levels, as the issue asks (the readers reject
 * nesting past their limits with a finding, in time linear in the depth). Lower it
 * (FUZZ_MAX_DEPTH=3000) to spend the runs on other shapes.
 */
export const MAX_DEPTH = Number(process.env.FUZZ_MAX_DEPTH ?? 100_000);

export function mutationArbitrary(): fc.Arbitrary<Mutation> {
  const position = fc.nat({ max: 1_000_000 });
  const line = fc.nat({ max: 10_000 });
  return fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: position, char: fc.oneof(fc.constantFrom(...INTERESTING_CHARS), fc.string({ minLength: 1, maxLength: 1, unit: 'binary' })) }),
    fc.record({ kind: fc.constant('truncate' as const), at: position }),
    fc.record({ kind: fc.constant('duplicate-line' as const), line, times: fc.integer({ min: 1, max: 50 }) }),
    fc.record({ kind: fc.constant('delete-line' as const), line }),
    fc.record({ kind: fc.constant('swap-lines' as const), a: line, b: line }),
    fc.record({ kind: fc.constant('junk-line' as const), line, junk: fc.oneof(fc.constantFrom(...JUNK_LINES), fc.string({ maxLength: 80, unit: 'binary' }), fc.json({ maxDepth: 4 })) }),
    fc.record({ kind: fc.constant('deep-nesting' as const), line, depth: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: Math.min(1000, MAX_DEPTH), max: MAX_DEPTH })), shape: fc.constantFrom('array' as const, 'object' as const, 'params' as const) }),
    fc.record({ kind: fc.constant('huge-number' as const), nth: fc.nat({ max: 50 }), number: fc.constantFrom(...HUGE_NUMBERS) }),
    fc.record({ kind: fc.constant('nul' as const), at: position }),
    fc.record({ kind: fc.constant('line-endings' as const), ending: fc.constantFrom('\r\n' as const, '\r' as const, '\n\n' as const, 'mixed' as const) }),
    fc.constant({ kind: 'bom' as const }),
    fc.record({ kind: fc.constant('long-line' as const), line, length: fc.integer({ min: 1000, max: 300_000 }) }),
    fc.record({ kind: fc.constant('schema-cost' as const), line, cost: fc.constantFrom(...SCHEMA_COST_NAMES) }),
  );
}

/** A tools/list exchange listing `fuzz-cost` with the costly schema, then a call with the costly argument. */
export function schemaCostLines(cost: SchemaCost): string[] {
  const { schema, args } = SCHEMA_COSTS[cost];
  return [
    { jsonrpc: '2.0', id: 'fuzz-list', method: 'tools/list' },
    { jsonrpc: '2.0', id: 'fuzz-list', result: { tools: [{ name: 'fuzz-cost', inputSchema: schema }] } },
    { jsonrpc: '2.0', id: 'fuzz-call', method: 'tools/call', params: { name: 'fuzz-cost', arguments: args } },
  ].map((message) => JSON.stringify(message));
}

function nested(depth: number, shape: 'array' | 'object' | 'params'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","arguments":${'{"a":['.repeat(depth)}0${']}'.repeat(depth)}}}`;
}

export function applyMutation(text: string, mutation: Mutation): string {
  const lines = () => text.split('\n');
  const at = (n: number) => (text.length === 0 ? 0 : n % (text.length + 1));
  switch (mutation.kind) {
    case 'flip': {
      const i = at(mutation.at);
      return text.slice(0, i) + mutation.char + text.slice(i + 1);
    }
    case 'truncate':
      return text.slice(0, at(mutation.at));
    case 'duplicate-line': {
      const all = lines();
      const i = mutation.line % all.length;
      all.splice(i, 0, ...Array.from({ length: mutation.times }, () => all[i]));
      return all.join('\n');
    }
    case 'delete-line': {
      const all = lines();
      all.splice(mutation.line % all.length, 1);
      return all.join('\n');
    }
    case 'swap-lines': {
      const all = lines();
      const a = mutation.a % all.length;
      const b = mutation.b % all.length;
      [all[a], all[b]] = [all[b], all[a]];
      return all.join('\n');
    }
    case 'junk-line': {
      const all = lines();
      all.splice(mutation.line % (all.length + 1), 0, mutation.junk);
      return all.join('\n');
    }
    case 'deep-nesting': {
      const all = lines();
      all.splice(mutation.line % (all.length + 1), 0, nested(mutation.depth, mutation.shape));
      return all.join('\n');
    }
    case 'huge-number': {
      let seen = 0;
      return text.replace(/(?<=[:[,]\s*)-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (number) => (seen++ === mutation.nth ? mutation.number : number));
    }
    case 'nul': {
      const i = at(mutation.at);
      return `${text.slice(0, i)}\u0000${text.slice(i)}`;
    }
    case 'line-endings':
      if (mutation.ending === 'mixed') return text.split('\n').map((line, i) => line + (i % 2 === 0 ? '\r\n' : '\n')).join('');
      return text.replace(/\n/g, mutation.ending);
    case 'bom':
      return `\uFEFF${text}`;
    case 'schema-cost': {
      const all = lines();
      all.splice(mutation.line % (all.length + 1), 0, ...schemaCostLines(mutation.cost));
      return all.join('\n');
    }
    case 'long-line': {
      const all = lines();
      const i = mutation.line % all.length;
      all[i] = `${all[i]}${'x'.repeat(mutation.length)}`;
      return all.join('\n');
    }
  }
}
