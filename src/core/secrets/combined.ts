/**
 * Many patterns as one regex, so the engine reads a text once for all of them instead of once per
 * pattern (a capture is redacted line by line, and there are over a hundred shapes).
 *
 * Each part is wrapped in a capturing group of its own: the part that matched is the one whose
 * wrapping group captured. A part's own groups follow its wrapping group, so where they sit in the
 * combined match depends on how many groups every earlier part holds. That arithmetic lives here
 * only: parts name their groups (`(?<value>...)`), and read them back by name (`capture`).
 */

/** A regex source and where its capturing groups are. */
export interface NumberedSource {
  /** The source with the names of its named groups removed (see `numberGroups`). */
  source: string;
  /** How many capturing groups the source holds, named or not. */
  groups: number;
  /** Each named group's number among the source's capturing groups (the first is 1). */
  named: Readonly<Record<string, number>>;
}

/**
 * The capturing groups of a regex source: each `(` that is not escaped, not inside a character
 * class and not a `(?:`, `(?=`, `(?!`, `(?<=` or `(?<!` group. Read from the text rather than by
 * compiling it: the assignment pattern is large, and compiling it once more cost every run's
 * start-up ~15 ms.
 *
 * With `stripNames`, named groups are written as plain groups and only their numbers are kept.
 * The combined regex then has no named groups, so the engine builds no `groups` object per match
 * (this runs on every line of every capture), and two parts may use the same name.
 */
export function numberGroups(source: string, stripNames: boolean): NumberedSource {
  const named: Record<string, number> = {};
  let groups = 0;
  let inClass = false;
  let out = '';
  let copiedTo = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && source[i + 1] !== '?') groups += 1;
    else if (c === '(' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      groups += 1;
      const close = source.indexOf('>', i + 3);
      named[source.slice(i + 3, close)] = groups;
      if (stripNames) {
        out += source.slice(copiedTo, i + 1);
        copiedTo = close + 1;
      }
      i = close;
    }
  }
  let numberedSource = stripNames ? out + source.slice(copiedTo) : source;
  // A stripped name can no longer be referred to by name: `\k<name>` becomes its group's number.
  if (stripNames && numberedSource.includes('\\k<')) numberedSource = rewriteBackReferences(numberedSource, (name) => (typeof name === 'string' ? named[name] : undefined));
  return { source: numberedSource, groups, named };
}

/**
 * `source` with each back-reference outside a character class (`\1`, `\k<name>`) replaced by
 * `(?:\N)`, N being what `renumber` makes of it (a number, or a name); undefined leaves it as written.
 * The group is kept in `(?:...)` so a digit after it (`\1` then `0`) is not read as part of it.
 */
function rewriteBackReferences(source: string, renumber: (reference: number | string) => number | undefined): string {
  let out = '';
  let copiedTo = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c !== '\\') {
      if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      continue;
    }
    const next = source[i + 1];
    let end = i + 2;
    let reference: number | string | undefined;
    if (!inClass && next >= '1' && next <= '9') {
      while (end < source.length && source[end] >= '0' && source[end] <= '9') end += 1;
      reference = Number(source.slice(i + 1, end));
    } else if (!inClass && next === 'k' && source[i + 2] === '<') {
      const close = source.indexOf('>', i + 3);
      if (close !== -1) {
        reference = source.slice(i + 3, close);
        end = close + 1;
      }
    }
    const number = reference === undefined ? undefined : renumber(reference);
    if (number !== undefined) {
      out += `${source.slice(copiedTo, i)}(?:\\${number})`;
      copiedTo = end;
      i = end - 1;
    } else {
      i += 1;
    }
  }
  return copiedTo === 0 ? source : out + source.slice(copiedTo);
}

/**
 * A part's source as it stands in the combined regex, after `before` capturing groups: its numbered
 * back-references (`\1`: its own first group) point at its own groups there. Throws on a reference
 * to a group the part does not have (the regex engine would read it as an octal escape alone, and as
 * a reference to another part's group once combined).
 */
function shiftBackReferences(numbered: NumberedSource, before: number): string {
  if (!/\\[1-9]/.test(numbered.source)) return numbered.source;
  return rewriteBackReferences(numbered.source, (reference) => {
    if (typeof reference !== 'number') return undefined;
    if (reference > numbered.groups) throw new Error(`\\${reference} refers to group ${reference}, but the pattern has ${numbered.groups === 1 ? 'one group' : `${numbered.groups} groups`}`);
    return reference + before;
  });
}

/** One alternative of a combined pattern, with what its matches mean to the caller. */
export interface PartSource<Info> {
  /** Its source with named groups removed, and where they are (`numberGroups`). */
  numbered: NumberedSource;
  info: Info;
}

/** An alternative placed in the combined regex. */
export interface Part<Info> {
  readonly info: Info;
  /** The number of the part's wrapping group: `match[group]` is its whole match. */
  readonly group: number;
  /** Its named groups, numbered in the combined regex. */
  readonly named: Readonly<Record<string, number>>;
}

/** The text a named group of the part that matched captured, or undefined where it did not take part. */
export function capture<Info>(part: Part<Info>, match: RegExpExecArray, name: string): string | undefined {
  const group = part.named[name];
  if (group === undefined) throw new Error(`no group named ${name} in this part`);
  return match[group];
}

export class CombinedPattern<Info> {
  /** The combined regex (global: `exec` loops and `replace` both go through every match). */
  readonly regex: RegExp;
  readonly parts: readonly Part<Info>[];

  constructor(sources: readonly PartSource<Info>[]) {
    const parts: Part<Info>[] = [];
    let group = 1;
    for (const { numbered, info } of sources) {
      const named: Record<string, number> = {};
      for (const [name, at] of Object.entries(numbered.named)) named[name] = group + at;
      parts.push({ info, group, named });
      group += 1 + numbered.groups;
    }
    this.parts = parts;
    this.regex = new RegExp(sources.map(({ numbered }, index) => `(${shiftBackReferences(numbered, parts[index].group)})`).join('|'), 'g');
  }

  /** The part a match of `regex` belongs to: the first whose wrapping group captured. */
  partOf(match: RegExpExecArray): Part<Info> | undefined {
    return this.parts.find((part) => match[part.group] !== undefined);
  }

  /** `text` with each match replaced by what `replacement` makes of it and of the part it belongs to. */
  replace(text: string, replacement: (part: Part<Info>, match: RegExpExecArray) => string): string {
    this.regex.lastIndex = 0;
    return text.replace(this.regex, (...args: unknown[]) => {
      // The arguments are the match, its groups, the offset and the whole string, then a `groups`
      // object when the regex has named groups (a project's own pattern may have some).
      const end = typeof args.at(-1) === 'string' ? args.length : args.length - 1;
      const match = args.slice(0, end - 2) as unknown as RegExpExecArray;
      match.index = args[end - 2] as number;
      match.input = args[end - 1] as string;
      const part = this.partOf(match);
      return part ? replacement(part, match) : match[0];
    });
  }
}
