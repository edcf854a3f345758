import { describe, expect, it, vi } from 'vitest';
import { compileToolSchema, MAX_SCHEMA_CHARS, violations, type CompiledSchema } from '../../src/core/session/schemas.js';

/**
 * The compiled tool schemas are shared by every capture of a run (and every test of a worker): a
 * schema's answer must be its own, whatever was compiled before it. Each case compiles one schema
 * after another that shares its cache key (the same schema up to annotations, or one whose
 * nested `$id` the validator engine would remember), and asks what the second gives alone, on a
 * fresh copy of the module.
 */
async function alone(schema: unknown): Promise<CompiledSchema> {
  vi.resetModules();
  const fresh = await import('../../src/core/session/schemas.js');
  return fresh.compileToolSchema(schema, '2025-06-18');
}

const verdict = (compiled: CompiledSchema, value: unknown) => (compiled.ok ? violations(compiled.validate, value).map((v) => v.keyword) : compiled.problem);

describe('a tool schema compiled after another gives what it gives alone', () => {
  it('a schema too large by its description does not make its short twin too large', async () => {
    const shape = { type: 'object', properties: { n: { type: 'integer' } } };
    const long = compileToolSchema({ ...shape, description: 'x'.repeat(MAX_SCHEMA_CHARS + 1) }, '2025-06-18');
    expect(long).toMatchObject({ ok: false, problem: 'too-complex' });
    const short = { ...shape, description: 'a count' };
    expect(verdict(compileToolSchema(short, '2025-06-18'), { n: 1.5 })).toEqual(verdict(await alone(short), { n: 1.5 }));
    expect(verdict(compileToolSchema(short, '2025-06-18'), { n: 1.5 })).toEqual(['type']);
  });

  it('examples deep enough to pass the depth limit stay that schema\'s problem', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = { a: deep };
    expect(compileToolSchema({ type: 'object', examples: [deep] }, '2025-06-18')).toMatchObject({ ok: false, problem: 'too-complex' });
    expect(compileToolSchema({ type: 'object', examples: [{ a: 1 }] }, '2025-06-18')).toMatchObject({ ok: true });
  });

  it('a $ref into an annotation reads that schema\'s own annotation', async () => {
    const asString = { $ref: '#/default', default: { type: 'string' } };
    const asNumber = { $ref: '#/default', default: { type: 'number' } };
    expect(verdict(compileToolSchema(asString, '2025-06-18'), 7)).toEqual(['type']);
    expect(verdict(compileToolSchema(asNumber, '2025-06-18'), 7)).toEqual(verdict(await alone(asNumber), 7));
    expect(verdict(compileToolSchema(asNumber, '2025-06-18'), 7)).toEqual([]);
  });

  it('a nested $id of one schema is not found by the $ref of the next', async () => {
    const declares = { type: 'object', properties: { a: { $id: 'http://example.com/inner', type: 'string' } } };
    // The engine would map that id to the place it had in the first schema (#/properties/a), and
    // resolve the next schema's $ref to its own property there.
    const refers = { type: 'object', properties: { a: { type: 'number' }, b: { $ref: 'http://example.com/inner' } } };
    expect(compileToolSchema(declares, '2025-06-18')).toMatchObject({ ok: true });
    const after = compileToolSchema(refers, '2025-06-18');
    expect(after).toEqual(await alone(refers));
    expect(after).toMatchObject({ ok: false, problem: 'too-complex' });
  });
});
