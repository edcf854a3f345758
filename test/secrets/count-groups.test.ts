import { describe, expect, it } from 'vitest';
import { countGroups } from '../../src/core/secrets/redactor.js';
import { SECRET_SHAPES } from '../../src/core/secrets/shapes.js';

/** What the regex engine itself counts: the reference countGroups must agree with. */
const compiledGroups = (source: string): number => (new RegExp(`(?:${source})|`).exec('')?.length ?? 1) - 1;

describe('countGroups', () => {
  const sources = [
    ...SECRET_SHAPES.map((shape) => shape.source),
    String.raw`(a)(b(c))`,
    String.raw`\(not a group\)(one)`,
    String.raw`[(](one)[^)(]`,
    String.raw`[\](](one)`,
    String.raw`(?:none)(?=ahead)(?!not)(?<=behind)(?<!nor)(one)`,
    String.raw`\\(one)`,
    String.raw`((?:\\*["'])?[ \t]*(?:[:=]>?)[ \t]*)(\\*")((?:[^"\\\n]|\\+[^"\\\n])+)`,
  ];
  it.each(sources)('counts the capturing groups of %s as the regex engine does', (source) => {
    expect(countGroups(source)).toBe(compiledGroups(source));
  });
});
