import { describe, expect, it } from 'vitest';
import { advanceBrackets, JsonScanner, JsonStreamScanner, positionIn, stringEnd, valueEndInLine, type PathPart, type Position, type ScannedValue } from '../../src/core/capture/json-scan.js';
import { splitText } from '../../src/core/capture/lines.js';

function scan(text: string, want: (path: readonly PathPart[]) => boolean) {
  const captured: { path: string; raw: string; start: Position; end: Position }[] = [];
  const errors: { message: string; at: Position }[] = [];
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

describe('the shared scanning primitives', () => {
  it('stringEnd takes the index just past the opening quote and finds the closing one past escaped quotes', () => {
    const text = String.raw`{"a": "say \"hi\"", "b": "ends in a backslash \\", "c": "open`;
    const a = text.indexOf('"say');
    expect(text.slice(a, stringEnd(text, a + 1) + 1)).toBe(String.raw`"say \"hi\""`);
    const b = text.indexOf('"ends');
    expect(text.slice(b, stringEnd(text, b + 1) + 1)).toBe(String.raw`"ends in a backslash \\"`);
    expect(stringEnd(text, text.indexOf('"open') + 1)).toBe(-1);
  });

  it('the document scanner and the value finder end a value with a tricky string at the same place', () => {
    const line = String.raw`{"text":"a \" } ] \\","n":[1,{"x":"]"}]} trailing`;
    const end = line.indexOf(' trailing');
    expect(valueEndInLine(line, 0)).toBe(end);
    expect(advanceBrackets(line, 0, { depth: 0, inString: false })).toBe(end);
    const found: ScannedValue[] = [];
    new JsonStreamScanner({ value: (v) => found.push(v), text: () => {}, unclosed: () => {} }).push({ text: line, line: 1, offset: 0 });
    expect(found.map((v) => v.raw)).toEqual([line.slice(0, end)]);
  });

  it('positionIn counts UTF-16 columns and UTF-8 byte offsets from the line start', () => {
    const record = { text: 'é😀 {"a":1}', line: 7, offset: 100 };
    expect(positionIn(record, record.text.indexOf('{'))).toEqual({ line: 7, column: 5, offset: 100 + 2 + 4 + 1 });
  });
});
