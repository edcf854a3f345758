import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCapture, type FileCheckResult } from '../../src/core/engine.js';
import { MAX_ENUM_VALUES, MAX_VALIDATION_STEPS } from '../../src/core/session/schemas.js';
import { cliBuilt, runCli } from '../cli/run-cli.js';
import { EMAIL, EMAIL_NEAR_MISS, LETTERS, LETTERS_NEAR_MISS, nested, RECURSING } from '../helpers/hostile-schemas.js';

/**
 * Tool schemas are the capture's code as far as ajv is concerned (issue 24, "Bounded on every
 * input"): each hostile schema or value below must be checked to the end, the schema reported as
 * too complex to check (tool-schema-too-complex, with the reason) where it cannot be checked
 * safely, and the rest of the capture still checked.
 */
const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
const INIT_RESULT = { jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

/** A session listing one tool `t` with `inputSchema`, then calling it with each of `calls` (lines 6, 7...). */
function session(inputSchema: unknown, ...calls: unknown[]): string {
  const messages: unknown[] = [INIT, INIT_RESULT, INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, result: { tools: [{ name: 't', inputSchema }] } }];
  calls.forEach((args, i) => messages.push({ jsonrpc: '2.0', id: 10 + i, method: 'tools/call', params: { name: 't', arguments: args } }));
  return messages.map((m) => JSON.stringify(m)).join('\n') + '\n';
}

async function check(text: string): Promise<FileCheckResult> {
  const result = await checkCapture({ path: 'c.jsonl', text }, { revision: '2025-06-18' });
  expect(result.error).toBeUndefined();
  return result;
}
const at = (result: FileCheckResult, rule: string) => result.findings.filter((f) => f.rule === rule).map((f) => f.line);
const messageOf = (result: FileCheckResult, rule: string) => result.findings.find((f) => f.rule === rule)?.message ?? '';

describe('catastrophic regexes run on a linear-time engine', () => {
  it('the e-mail pattern in `pattern`: a long near-miss is reported as not matching, the good call passes', { timeout: 20_000 }, async () => {
    const schema = { type: 'object', properties: { to: { type: 'string', pattern: EMAIL } } };
    const result = await check(session(schema, { to: EMAIL_NEAR_MISS }, { to: 'a.b@example.org' }));
    expect(at(result, 'tool-arguments-invalid')).toEqual([6]);
    expect(messageOf(result, 'tool-arguments-invalid')).toContain('must match pattern');
    expect(at(result, 'tool-schema-too-complex')).toEqual([]);
  });

  it('`^(\\p{L}+\\p{Ll}*)+$` in `patternProperties` and `propertyNames`: near-miss names are reported', { timeout: 20_000 }, async () => {
    const byPattern = { type: 'object', patternProperties: { [LETTERS]: { type: 'number' } }, additionalProperties: false };
    const byNames = { type: 'object', propertyNames: { pattern: LETTERS } };
    for (const schema of [byPattern, byNames]) {
      const result = await check(session(schema, { [LETTERS_NEAR_MISS]: 1 }, { Wort: 1 }));
      expect(at(result, 'tool-arguments-invalid'), JSON.stringify(schema).slice(0, 40)).toEqual([6]);
    }
  });

  it('a pattern RE2 cannot run (lookahead, backreference) makes the schema too complex to check, not a backtracking run', async () => {
    for (const pattern of ['^(?=a)(a+)b$', '^(a+)\\1$']) {
      const result = await check(session({ type: 'object', properties: { x: { type: 'string', pattern } } }, { x: `${'a'.repeat(30_000)}c` }));
      expect(at(result, 'tool-schema-too-complex'), pattern).toEqual([5]);
      expect(messageOf(result, 'tool-schema-too-complex')).toContain(JSON.stringify(pattern));
      expect(at(result, 'tool-arguments-invalid')).toEqual([]);
    }
  });

  it('ECMAScript meanings are kept where RE2 differs: \\s matches U+00A0, . does not match \\r, [^] matches anything', async () => {
    const schema = { type: 'object', properties: { s: { type: 'string', pattern: '^a\\sb$' }, d: { type: 'string', pattern: '^a.b$' }, any: { type: 'string', pattern: '^[^]$' } } };
    const result = await check(session(schema, { s: 'a\u00a0b', d: 'a-b', any: '\n' }, { d: 'a\rb' }));
    expect(at(result, 'tool-arguments-invalid')).toEqual([7]);
    expect(messageOf(result, 'tool-arguments-invalid')).toContain('/d');
  });
});

