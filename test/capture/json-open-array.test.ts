import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readText, where } from './read.js';

/**
 * A top-level array whose opening line never closes (`[{...},{...},...` cut short, or an array of
 * messages that starts on the line of its first elements): each element is a frame, handed on as
 * it is read, with the same places and findings as before, and nothing held per element.
 */

const issues = (text: string) => readText(text, { format: 'json' }).issues.map((i) => `${i.rule}@${i.line}:${i.column} ${i.severity}`);
const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;

describe('json reader: a one-line array that does not close on its line', () => {
  it('reads each element with its span, in bytes too, and says the array is not closed', () => {
    const text = `[${ping(1)}, {"jsonrpc":"2.0","id":2,"method":"é [x]"},${ping(3)}\n`;
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:2', '1:44', '1:86']);
    expect(frames.map((f) => f.value)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'é [x]' },
      { jsonrpc: '2.0', id: 3, method: 'ping' },
    ]);
    // `é` is one column and two bytes: the third element starts one byte later than its column says.
    expect(frames[1].span).toEqual({ line: 1, column: 44, endLine: 1, endColumn: 85, offset: 43, length: 42 });
    expect(frames[2].span).toEqual({ line: 1, column: 86, endLine: 1, endColumn: 126, offset: 86, length: 40 });
    expect(issues(text)).toEqual(['truncated-frame@1:1 warning']);
  });

  it('carries an element left open at the end of the line on to the next lines, and closes the array there', () => {
    // the second element answers the first: a transcript, read element by element
    const text = `[${ping(1)}, {"jsonrpc":"2.0",\n  "id": 1, "result": {"a": [1, {"b": "]"}]}},\n  ${ping(3)}\n]\n`;
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:2', '1:44', '3:3']);
    expect(frames[1].span).toEqual({ line: 1, column: 44, endLine: 2, endColumn: 45, offset: 43, length: 62 });
    expect(frames[2].span).toMatchObject({ line: 3, column: 3, offset: 109 });
    expect(frames[1].value).toEqual({ jsonrpc: '2.0', id: 1, result: { a: [1, { b: ']' }] } });
    expect(issues(text)).toEqual(['array-reading@1:1 info']);
  });

  it('reads a nested array as one element and reports the element cut by the end of the input', () => {
    const text = `[[${ping(1)}], ${ping(2)}, {"jsonrpc":"2.0","id":3,`;
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:2', '1:46']);
    expect(Array.isArray(frames[0].value)).toBe(true);
    expect(issues(text)).toEqual(['truncated-frame@1:88 warning', 'truncated-frame@1:1 warning']);
  });

  it('still reads an array that closes on its line as one batch', () => {
    const text = `[${ping(1)},${ping(2)}]\n[${ping(3)}]\n`;
    const { frames } = readText(text, { format: 'json' });
    expect(where(frames)).toEqual(['1:1', '2:1']);
    expect(issues(text)).toEqual([]);
  });
});

describe('json reader: memory on a 9 MB line of `[{},{},...` that never closes', () => {
  /**
   * The scanner's modules, transpiled as they are (no type check) into a scratch folder, so a
   * child Node with a small heap can run it: the old reader kept the bounds of all 3 million
   * elements (about 100 MB) before handing on the first, and ran out of a 48 MB heap.
   */
  function transpiledScanner(dir: string): string {
    const root = join(import.meta.dirname, '../../src');
    const pending = [join(root, 'core/capture/json-scan.ts')];
    const done = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (done.has(file)) continue;
      done.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/from '(\.[^']+)\.js'/g)) pending.push(join(dirname(file), `${spec}.ts`));
      const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      const out = join(dir, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, outputText);
    }
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
    return join(dir, 'core/capture/json-scan.js');
  }

  it('hands each element on as it is read, within a 48 MB heap', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcl-json-'));
    try {
      const scanner = transpiledScanner(dir);
      const child = join(dir, 'child.mjs');
      writeFileSync(
        child,
        `import { JsonStreamScanner } from ${JSON.stringify(scanner)};
const n = 3_000_000;
const text = '[' + '{},'.repeat(n);
let values = 0;
let lastColumn = 0;
const verdicts = [];
const reader = new JsonStreamScanner({
  value(value) { values++; lastColumn = value.start.column; },
  text() {},
  unclosed(start, what) { verdicts.push(what + '@' + start.line + ':' + start.column); },
});
reader.push({ text, line: 1, offset: 0 });
reader.end();
console.log(JSON.stringify({ values, lastColumn, verdicts }));
`,
      );
      const run = spawnSync(process.execPath, ['--max-old-space-size=48', child], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).not.toMatch(/heap out of memory/);
      expect(run.status, run.stderr.slice(0, 500)).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({ values: 3_000_000, lastColumn: 3 * 2_999_999 + 2, verdicts: ['array@1:1'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
