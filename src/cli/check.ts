import { open } from 'node:fs/promises';
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import { effectiveOptions, expectationLocation } from '../app/check-file.js';
import { DiscoveryError, hasGlobSyntax } from '../app/discover.js';
import { ConfigError, FAIL_ON_VALUES, loadConfig, type LoadedConfig, type McpLintConfig } from '../config/config.js';
import { detectFormat } from '../core/capture/formats.js';
import { Redactor } from '../core/secrets/index.js';
import { didYouMean } from '../config/suggest.js';
import { mergeShardReports, MergeError, readShardReports } from '../app/merge.js';
import type { RunOptions } from '../app/options.js';
import type { RunMode, RunResult } from '../app/outcome.js';
import { expandOverrides, runCheck } from '../app/run.js';
import { isInside, realRootOf, refusalToRead, UnsafePathError, writeReportFile } from '../app/safe-paths.js';
import { parseShard } from '../app/shard.js';
import { oneLine } from '../report/escape.js';
import { coverageText } from '../report/coverage.js';
import { formatGithubCommands, formatHtml, formatJson, formatJunit, formatMarkdown, formatRdjson, formatSarif, formatText } from '../report/index.js';
import { flagBoolean, flagValue, flagValues, parseArgs, UsageError, type FlagSpec } from './args.js';
import { spoolStdin, type CliIo, type StdinSpool } from './io.js';
import { parseCaptureFormat, parseRevisionList } from './values.js';
import { Progress } from './progress.js';
import { colorWanted } from './style.js';
import { RULES } from '../core/rules/index.js';

