import { parseArgs as parseArgv } from 'node:util';
import { didYouMean } from '../config/suggest.js';

export interface FlagSpec {
  /** Long name without dashes. */
  name: string;
  /** Takes a value (`--flag value` or `--flag=value`). */
  value?: boolean;
  /** May be given several times (values collected). */
  repeat?: boolean;
  /**
   * Takes a value only as `--flag=value`; alone it is `--flag` (true). The next argument is never
   * its value, so `--update captures/` keeps `captures/` a path.
   */
  optionalValue?: boolean;
  short?: string;
}

export interface ParsedArgs {
  flags: Map<string, string[] | true>;
  positionals: string[];
}

/** A usage error: the CLI prints it with a pointer to --help and exits with status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Parses `--flag`, `--flag value`, `--flag=value`, `--no-flag` (for boolean flags), short `-h`,
 * and `--` (everything after it is positional, so a capture named `--odd` can be checked).
 *
 * The splitting is node:util's parseArgs. It runs non-strict, and this layer judges its tokens,
 * because in strict mode it cannot do what users have today:
 * - an unknown option gets "did you mean" (strict mode throws its own message, without one);
 * - `--no-flag` negates a boolean flag (node 20's parseArgs has no negation: `allowNegative` is 22);
 * - `--update` takes a value only inline (`--update=prune`), never the next argument, which parseArgs
 *   has no type for: it is declared boolean and its inline value is kept here;
 * - a value that is itself an option (`--format --json`) is "needs a value", and a flag given twice
 *   that is not repeatable is an error (parseArgs keeps the last one silently);
 * - strict mode refuses option-like values, so `--max-warnings -1` would need `--max-warnings=-1`.
 */
export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const spec of specs) options[spec.name] = { type: spec.value ? 'string' : 'boolean', ...(spec.short ? { short: spec.short } : {}) };
  const { tokens } = parseArgv({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags = new Map<string, string[] | true>();
  const positionals: string[] = [];
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const { name, rawName } = token;
    const inline = token.inlineValue ? token.value : undefined;
    const spec = byName.get(name);
    if (!spec && rawName.startsWith('--')) {
      const negated = name.startsWith('no-') ? byName.get(name.slice(3)) : undefined;
      if (negated && !negated.value) {
        if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
        flags.set(name, true);
        continue;
      }
    }
    if (!spec) {
      if (!rawName.startsWith('--')) throw new UsageError(`unknown option ${rawName}.`);
      const names = specs.map((s) => s.name);
      throw new UsageError(`unknown option --${name}.${didYouMean(name, names).replace(/"([^"]+)"/, '"--$1"')}`);
    }
    if (spec.optionalValue) {
      if (flags.has(name)) throw new UsageError(`--${name} is given twice.`);
      flags.set(name, inline === undefined ? true : [inline]);
      continue;
    }
    if (!spec.value) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
      flags.set(name, true);
      continue;
    }
    const value = token.value;
    // parseArgs takes the next argument whatever it is: one that is an option means the value was forgotten.
    if (value === undefined || (!token.inlineValue && value.startsWith('--') && value.length > 2)) throw new UsageError(`--${name} needs a value.`);
    const previous = flags.get(name);
    if (previous !== undefined && previous !== true && !spec.repeat) throw new UsageError(`--${name} is given twice.`);
    flags.set(name, [...(previous === true || previous === undefined ? [] : previous), value]);
  }
  return { flags, positionals };
}

export function flagValue(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return Array.isArray(value) ? value[value.length - 1] : undefined;
}

export function flagValues(args: ParsedArgs, name: string): string[] {
  const value = args.flags.get(name);
  return Array.isArray(value) ? value : [];
}

/** true for --name, false for --no-name, undefined when neither was given. */
export function flagBoolean(args: ParsedArgs, name: string): boolean | undefined {
  if (args.flags.get(name) === true) return true;
  if (args.flags.get(`no-${name}`) === true) return false;
  return undefined;
}
