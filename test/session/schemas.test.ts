import { describe, expect, it } from 'vitest';
import { compileToolSchema, isCatastrophicPattern, violations } from '../../src/core/session/schemas.js';

describe('tool schema compilation', () => {
  it('flags backtracking regexes and leaves ordinary ones alone', () => {
    for (const bad of ['^(a+)+$', '(\\w+\\s?)*$', '^(a|aa)+$', '([a-z]*)*']) expect(isCatastrophicPattern(bad), bad).toBe(true);
    for (const good of ['^[a-z]+(-[a-z]+)*$', '^\\d{4}-\\d{2}-\\d{2}$', '^(https?)://', '[A-Za-z0-9_.-]+']) expect(isCatastrophicPattern(good), good).toBe(false);
  });

  it('uses 2020-12 by default from 2025-11-25 and draft-07 before; an explicit $schema wins', () => {
    const schema = { type: 'object', prefixItems: [{ type: 'string' }] };
    expect(compileToolSchema(schema, '2025-11-25')).toMatchObject({ ok: true, dialect: '2020-12' });
    expect(compileToolSchema(schema, '2025-06-18')).toMatchObject({ ok: true, dialect: 'draft-07' });
    const explicit = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' };
    expect(compileToolSchema(explicit, '2025-11-25')).toMatchObject({ ok: true, dialect: 'draft-07' });
    expect(compileToolSchema({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, '2025-11-25')).toMatchObject({ ok: false, problem: 'unsupported-dialect' });
  });

  it('reports invalid schemas, huge schemas and caches compiled validators', () => {
    expect(compileToolSchema({ type: 'object', properties: { a: { type: 'strin' } } }, '2025-06-18')).toMatchObject({ ok: false, problem: 'invalid' });
    const huge = { type: 'object', properties: Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`p${i}`, { type: 'string' }])) };
    expect(compileToolSchema(huge, '2025-06-18')).toMatchObject({ ok: false, problem: 'too-complex' });
    const a = compileToolSchema({ type: 'object', required: ['x'] }, '2025-06-18');
    const b = compileToolSchema({ type: 'object', required: ['x'] }, '2025-06-18');
    expect(a).toBe(b);
  });

  it('gives the JSON pointer and the keyword of each violation, formats included', () => {
    const compiled = compileToolSchema({ type: 'object', properties: { when: { type: 'string', format: 'date' }, n: { type: 'integer' } }, required: ['n'] }, '2025-11-25');
    if (!compiled.ok) throw new Error(compiled.detail);
    expect(violations(compiled.validate, { when: 'yesterday', n: 1.5 })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/when', keyword: 'format' }),
        expect.objectContaining({ pointer: '/n', keyword: 'type' }),
      ]),
    );
  });
});

describe('tool schemas of a list listed again', () => {
  it('are reported on every list that carries them, under the revision of each capture', async () => {
    const { checkCapture } = await import('../../src/core/engine.js');
    const lines = (...messages: unknown[]) => messages.map((m) => JSON.stringify(m)).join('\n');
    const handshake = (version: string) => [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
      { jsonrpc: '2.0', id: 1, result: { protocolVersion: version, capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ];
    // `type: "strin"` is no type in any dialect (draft-07 before 2025-11-25, 2020-12 from it on).
    const tools = [{ name: 'bad', inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } }];
    const list = (id: number) => [{ jsonrpc: '2.0', id, method: 'tools/list' }, { jsonrpc: '2.0', id, result: { tools } }];
    for (const version of ['2025-06-18', '2025-11-25']) {
      const result = await checkCapture({ path: 'c.jsonl', text: lines(...handshake(version), ...list(2), ...list(3), ...list(4)) }, { revision: version as '2025-06-18' });
      const invalid = result.findings.filter((f) => f.rule === 'tool-schema-invalid');
      expect(invalid.map((f) => f.line), version).toEqual([5, 7, 9]);
    }
  });
});