export const OUTPUT_FORMATS = ['text', 'json', 'sarif', 'markdown', 'github', 'html', 'junit', 'rdjson'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const CHECK_FLAGS: FlagSpec[] = [
  { name: 'revision', value: true },
  { name: 'config', value: true },
  { name: 'no-config' },
  { name: 'format', value: true, short: 'f' },
  { name: 'output', value: true, short: 'o' },
  // ESLint's name for --output.
  { name: 'output-file', value: true },
  { name: 'quiet' },
  { name: 'coverage' },
  { name: 'rule', value: true, repeat: true },
  { name: 'update', optionalValue: true },
  { name: 'error-on-unmatched-pattern' },
  { name: 'fail-on', value: true },
  { name: 'max-warnings', value: true },
  { name: 'exclude', value: true, repeat: true },
  { name: 'capture-format', value: true },
  { name: 'mixed-output' },
  { name: 'color' },
  { name: 'progress' },
  { name: 'jobs', value: true, short: 'j' },
  { name: 'shard', value: true },
  { name: 'print-config', value: true },
  { name: 'stdin-filename', value: true },
  { name: 'help', short: 'h' },
];

export async function runCheckCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CHECK_FLAGS);
  // A shard's report is read by `merge`: JSON unless asked otherwise.
  const output = choice(flagValue(args, 'format'), '--format', OUTPUT_FORMATS) ?? (flagValue(args, 'shard') !== undefined ? 'json' : 'text');
  const failOnFlag = choice(flagValue(args, 'fail-on'), '--fail-on', FAIL_ON_VALUES);
  const maxWarningsText = flagValue(args, 'max-warnings');
  let maxWarningsFlag: number | undefined;
  // -1: no limit (as ESLint), whatever the config says.
  const noWarningLimit = maxWarningsText === '-1';
  if (maxWarningsText !== undefined && !noWarningLimit) {
    if (!/^\d+$/.test(maxWarningsText)) throw new UsageError(`--max-warnings needs a whole number (0 or more), or -1 for no limit, not ${JSON.stringify(maxWarningsText)}.`);
    maxWarningsFlag = Number(maxWarningsText);
  }
  const revisionFlag = parseRevisionList(flagValue(args, 'revision'));
  const ruleFlags = parseRuleFlags(flagValues(args, 'rule'));
  const captureFormat = parseCaptureFormat(flagValue(args, 'capture-format'));
  const jobs = parseJobs(flagValue(args, 'jobs'));
  const shardText = flagValue(args, 'shard');
  const shard = shardText === undefined ? undefined : parseShard(shardText);
  if (shard && 'error' in shard) throw new UsageError(`--shard: ${shard.error}.`);
  const fromStdin = args.positionals.includes('-');
  const stdinName = flagValue(args, 'stdin-filename');
  if (fromStdin && args.positionals.length > 1) throw new UsageError('- (standard input) is the one capture of its run: check the other files in another run.');
  if (stdinName !== undefined && !fromStdin) throw new UsageError('--stdin-filename names the capture read from standard input: give - as the capture too.');
  if (fromStdin && shard) throw new UsageError('--shard splits files among runs: standard input is one capture, check it without --shard.');
  if (fromStdin && stdinName === undefined && args.flags.has('update')) throw new UsageError('--update writes the expectation file beside the capture: name the capture read from standard input with --stdin-filename.');

  let loaded: LoadedConfig;
  try {
    // Found by walking up to the repository root when not named (--config is taken as named).
    loaded = args.flags.has('no-config') ? { config: {} } : await loadConfig(io.cwd, flagValue(args, 'config'), { walkUp: true });
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`mcp-capture-lint: the config file has ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}; nothing was checked.\n${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const config = loaded.config;
  // A config found above the working directory speaks of paths relative to its folder: the run is
  // made there (its safety checks against that folder, inside the repository), and what the
  // command line names is taken from where the user stands.
  const runCwd = loaded.baseDir ?? io.cwd;
  const rebase = rebaser(runCwd, io.cwd);
  const plan = {
    captures: args.positionals.length > 0 ? args.positionals.map(rebase) : (config.captures ?? [rebase('.')]),
    exclude: [...(config.exclude ?? []), ...flagValues(args, 'exclude').map(rebase)],
    revision: revisionFlag?.revision ?? config.revision ?? 'auto',
    compareWith: revisionFlag ? revisionFlag.compareWith : config.compareWith,
    failOn: failOnFlag ?? config.failOn ?? 'error',
    maxWarnings: noWarningLimit ? undefined : (maxWarningsFlag ?? config.maxWarnings),
    mode: updateMode(args.flags.get('update')),
  };

  const progress = new Progress(io, flagBoolean(args, 'progress') ?? true);
  const options: RunOptions = {
    cwd: runCwd,
    captures: plan.captures,
    exclude: plan.exclude,
    revision: plan.revision,
    compareWith: plan.compareWith,
    format: captureFormat ?? config.format,
    mixedOutput: flagBoolean(args, 'mixed-output') ?? config.mixedOutput,
    // --rule ID:SEVERITY (repeatable) over the config's rules, as ESLint's --rule.
    rules: { ...config.rules, ...ruleFlags },
    overrides: config.overrides,
    expectationsDir: config.expectations,
    mode: plan.mode,
    errorOnUnmatchedPattern: flagBoolean(args, 'error-on-unmatched-pattern') ?? true,
    failOn: plan.failOn,
    configPath: loaded.path,
    updateCommand: updateCommand(args.positionals, flagValue(args, 'config'), revisionFlag?.revision, fromStdin ? (stdinName ?? 'NAME.jsonl') : undefined),
    timeline: output === 'html',
    jobs,
    shard,
  };
  const printConfigFile = flagValue(args, 'print-config');
  if (printConfigFile !== undefined) {
    io.stdout(await printConfig(rebase(printConfigFile), options, { config: loaded.path, settings: config, maxWarnings: plan.maxWarnings, revisionFlag: revisionFlag !== undefined, formatFlag: captureFormat !== undefined }));
    return 0;
  }
  let spool: StdinSpool | undefined;
  if (fromStdin) {
    const shownAs = stdinName === undefined ? STDIN_NAME : rebase(stdinName);
    const refusal = stdinName === undefined ? undefined : await stdinNameRefusal(runCwd, shownAs);
    if (refusal) {
      io.stderr(`mcp-capture-lint: ${oneLine(`--stdin-filename ${stdinName} was not checked: ${refusal}. Name it as a path inside the working directory.`)}\n`);
      return 2;
    }
    if (!io.stdin) throw new UsageError('no standard input to read.');
    spool = await spoolStdin(io.stdin);
    options.stdin = { path: shownAs, file: spool.file };
  }
  let result: RunResult;
  try {
    result = await runCheck(
      options,
      (done, total) => progress.update(done, total),
      (captures) => progress.start(captures.map((capture) => capture.absolute)),
    );
  } catch (error) {
    progress.done();
    if (error instanceof DiscoveryError) {
      io.stderr(`${error.problems.map((p) => `mcp-capture-lint: ${oneLine(p)}`).join('\n')}\n`);
      return 2;
    }
    throw error;
  } finally {
    await spool?.remove();
  }
  progress.done();

  if (flagValue(args, 'output') !== undefined && flagValue(args, 'output-file') !== undefined) throw new UsageError('--output and --output-file are the same option: give one.');
  const outputFile = flagValue(args, 'output') ?? flagValue(args, 'output-file');
  // --quiet (as ESLint): the report lists errors only; the counts and the verdict are the run's.
  const shown = flagBoolean(args, 'quiet') ? { ...result, files: result.files.map((file) => ({ ...file, findings: file.findings.filter((f) => f.severity === 'error') })) } : result;
  const written = await emit(shown, output, outputFile, flagBoolean(args, 'color'), io, loaded.path, flagBoolean(args, 'coverage') === true);
  if (written !== 0) return written;

  // A capture that exists but cannot be read means the run could not be done, as a missing path.
  const unreadable = result.files.filter((file) => file.result.error?.startsWith('cannot read'));
  if (unreadable.length > 0) {
    io.stderr(result.redact(unreadable.map((file) => `mcp-capture-lint: ${oneLine(file.path)}: ${oneLine(file.result.error ?? '')}\n`).join('')));
    return 2;
  }
  // So does a path named on the command line (or in the config) that is not a regular file inside
  // the working directory: the others were checked and reported, this one was refused.
  if (result.refused.length > 0) {
    io.stderr(result.redact(result.refused.map((entry) => `mcp-capture-lint: ${oneLine(entry.message)}\n`).join('')));
    return 2;
  }
  // A pattern that matched nothing: the run did not check what it was asked to (unless allowed).
  if (result.unmatched.length > 0 && options.errorOnUnmatchedPattern !== false) {
    io.stderr(result.redact(result.unmatched.map((entry) => `mcp-capture-lint: ${oneLine(entry.message)}\n`).join('')));
    return 2;
  }
  // Allowed (--no-error-on-unmatched-pattern): a warning where it is seen whatever the report's format.
  if (result.unmatched.length > 0) io.stderr(result.redact(result.unmatched.map((entry) => `mcp-capture-lint: warning: ${oneLine(entry.message)}\n`).join('')));
  // A shard's verdict is part of the whole run's: \`merge\` gives it, once every shard is in.
  if (shard) return 0;
  if (result.exitCode !== 0) return result.exitCode;
  if (plan.maxWarnings !== undefined && plan.mode !== 'update') {
    const warnings = result.files.reduce((n, file) => n + file.findings.filter((f) => f.severity === 'warning' && f.expectation === 'new').length, 0);
    if (warnings > plan.maxWarnings) {
      io.stderr(
        result.redact(`mcp-capture-lint: ${warnings} new warning${warnings === 1 ? '' : 's'}, more than the ${plan.maxWarnings} that --max-warnings allows: fix them, or record them with \`${oneLine(result.updateCommand)}\`.\n`),
      );
      return 1;
    }
  }
  return 0;
}

