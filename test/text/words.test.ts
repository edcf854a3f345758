import { describe, expect, it } from 'vitest';
import { article, listWithMore, plural, pluralOf, withArticle } from '../../src/core/text/words.js';

describe('article', () => {
  it.each([
    ['InitializeResult', 'an'],
    ['Implementation', 'an'],
    ['InitializeRequestParams object', 'an'],
    ['EmbeddedResource', 'an'],
    ['UnsubscribeRequest', 'an'],
    ['uninitialized session', 'an'],
    ['elicitation/create request', 'an'],
    ['"id"', 'an'],
    ['hour', 'an'],
    ['8-byte message', 'an'],
    ['11-byte message', 'an'],
    ['18,000-byte body', 'an'],
    ['80', 'an'],
    ['MCP server', 'an'],
    ['HTTP header', 'an'],
    ['SSE stream', 'an'],
    ['ID', 'an'],
    ['URLElicitationRequiredError', 'a'],
    ['HTTPError', 'an'],
    ['x-api-key header', 'an'],
    ['URL', 'a'],
    ['URI', 'a'],
    ['UTF-8 string', 'a'],
    ['user', 'a'],
    ['unique id', 'a'],
    ['Unicode escape', 'a'],
    ['one-line message', 'a'],
    ['JSON value', 'a'],
    ['JSON-RPC error', 'a'],
    ['YAML file', 'a'],
    ['2025-11-25 peer', 'a'],
    ['100-byte message', 'a'],
    ['1', 'a'],
    ['tools/list result', 'a'],
    ['CallToolResult', 'a'],
    ['`tools/call`', 'a'],
  ])('%s takes "%s"', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it('puts the article before the phrase', () => {
    expect(withArticle('InitializeResult')).toBe('an InitializeResult');
    expect(withArticle('Tool object')).toBe('a Tool object');
  });
});

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'capture')).toBe('1 capture');
    expect(plural(0, 'error')).toBe('0 errors');
    expect(plural(2, 'expectation file')).toBe('2 expectation files');
    expect(plural(1500, 'frame')).toBe('1500 frames');
  });

  it('knows the plurals English spells otherwise, and leaves mass nouns alone', () => {
    expect(pluralOf('match')).toBe('matches');
    expect(pluralOf('capability')).toBe('capabilities');
    expect(pluralOf('key')).toBe('keys');
    expect(plural(3, 'info')).toBe('3 info');
    expect(plural(2, 'child', 'children')).toBe('2 children');
  });
});

describe('listWithMore', () => {
  it('names the first items and counts the rest', () => {
    const names = Array.from({ length: 13 }, (_, i) => `t${i + 1}`);
    expect(listWithMore(names, 10)).toBe('t1, t2, t3, t4, t5, t6, t7, t8, t9, t10 and 3 more');
    expect(listWithMore(names.slice(0, 10), 10)).toBe('t1, t2, t3, t4, t5, t6, t7, t8, t9, t10');
    expect(listWithMore([], 10, 'no tools')).toBe('no tools');
  });
});
