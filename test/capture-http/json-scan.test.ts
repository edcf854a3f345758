import { describe, expect, it } from 'vitest';
import { JsonScanner, valueEndInLine, type PathPart, type ScanPosition } from '../../src/core/capture/json-scan.js';
import { splitText } from '../../src/core/capture/lines.js';

function scan(text: string, want: (path: readonly PathPart[]) => boolean) {
  const captured: { path: string; raw: string; start: ScanPosition; end: ScanPosition }[] = [];
  const errors: { message: string; at: ScanPosition }[] = [];
  const scanner = new JsonScanner({
    valueStart: (path) => want(path),
    captured: (path, raw, start, end) => captured.push({ path: path.join('/'), raw, start, end }),
    error: (message, at) => errors.push({ message, at }),
  });
  let last = { line: 1, column: 1, offset: 0 };
  splitText(text, { line: (record) => { scanner.push(record); last = { line: record.line, column: record.text.length + 1, offset: record.offset }; }, issue: () => {} });
  scanner.finish(last);
  return { captured, errors };
}

describe('json scanner', () => {
  it('captures values by path with their positions (UTF-16 columns, byte offsets)', () => {
    const text = '{\n  "a": [1, {"b": "é"}],\n  "c": {"d": null}\n}\n';
    const { captured, errors } = scan(text, (path) => path.join('/') === 'a/1' || path.join('/') === 'c');
    expect(errors).toEqual([]);
    expect(captured.map((c) => [c.path, c.raw, c.start.line, c.start.column, c.end.column])).toEqual([
      ['a/1', '{"b": "é"}', 2, 12, 22],
      ['c', '{"d": null}', 3, 8, 19],
    ]);
    expect(captured[0].start.offset).toBe(text.indexOf('{"b"'));
    expect(captured[1].start.offset).toBe(Buffer.byteLength(text.slice(0, text.indexOf('{"d"'))));
  });

  it('keeps strings with escaped quotes and braces whole', () => {
    expect(valueEndInLine('x {"a":"}\\"{"} { metadata: undefined }', 2)).toBe(14);
    expect(valueEndInLine('{"a":', 0)).toBe(-1);
  });

  it('reports syntax errors and truncation with the line and column', () => {
    expect(scan('{\n  "a": 1,\n  "b" 2\n}', () => false).errors).toEqual([expect.objectContaining({ at: expect.objectContaining({ line: 3, column: 7 }) })]);
    expect(scan('[1, 2', () => false).errors[0].message).toContain('truncated');
    expect(scan('{"a": tru}', () => false).errors).toHaveLength(1);
  });

  it('survives deep nesting without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const { errors } = scan(deep, () => false);
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('nested deeper') })]);
  });
});