/** Writes the report to the output file or standard output; 2 when the file cannot be written. */
async function emit(result: RunResult, output: OutputFormat, outputFile: string | undefined, colorFlag: boolean | undefined, io: CliIo, configPath?: string, coverage = false): Promise<number> {
  const color = outputFile === undefined && colorWanted(io.stdoutIsTty ?? false, io.env ?? {}, colorFlag);
  let text = render(result, output, color);
  // --coverage: the requirement coverage table after the text report (the other formats always carry it).
  if (output === 'text' && coverage) text += `\n${result.redact(coverageText(result.report, oneLine))}`;
  if (output === 'text') text += configPath ? `Config: ${oneLine(configPath)}.\n` : '';
  if (outputFile !== undefined) {
    try {
      await writeReportFile(io.cwd, outputFile, text);
    } catch (error) {
      io.stderr(`mcp-capture-lint: ${error instanceof UnsafePathError ? error.message : `cannot write ${outputFile}: ${(error as Error).message}`}\n`);
      return 2;
    }
    // The verdict still reaches the terminal when the report goes to a file.
    if (output !== 'text') io.stderr(render(result, 'text', false));
  } else if (output === 'github') (io.workflowCommands ?? io.stdout)(text);
  else io.stdout(text);
  return 0;
}

/** `--update` (or `=all`): record every finding; `--update=prune`: only remove stale entries and refresh lines. */
function updateMode(flag: string[] | true | undefined): RunMode {
  if (flag === undefined) return 'check';
  if (flag === true) return 'update';
  const value = flag[0];
  if (value === 'all') return 'update';
  if (value === 'prune') return 'prune';
  throw new UsageError(
    `--update takes no value (record every current finding), =all (the same) or =prune (remove stale entries and refresh moved lines, add nothing), not ${JSON.stringify(value)}.${didYouMean(value, ['all', 'prune'])}`,
  );
}

