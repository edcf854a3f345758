import { describe, expect, it } from 'vitest';
import { arr, bool, compileShapes, describeValue, int, likelyIntended, lit, num, obj, oneOf, opt, rec, ref, str, tagged, union, type ShapeIssue } from '../../src/core/protocol/shapes/lang.js';

describe('likelyIntended: misspelt keys', () => {
  it.each([
    ['args', ['name', 'arguments', '_meta'], 'arguments'],
    ['mime_type', ['uri', 'name', 'mimeType'], 'mimeType'],
    ['MimeType', ['uri', 'mimeType'], 'mimeType'],
    ['next_cursor', ['nextCursor', 'tools'], 'nextCursor'],
    ['input_schema', ['name', 'inputSchema'], 'inputSchema'],
    ['desc', ['name', 'description'], 'description'],
    ['curser', ['cursor'], 'cursor'],
    ['protocolVerison', ['protocolVersion', 'capabilities'], 'protocolVersion'],
    ['url', ['uri', 'name'], 'uri'],
    ['meta', ['_meta', 'name'], '_meta'],
  ])('%s is a slip of %s', (key, known, intended) => {
    expect(likelyIntended(key, known)).toBe(intended);
  });

  it.each([
    ['title', ['name', 'type']],
    ['outputSchema', ['name', 'inputSchema', 'description']],
    ['structuredContent', ['content', 'isError', '_meta']],
    ['annotations', ['name', 'description', 'inputSchema']],
    ['id', ['uri']],
    ['x-vendor', ['name', 'arguments']],
    ['resultType', ['_meta', 'tools', 'nextCursor']],
    ['icons', ['name', 'uri']],
  ])('%s is not a slip of any of %j', (key, known) => {
    expect(likelyIntended(key, known)).toBeUndefined();
  });
});

describe('describeValue', () => {
  it('says what a value is, briefly', () => {
    expect(describeValue('txt')).toBe('string "txt"');
    expect(describeValue(3)).toBe('integer 3');
    expect(describeValue(3.5)).toBe('number 3.5');
    expect(describeValue([1, 2])).toBe('an array of 2');
    expect(describeValue({})).toBe('an object');
    expect(describeValue(null)).toBe('null');
    expect(describeValue('x'.repeat(60))).toMatch(/^string "x{40}…"$/);
  });
});

describe('compiled checks: generated code and closures give the same verdicts and explanations', () => {
  const definitions = {
    Block: tagged('type', { text: ref('Text'), image: obj({ type: lit('image'), data: str('byte'), mimeType: str() }) }),
    Text: obj({ type: lit('text'), text: str(), priority: opt(num(0, 1)) }),
    Thing: obj(
      {
        name: str(),
        size: opt(int(0)),
        flags: opt(arr(bool())),
        mode: opt(oneOf('a', 'b')),
        blocks: opt(arr(ref('Block'))),
        tags: opt(rec(str())),
        id: opt(union(str(), int())),
        link: opt(str('uri')),
        state: opt(str()),
        requests: opt(str()),
      },
      { atLeastOne: ['state', 'requests'] },
    ),
  };
  const generated = compileShapes(definitions);
  const closures = compileShapes(definitions, { codegen: false });
  const explain = (value: unknown) => {
    const out: ShapeIssue[] = [];
    generated.get('Thing').explain(value, 'params', out);
    return out;
  };
  const cases: Array<[unknown, boolean]> = [
    [{ name: 'x', state: 's' }, true],
    [{ name: 'x', requests: 'r', size: 0, flags: [true], mode: 'a', tags: { a: 'b' }, id: 7, link: 'https://x' }, true],
    [{ name: 'x', blocks: [{ type: 'text', text: 'hi', priority: 0.5 }, { type: 'image', data: 'aGk=', mimeType: 'image/png' }], state: 's' }, true],
    [{ name: 'x' }, false],
    [{ name: 1, state: 's' }, false],
    [{ name: 'x', state: 's', size: -1 }, false],
    [{ name: 'x', state: 's', size: 1.5 }, false],
    [{ name: 'x', state: 's', mode: 'c' }, false],
    [{ name: 'x', state: 's', blocks: [{ type: 'txt', text: 'hi' }] }, false],
    [{ name: 'x', state: 's', blocks: [{ type: 'text', text: 'hi', priority: 2 }] }, false],
    [{ name: 'x', state: 's', blocks: [{ type: 'image', data: 'not base64!', mimeType: 'image/png' }] }, false],
    [{ name: 'x', state: 's', tags: { a: 1 } }, false],
    [{ name: 'x', state: 's', id: true }, false],
    [{ name: 'x', state: 's', link: 'no-scheme' }, false],
    [{ nmae: 'x', state: 's' }, false],
    [{ name: 'x', stat: 's', requests: 'r' }, false],
    [{ name: 'x', state: 's', unrelated: 1 }, true],
    [[], false],
    ['x', false],
  ];
  it.each(cases)('%j -> %s', (value, valid) => {
    expect(generated.get('Thing').test(value)).toBe(valid);
    expect(closures.get('Thing').test(value)).toBe(valid);
    expect(explain(value).length === 0).toBe(valid);
  });

  it('explains with paths, expected and found', () => {
    expect(explain({ name: 'x', state: 's', blocks: [{ type: 'txt', text: 'hi' }] })).toEqual([
      { kind: 'shape', path: 'params.blocks[0].type', expected: 'one of "text", "image"', found: 'string "txt"', suggestion: 'text' },
    ]);
    expect(explain({ nmae: 'x', state: 's' })).toEqual([{ kind: 'shape', path: 'params.name', expected: 'a string', misspelt: 'nmae' }]);
    expect(explain({ name: 'x', stat: 's', requests: 'r' })).toEqual([
      { kind: 'slip', path: 'params.stat', expected: '`state`', found: '`stat`', suggestion: 'state' },
    ]);
    expect(explain({ name: 'x', id: true })).toEqual([
      { kind: 'shape', path: 'params.id', expected: 'a string or an integer', found: 'boolean true' },
      { kind: 'shape', path: 'params', expected: 'at least one of `state`, `requests`', found: 'an object with none of them' },
    ]);
  });
});
