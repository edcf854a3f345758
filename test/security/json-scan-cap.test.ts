// A JSON value that never closes must not hold the rest of the capture in memory: the stream
// scanner keeps at most its limit of a value, reports it once where it opens, and reads on.
import { describe, expect, it } from 'vitest';
import { JsonStreamScanner, type Position, type ScannedValue } from '../../src/core/capture/json-scan.js';

function scan(lines: string[], limit: number) {
  const values: ScannedValue[] = [];
  const tooLarge: { start: Position; head: string }[] = [];
  const unclosed: { start: Position; raw: string }[] = [];
  const scanner = new JsonStreamScanner(
    {
      value: (value) => values.push(value),
      text: () => {},
      unclosed: (start, _what, raw) => unclosed.push({ start, raw }),
      tooLarge: (start, { head }) => tooLarge.push({ start, head }),
    },
    limit,
  );
  let offset = 0;
  lines.forEach((text, index) => {
    scanner.push({ text, line: index + 1, offset });
    offset += Buffer.byteLength(text) + 1;
  });
  scanner.end();
  return { values, tooLarge, unclosed };
}

describe('JsonStreamScanner: a value larger than its limit', () => {
  const open = ['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"a":['];
  const filler = Array.from({ length: 2_000 }, () => '  "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",');

  it('is reported once at the line and column where it opens, with its head, and the next value is read', () => {
    const next = '{"jsonrpc":"2.0","id":2,"method":"ping"}';
    const { values, tooLarge, unclosed } = scan(['', ...open, ...filler, '  "end"]}}', next], 10_000);
    expect(tooLarge).toHaveLength(1);
    expect(tooLarge[0].start).toMatchObject({ line: 2, column: 1 });
    expect(tooLarge[0].head.startsWith(open[0])).toBe(true);
    expect(tooLarge[0].head.length).toBeLessThanOrEqual(512);
    expect(values.map((v) => v.raw)).toEqual([next]);
    expect(unclosed).toEqual([]);
  });

  it('never closing: reported once as too large, not again as a cut message holding it all', () => {
    const { values, tooLarge, unclosed } = scan([...open, ...filler], 10_000);
    expect(tooLarge).toHaveLength(1);
    expect(values).toEqual([]);
    expect(unclosed).toEqual([]);
  });

  it('within the limit: one value, as before', () => {
    const { values, tooLarge } = scan([...open, ...filler.slice(0, 10), '  "end"]}}'], 10_000);
    expect(tooLarge).toEqual([]);
    expect(values).toHaveLength(1);
    expect(JSON.parse(values[0].raw)).toMatchObject({ id: 1 });
  });

  it('an element of a top-level array past the limit: reported, and the elements after it read', () => {
    const lines = ['[', '  {"jsonrpc":"2.0","id":1,"method":"a","params":{"x":[', ...filler, '  "end"]}},', '  {"jsonrpc":"2.0","id":2,"method":"ping"}', ']'];
    const { values, tooLarge, unclosed } = scan(lines, 10_000);
    expect(tooLarge.map((t) => t.start.line)).toEqual([2]);
    expect(values.map((v) => JSON.parse(v.raw).id)).toEqual([2]);
    expect(unclosed).toEqual([]);
  });
});