function parseJobs(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`--jobs needs a whole number of worker threads (1 or more; 1 checks in the main thread), not ${JSON.stringify(text)}.`);
  return Number(text);
}

export const MERGE_FLAGS: FlagSpec[] = [
  { name: 'format', value: true, short: 'f' },
  { name: 'output', value: true, short: 'o' },
  { name: 'color' },
  { name: 'help', short: 'h' },
];

/**
 * \`mcp-capture-lint merge REPORT...\`: the shards' JSON reports (\`--shard i/n\`) merged into the
 * report, verdict and exit status one unsharded run would give.
 */
export async function runMergeCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, MERGE_FLAGS);
  const output = choice(flagValue(args, 'format'), '--format', OUTPUT_FORMATS) ?? 'text';
  if (output === 'html') throw new UsageError('merge cannot write the HTML timeline: shard reports do not carry the captures\' bodies; write it from a single run.');
  if (args.positionals.length === 0) throw new UsageError('merge needs the shard reports to merge (files or globs), e.g. mcp-capture-lint merge shards/*.json.');
  let result: RunResult;
  try {
    result = mergeShardReports(await readShardReports(io.cwd, args.positionals), { cwd: io.cwd });
  } catch (error) {
    if (error instanceof MergeError) {
      io.stderr(`${error.problems.map((p) => `mcp-capture-lint: ${oneLine(p)}`).join('\n')}\n`);
      return 2;
    }
    throw error;
  }
  const written = await emit(result, output, flagValue(args, 'output'), flagBoolean(args, 'color'), io, result.report.config ?? undefined);
  if (written !== 0) return written;
  // As in the unsharded run: a path named explicitly that was refused means it could not all be done.
  if (result.refused.length > 0) {
    io.stderr(result.redact(result.refused.map((entry) => `mcp-capture-lint: ${oneLine(entry.message)}\n`).join('')));
    return 2;
  }
  return result.exitCode;
}

const RULE_SETTINGS = ['off', 'info', 'warning', 'error'] as const;

/** `--rule ID:SEVERITY`, each checked against the catalog (with "did you mean"). */
function parseRuleFlags(values: readonly string[]): Record<string, (typeof RULE_SETTINGS)[number]> {
  const ids = RULES.map((rule) => rule.meta.id);
  const rules: Record<string, (typeof RULE_SETTINGS)[number]> = {};
  for (const value of values) {
    const colon = value.lastIndexOf(':');
    const id = colon < 0 ? value : value.slice(0, colon);
    if (colon < 0) throw new UsageError(`--rule takes ID:SEVERITY (off, info, warning or error), e.g. --rule ${ids.includes(id) ? id : 'unknown-method'}:off; got ${JSON.stringify(value)}.`);
    if (!ids.includes(id)) throw new UsageError(`--rule: unknown rule id ${JSON.stringify(id)}.${didYouMean(id, ids)} Run \`mcp-capture-lint rules\` for the catalog.`);
    rules[id] = choice(value.slice(colon + 1), `--rule ${id}`, RULE_SETTINGS)!;
  }
  return rules;
}

