import { describe, expect, it } from 'vitest';
import { capture, CombinedPattern, numberGroups } from '../../src/core/secrets/combined.js';
import { Redactor } from '../../src/core/secrets/redactor.js';
import { SECRET_SHAPES } from '../../src/core/secrets/shapes.js';

/** What the regex engine itself counts: the reference numberGroups must agree with. */
const compiledGroups = (source: string): number => (new RegExp(`(?:${source})|`).exec('')?.length ?? 1) - 1;

describe('numberGroups', () => {
  const sources = [
    ...SECRET_SHAPES.map((shape) => shape.source),
    String.raw`(a)(b(c))`,
    String.raw`\(not a group\)(one)`,
    String.raw`[(](one)[^)(]`,
    String.raw`[\](](one)`,
    String.raw`(?:none)(?=ahead)(?!not)(?<=behind)(?<!nor)(one)`,
    String.raw`\\(one)`,
    String.raw`((?:\\*["'])?[ \t]*(?:[:=]>?)[ \t]*)(\\*")((?:[^"\\\n]|\\+[^"\\\n])+)`,
    String.raw`(?<first>a)(b)(?<third>c(?<fourth>d))[(?<no>]`,
  ];
  it.each(sources)('counts the capturing groups of %s as the regex engine does', (source) => {
    expect(numberGroups(source, false).groups).toBe(compiledGroups(source));
    expect(numberGroups(source, true).groups).toBe(compiledGroups(source));
  });

  it('numbers named groups as the engine does, and strips their names without moving them', () => {
    const source = String.raw`(?<key>[a-z]+)(=|:)(?:(?<quoted>"[^"]*")|(?<bare>\S+))(?<=\S)`;
    const { source: stripped, named } = numberGroups(source, true);
    expect(stripped).toBe(String.raw`([a-z]+)(=|:)(?:("[^"]*")|(\S+))(?<=\S)`);
    for (const input of ['token="abc def"', 'token:abc']) {
      const withNames = new RegExp(source).exec(input);
      const numbered = new RegExp(stripped).exec(input);
      for (const name of ['key', 'quoted', 'bare']) expect(numbered?.[named[name]]).toBe(withNames?.groups?.[name]);
    }
  });
});

describe('CombinedPattern', () => {
  it('finds which alternative matched and its named groups, whatever groups the earlier ones hold', () => {
    const pattern = new CombinedPattern([
      { numbered: numberGroups(String.raw`(x)(y)?(?<digits>\d+)!`, true), info: 'first' },
      { numbered: numberGroups(String.raw`(?<word>[a-z]+)=(?<digits>\d+)`, true), info: 'second' },
    ]);
    const found = pattern.replace('x1! 22 ab=33', (part, match) => `${part.info}:${capture(part, match, 'digits')}`);
    expect(found).toBe('first:1 22 second:33');
  });

  it('refuses a group name the part does not have', () => {
    const pattern = new CombinedPattern([{ numbered: numberGroups(String.raw`(?<digits>\d+)`, true), info: 'only' }]);
    expect(() => pattern.replace('42', (part, match) => capture(part, match, 'digit') ?? '')).toThrow(/no group named digit/);
  });
});

describe('a project pattern with named groups', () => {
  it('is masked, and so is every pattern after it', () => {
    const redactor = new Redactor({ patterns: [String.raw`(?<kind>acme)-(?<body>[0-9]{8})`, String.raw`corp-[0-9]{8}`] });
    const masked = redactor.redact('a acme-12345678 b corp-87654321 c');
    expect(masked).not.toContain('12345678');
    expect(masked).not.toContain('87654321');
    expect(masked).toMatch(/^a \S+ b \S+ c$/);
  });
});
