import { describe, expect, it } from 'vitest';
import { flagBoolean, flagValue, flagValues, parseArgs, UsageError } from '../../src/cli/args.js';
import { CHECK_FLAGS } from '../../src/cli/check.js';

const parse = (...argv: string[]) => parseArgs(argv, CHECK_FLAGS);

describe('the argument parser (node:util parseArgs under a thin layer)', () => {
  it('reads values given apart or inline, short names, repeatable flags and -- ', () => {
    const args = parse('a.jsonl', '-f', 'json', '--output=r.json', '--rule', 'x:off', '--rule=y:error', '-j', '2', '-', '--', '--odd');
    expect(args.positionals).toEqual(['a.jsonl', '-', '--odd']);
    expect(flagValue(args, 'format')).toBe('json');
    expect(flagValue(args, 'output')).toBe('r.json');
    expect(flagValues(args, 'rule')).toEqual(['x:off', 'y:error']);
    expect(flagValue(args, 'jobs')).toBe('2');
  });

  it('negates boolean flags with --no-, and a value may start with one dash', () => {
    const args = parse('--no-color', '--progress', '--max-warnings', '-1');
    expect(flagBoolean(args, 'color')).toBe(false);
    expect(flagBoolean(args, 'progress')).toBe(true);
    expect(flagBoolean(args, 'quiet')).toBeUndefined();
    expect(flagValue(args, 'max-warnings')).toBe('-1');
  });

  it('--update takes its value only inline: the next argument stays a path', () => {
    const plain = parse('--update', 'captures/');
    expect(plain.flags.get('update')).toBe(true);
    expect(plain.positionals).toEqual(['captures/']);
    expect(parse('--update=prune').flags.get('update')).toEqual(['prune']);
  });

  it.each([
    [['--formt', 'json'], 'unknown option --formt. Did you mean "--format"?'],
    [['-x'], 'unknown option -x.'],
    [['--format'], '--format needs a value.'],
    [['--format', '--quiet'], '--format needs a value.'],
    [['--quiet=yes'], '--quiet takes no value.'],
    [['--no-color=1'], '--no-color takes no value.'],
    [['--format', 'json', '-f', 'sarif'], '--format is given twice.'],
    [['--update', '--update=prune'], '--update is given twice.'],
    [['--no-format'], 'unknown option --no-format. Did you mean "--format"?'],
  ])('%j is a usage error: %s', (argv, message) => {
    expect(() => parse(...argv)).toThrow(UsageError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