function choice<T extends string>(value: string | undefined, flag: string, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag} must be one of ${choices.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, choices)}`);
}

function render(result: RunResult, format: OutputFormat, color: boolean): string {
  switch (format) {
    case 'json':
      return formatJson(result);
    case 'sarif':
      return formatSarif(result);
    case 'markdown':
      return formatMarkdown(result, { target: 'plain' });
    case 'github':
      return formatGithubCommands(result);
    case 'html':
      return formatHtml(result);
    case 'junit':
      return formatJunit(result);
    case 'rdjson':
      return formatRdjson(result);
    default:
      return formatText(result, { color });
  }
}

/** The command that records the findings as expected: this run's own choices, nothing the config already says. */
function updateCommand(positionals: string[], configFlag: string | undefined, revisionFlag: string | undefined, stdinName?: string): string {
  const quote = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);
  const parts = ['npx', 'mcp-capture-lint', 'check', '--update'];
  if (configFlag !== undefined) parts.push('--config', quote(configFlag));
  if (revisionFlag !== undefined) parts.push('--revision', revisionFlag);
  // Standard input again, under the name its expectation file is kept by.
  if (stdinName !== undefined) return [...parts, '--stdin-filename', quote(stdinName), '-'].join(' ');
  if (positionals.some((p) => p.startsWith('-'))) parts.push('--');
  // No argument spread: a glob the shell expanded can be longer than a call's argument limit.
  return [...parts, ...positionals.map(quote)].join(' ');
}

/** How a capture read from standard input is shown without --stdin-filename. */
export const STDIN_NAME = '<stdin>';

/**
 * A path or glob the user typed (relative to where they stand, `userCwd`) as the run sees it from
 * `runCwd` (the folder of a config found above): `sub/a.jsonl`. The same when both are one folder.
 */
function rebaser(runCwd: string, userCwd: string): (pattern: string) => string {
  const prefix = relative(runCwd, userCwd).split(sep).join('/');
  return (pattern) => {
    if (prefix === '' || isAbsolute(pattern)) return pattern;
    // A glob's prefix is matched literally, whatever characters the folder's name holds.
    return hasGlobSyntax(pattern) ? posix.join(fg.escapePath(prefix), pattern.replace(/\\/g, '/')) : posix.join(prefix, pattern);
  };
}

/**
 * Why `--stdin-filename` cannot name the capture (as a named path is refused): outside the working
 * directory, through a link that leads out, or an existing folder or special file.
 */
async function stdinNameRefusal(cwd: string, name: string): Promise<string | undefined> {
  const absolute = resolve(cwd, name);
  if (!isInside(resolve(cwd), absolute)) return `it is outside the working directory ${cwd}`;
  return refusalToRead(realRootOf(cwd), absolute);
}

interface PrintConfigContext {
  /** The config file used, as the report names it. */
  config?: string;
  settings: McpLintConfig;
  maxWarnings?: number;
  revisionFlag: boolean;
  formatFlag: boolean;
}

/**
 * `--print-config FILE`: the settings the run would check FILE with (as ESLint's), as JSON. The
 * file is not checked; its format is detected from its name and first lines when not forced.
 */
async function printConfig(file: string, options: RunOptions, context: PrintConfigContext): Promise<string> {
  const cwd = resolve(options.cwd);
  const absolute = resolve(cwd, file);
  const path = relative(cwd, absolute).split(sep).join('/');
  const overrideSets = await expandOverrides(cwd, options.overrides ?? []);
  const effective = effectiveOptions(path, options, overrideSets);
  const matched = overrideSets.flatMap((set, index) => (set.has(path) ? [index] : []));
  const lastSetting = (key: 'revision' | 'format') => [...matched].reverse().find((index) => options.overrides![index][key] !== undefined);
  const from = (key: 'revision' | 'format', flag: boolean, fallback: string) => {
    const override = lastSetting(key);
    if (override !== undefined) return `overrides[${override}] of ${context.config}`;
    if (flag) return key === 'revision' ? '--revision' : '--capture-format';
    return context.settings[key] !== undefined ? context.config! : fallback;
  };
  const detected = effective.format === undefined ? await detectedFormat(cwd, path, absolute) : undefined;
  const defaults = new Map(RULES.map((rule) => [rule.meta.id, rule.meta.severity]));
  const rules = Object.fromEntries([...defaults.keys()].sort().map((id) => [id, effective.rules?.[id] ?? defaults.get(id)!]));
  const settings = {
    file: path,
    config: context.config ?? null,
    revision: effective.revision,
    revisionFrom: from('revision', context.revisionFlag, effective.revision === 'auto' ? "the default: read from the capture's initialize handshake" : 'the default'),
    compareWith: effective.compareWith ?? [],
    captureFormat: effective.format ?? detected ?? null,
    captureFormatFrom: effective.format !== undefined ? from('format', context.formatFlag, 'the default') : detected !== undefined ? "detected from the file's name and first lines" : 'detected when the file is read (it cannot be read now)',
    mixedOutput: effective.mixedOutput ?? false,
    overrides: matched,
    expectationFile: relative(cwd, expectationLocation(cwd, path, absolute, options.expectationsDir)).split(sep).join('/'),
    failOn: options.failOn,
    maxWarnings: context.maxWarnings ?? null,
    errorOnUnmatchedPattern: options.errorOnUnmatchedPattern !== false,
    rules,
  };
  // A file's name can hold a token: masked as every output masks it.
  return new Redactor(options.secrets).redact(`${JSON.stringify(settings, null, 2)}\n`);
}

/** The reader the run would pick for a capture inside the working directory, from its first 64 KiB; undefined when it cannot be read. */
async function detectedFormat(cwd: string, path: string, absolute: string): Promise<string | undefined> {
  if ((await refusalToRead(realRootOf(cwd), absolute)) !== undefined) return undefined;
  const handle = await open(absolute, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return detectFormat({ fileName: path, lines: buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/) }).name;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}
