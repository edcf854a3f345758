import { describe, expect, it } from 'vitest';
import { duplicateKeys } from '../../src/core/capture/json-scan.js';

describe('duplicateKeys: member names JSON.parse would silently merge', () => {
  it('finds a name written twice in one object, with the path of that object', () => {
    expect(duplicateKeys('{"result":{"inputRequests":{"a":{"x":1},"b":2,"a":3}}}')).toEqual([{ path: 'result.inputRequests', key: 'a' }]);
  });

  it('keeps the names of sibling and nested objects apart', () => {
    expect(duplicateKeys('{"a":{"k":1},"b":{"k":2},"c":[{"k":1},{"k":2}],"d":{"a":{"a":1}}}')).toEqual([]);
  });

  it('names array elements by index and the top level by an empty path', () => {
    expect(duplicateKeys('[{"id":1},{"id":2,"id":3}]')).toEqual([{ path: '[1]', key: 'id' }]);
    expect(duplicateKeys('{"id":1,"id":2}')).toEqual([{ path: '', key: 'id' }]);
  });

  it('compares names after decoding escapes, and ignores names inside string values', () => {
    expect(duplicateKeys('{"a":1,"\\u0061":2}')).toEqual([{ path: '', key: 'a' }]);
    expect(duplicateKeys('{"a":"{\\"a\\":1,\\"a\\":2}","b":"a,a"}')).toEqual([]);
  });

  it('stops at the limit it is given', () => {
    expect(duplicateKeys('{"a":1,"a":2,"a":3,"a":4}', 2)).toHaveLength(2);
  });

  it('stops quietly on a string that never closes', () => {
    expect(duplicateKeys('{"a":1,"a')).toEqual([]);
  });
});
