import { describe, expect, it } from 'vitest';
import { idType } from '../../src/core/rules/envelope/id-type.js';
import { expectFindings, jsonl, runCase } from './tester.js';

// The RuleTester must be able to fail: a case whose findings differ in any way it compares.
const capture = jsonl('{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', '{"jsonrpc":"2.0","id":2,"method":"tools/list"}', '{"jsonrpc":"2.0","id":true,"result":{}}');

describe('the RuleTester', () => {
  it('runs the rule through the engine: findings of that rule only, with their lines', async () => {
    const { result, findings } = await runCase(idType, { capture, revision: '2025-06-18' });
    expect(result.frames).toBe(3);
    expect(findings.map((f) => `${f.line} ${f.rule}`)).toEqual(['1 id-type', '3 id-type']);
  });

  it('passes on exactly the findings listed, each as described', async () => {
    const { findings } = await runCase(idType, { capture, revision: '2025-06-18' });
    expect(() => expectFindings(findings, [{ line: 1, severity: 'error', message: 'fractional' }, { line: 3, message: /boolean|true/ }])).not.toThrow();
  });

  it('fails on a finding more, a finding fewer, another line, severity, path or text', async () => {
    const { findings } = await runCase(idType, { capture, revision: '2025-06-18' });
    expect(() => expectFindings(findings, [{ line: 1 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1 }, { line: 3 }, { line: 3 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1 }, { line: 2 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1, severity: 'warning' }, { line: 3 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1, path: 'id' }, { line: 3, path: 'id' }])).not.toThrow();
    expect(() => expectFindings(findings, [{ line: 1, path: 'params.id' }, { line: 3 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1, message: 'a boolean' }, { line: 3 }])).toThrow();
    expect(() => expectFindings(findings, [{ line: 1, message: /^nothing like it$/ }, { line: 3 }])).toThrow();
    // A valid case is one whose expected list is empty.
    expect(() => expectFindings(findings, [])).toThrow();
  });
});
