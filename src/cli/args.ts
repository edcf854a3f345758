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
 */
export function parseArgs(argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs {
  const flags = new Map<string, string[] | true>();
  const positionals: string[] = [];
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const byShort = new Map(specs.filter((spec) => spec.short).map((spec) => [spec.short!, spec]));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    let name: string;
    let inline: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
    } else {
      const spec = byShort.get(arg.slice(1));
      if (!spec) throw new UsageError(`unknown option ${arg}.`);
      name = spec.name;
    }
    const spec = byName.get(name);
    if (!spec && name.startsWith('no-') && byName.get(name.slice(3)) && !byName.get(name.slice(3))!.value) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
      flags.set(`no-${name.slice(3)}`, true);
      continue;
    }
    if (!spec) {
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
    let value = inline;
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) throw new UsageError(`--${name} needs a value.`);
      i++;
    }
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
