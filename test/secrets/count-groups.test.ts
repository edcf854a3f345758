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

describe('a project pattern with back-references', () => {
  const token = 'acme_12345678';
  it('`\\1` refers to its own first group once combined with the others', () => {
    const redactor = new Redactor({ patterns: [String.raw`(['"])acme_[0-9]{8}\1`] });
    expect(redactor.redact(`x '${token}' y`)).not.toContain(token);
    // The quotes must agree: `\1` is this pattern's quote, not a group of another pattern.
    expect(redactor.redact(`x '${token}" y`)).toContain(token);
    // The built-in shapes around it still work.
    expect(redactor.redact('ghp_0123456789abcdefghijABCDEFGHIJ0123456789')).not.toContain('abcdefghijABCDEFGHIJ');
  });

  it('two patterns may use one group name, referred to by name', () => {
    const redactor = new Redactor({ patterns: [String.raw`(?<q>['"])acme_[0-9]{8}\k<q>`, String.raw`(?<q>[<])corp_[0-9]{8}>`, String.raw`(?<q>#)beta_[0-9]{8}\k<q>0`] });
    const masked = redactor.redact(`'${token}' <corp_87654321> #beta_11112222#0 "${token}'`);
    // The quoted token is masked; only the mismatched pair at the end is left as written.
    expect(masked.split(token)).toHaveLength(2);
    expect(masked).not.toContain('87654321');
    expect(masked).not.toContain('11112222');
    // The name refers to the quote that opened: a mismatched pair is left as written.
    expect(masked).toContain(`"${token}'`);
  });

  it('a reference to a group the pattern does not have is refused, saying so', () => {
    expect(() => new Redactor({ patterns: [String.raw`(a)cme_[0-9]{8}\2`] })).toThrow(/secrets\.patterns: .*\\2 refers to group 2, but the pattern has one group/);
  });
});