describe('validation work is bounded', () => {
  it(`anyOf recursing on both branches, 24 levels deep: stopped after ${MAX_VALIDATION_STEPS} steps and reported at the call; a shallow call is still judged`, { timeout: 20_000 }, async () => {
    const result = await check(session(RECURSING, nested(24), nested(2)));
    expect(at(result, 'tool-schema-too-complex')).toEqual([6]);
    expect(messageOf(result, 'tool-schema-too-complex')).toMatch(/not checked against the tool's inputSchema because .*subschema evaluations/);
    expect(at(result, 'tool-arguments-invalid')).toEqual([7]);
  });

  it('a $ref cycle that never consumes the value is reported at the call, not a crash', async () => {
    const cycle = { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' };
    const result = await check(session(cycle, { x: 1 }));
    expect(at(result, 'tool-schema-too-complex')).toEqual([6]);
    expect(messageOf(result, 'tool-schema-too-complex')).toContain('$ref cycle');
  });

  it('uniqueItems over 30,000 objects is checked in one pass: the duplicate is named as ajv names it', { timeout: 20_000 }, async () => {
    const schema = { type: 'object', properties: { rows: { type: 'array', uniqueItems: true } } };
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ id: i, tags: ['x', i % 7] }));
    const duplicated = [...rows, { tags: ['x', 3], id: 10 }];
    const result = await check(session(schema, { rows }, { rows: duplicated }));
    expect(at(result, 'tool-arguments-invalid')).toEqual([7]);
    expect(messageOf(result, 'tool-arguments-invalid')).toContain('items ## 10 and 30000 are identical');
  });

  it(`an enum of more than ${MAX_ENUM_VALUES} values is too complex to check`, async () => {
    const values = Array.from({ length: 5_000 }, (_, i) => `v${i}`);
    const result = await check(session({ type: 'object', properties: { x: { enum: values } } }, { x: 'v3' }));
    expect(at(result, 'tool-schema-too-complex')).toEqual([5]);
    expect(messageOf(result, 'tool-schema-too-complex')).toContain('5000 values');
  });

  it('a remote $ref is never fetched: no connection is attempted, and the schema is reported', async () => {
    const attempts: unknown[] = [];
    const connect = net.Socket.prototype.connect;
    const originalFetch = globalThis.fetch;
    net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
      attempts.push(args[0]);
      throw new Error('no network in this test');
    };
    globalThis.fetch = ((input: unknown) => {
      attempts.push(input);
      throw new Error('no network in this test');
    });
    try {
      const schema = { type: 'object', properties: { x: { $ref: 'https://schemas.example.invalid/x.json' } } };
      const result = await check(session(schema, { x: 1 }));
      expect(at(result, 'tool-schema-too-complex')).toEqual([5]);
      expect(messageOf(result, 'tool-schema-too-complex')).toContain('never fetched');
    } finally {
      net.Socket.prototype.connect = connect;
      globalThis.fetch = originalFetch;
    }
    expect(attempts).toEqual([]);
  });

  it('a schema 100,000 levels deep is a nesting-too-deep frame; one 200 levels deep is too complex; the calls after are still read', async () => {
    const deepText = `{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"t","inputSchema":${'{"not":'.repeat(100_000)}{}${'}'.repeat(100_000)}}]}}`;
    const lines = [INIT, INIT_RESULT, INITIALIZED, { jsonrpc: '2.0', id: 2, method: 'tools/list' }].map((m) => JSON.stringify(m));
    const result = await check(`${lines.join('\n')}\n${deepText}\n${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' })}\n`);
    expect(at(result, 'nesting-too-deep')).toEqual([5]);
    expect(result.frames).toBe(6);

    let schema: Record<string, unknown> = { type: 'object' };
    for (let i = 0; i < 200; i++) schema = { not: schema };
    const shallower = await check(session(schema, nested(900)));
    expect(at(shallower, 'tool-schema-too-complex')).toEqual([5]);
    expect(messageOf(shallower, 'tool-schema-too-complex')).toContain('levels deep');
  });

  it('an argument 900 levels deep against a recursive schema is checked (or reported), never a crash', async () => {
    const tree = { $defs: { node: { anyOf: [{ type: 'object', properties: { next: { $ref: '#/$defs/node' } } }, { type: 'number' }] } }, $ref: '#/$defs/node' };
    const result = await check(session(tree, nested(900), { next: 'x' }));
    expect(at(result, 'tool-arguments-invalid')).toEqual([7]);
  });
});

describe.runIf(cliBuilt)('the built CLI, memory bounded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcl-hostile-schemas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a 1 KB capture whose anyOf recursion would take gigabytes: reported, and a clean capture in the same run too', { timeout: 60_000 }, () => {
    writeFileSync(join(dir, 'recursion.jsonl'), session(RECURSING, nested(24)));
    writeFileSync(join(dir, 'clean.jsonl'), session({ type: 'object' }, {}));
    const run = runCli(['check', 'recursion.jsonl', 'clean.jsonl', '--no-config', '--format', 'json', '--revision', '2025-06-18', '-j', '1'], { cwd: dir, env: { NODE_OPTIONS: '--max-old-space-size=256' } });
    expect(run.stderr).not.toMatch(/bad_alloc|heap out of memory|Internal error/i);
    const report = JSON.parse(run.stdout) as { files: Array<{ path: string; findings: Array<{ rule: string; line: number }> }> };
    const byPath = new Map(report.files.map((f) => [f.path, f.findings.map((x) => `${x.rule}@${x.line}`)]));
    expect(byPath.get('recursion.jsonl')).toContain('tool-schema-too-complex@6');
    expect(byPath.get('clean.jsonl')).toEqual([]);
  });
});
