import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { discoverCaptures, DiscoveryError } from '../app/discover.js';
import { ConfigError, FAIL_ON_VALUES, loadConfig, type FailOn, type LoadedConfig } from '../config/config.js';
import { didYouMean } from '../config/suggest.js';
import { checkCapture, type FileCheckResult } from '../core/engine.js';
import { buildJsonReport, type JsonReport } from '../report/json-report.js';
import { VERSION } from '../version.js';
import { flagBoolean, flagValue, flagValues, parseArgs, UsageError, type FlagSpec } from './args.js';
import type { CliIo } from './io.js';
import { parseCaptureFormat, parseRevision } from './values.js';
import { Progress } from './progress.js';
import { colorWanted, createStyle, type Style } from './style.js';

export const OUTPUT_FORMATS = ['text', 'json', 'sarif', 'markdown', 'github'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const CHECK_FLAGS: FlagSpec[] = [
  { name: 'revision', value: true },
  { name: 'config', value: true },
  { name: 'no-config' },
  { name: 'format', value: true, short: 'f' },
  { name: 'output', value: true, short: 'o' },
  { name: 'update' },
  { name: 'fail-on', value: true },
  { name: 'max-warnings', value: true },
  { name: 'exclude', value: true, repeat: true },
  { name: 'capture-format', value: true },
  { name: 'mixed-output' },
  { name: 'color' },
  { name: 'progress' },
  { name: 'help', short: 'h' },
];

export async function runCheckCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CHECK_FLAGS);
  const output = choice(flagValue(args, 'format'), '--format', OUTPUT_FORMATS) ?? 'text';
  const failOnFlag = choice(flagValue(args, 'fail-on'), '--fail-on', FAIL_ON_VALUES);
  const maxWarningsText = flagValue(args, 'max-warnings');
  let maxWarningsFlag: number | undefined;
  if (maxWarningsText !== undefined) {
    if (!/^\d+$/.test(maxWarningsText)) throw new UsageError(`--max-warnings needs a whole number (0 or more), not ${JSON.stringify(maxWarningsText)}.`);
    maxWarningsFlag = Number(maxWarningsText);
  }
  const revisionFlag = parseRevision(flagValue(args, 'revision'));
  const captureFormat = parseCaptureFormat(flagValue(args, 'capture-format'));
  const env = io.env ?? {};

  let loaded: LoadedConfig;
  try {
    loaded = args.flags.has('no-config') ? { config: {} } : await loadConfig(io.cwd, flagValue(args, 'config'));
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`mcp-capture-lint: the config file has ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}; nothing was checked.\n${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const config = loaded.config;
  const plan = {
    captures: args.positionals.length > 0 ? args.positionals : (config.captures ?? ['.']),
    exclude: [...(config.exclude ?? []), ...flagValues(args, 'exclude')],
    revision: revisionFlag ?? config.revision ?? 'auto',
    failOn: failOnFlag ?? config.failOn ?? 'error',
    maxWarnings: maxWarningsFlag ?? config.maxWarnings,
    update: args.flags.get('update') === true,
  };

  let captures;
  try {
    captures = await discoverCaptures({ cwd: io.cwd, patterns: plan.captures, exclude: plan.exclude });
  } catch (error) {
    if (error instanceof DiscoveryError) {
      io.stderr(`${error.problems.map((p) => `mcp-capture-lint: ${p}`).join('\n')}\n`);
      return 2;
    }
    throw error;
  }

  const progress = new Progress(io, flagBoolean(args, 'progress') ?? true);
  const results: FileCheckResult[] = [];
  progress.start(captures.length);
  for (const capture of captures) {
    results.push(
      await checkCapture(
        { path: capture.path, file: capture.absolute },
        { revision: plan.revision, format: captureFormat ?? config.format, mixedOutput: args.flags.has('mixed-output') || config.mixedOutput, rules: config.rules },
      ),
    );
    progress.tick(capture.absolute);
  }
  progress.done();
  const report = buildJsonReport(results, VERSION);

  const outputFile = flagValue(args, 'output');
  const style = createStyle(outputFile === undefined && colorWanted(io.stdoutIsTty ?? false, env, flagBoolean(args, 'color')));
  const text = render(report, output, style, loaded);
  if (outputFile !== undefined) {
    const target = resolve(io.cwd, outputFile);
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
    } catch (error) {
      io.stderr(`mcp-capture-lint: cannot write ${outputFile}: ${(error as Error).message}\n`);
      return 2;
    }
  } else io.stdout(text);

  const failed =
    plan.failOn !== 'never' &&
    (report.files.some((f) => f.error) || report.files.some((f) => f.findings.some((x) => x.expectation === 'new' && (x.severity === 'error' || (plan.failOn === 'warning' && x.severity === 'warning')))));
  if (plan.maxWarnings !== undefined && report.summary.warnings > plan.maxWarnings) {
    io.stderr(`mcp-capture-lint: ${report.summary.warnings} warnings, more than --max-warnings ${plan.maxWarnings} allows.\n`);
    return 1;
  }
  return failed ? 1 : 0;
}

function choice<T extends string>(value: string | undefined, flag: string, choices: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag} must be one of ${choices.join(', ')}, not ${JSON.stringify(value)}.${didYouMean(value, choices)}`);
}

function render(report: JsonReport, format: OutputFormat, style: Style, loaded: LoadedConfig): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  const out: string[] = [];
  for (const file of report.files) {
    if (file.error) out.push(`${file.path}: ${file.error}`);
    for (const f of file.findings) out.push(`${file.path}:${f.line}:${f.column}  ${style.severity(f.severity)}  ${f.message}  ${style.dim(f.rule)}`);
  }
  out.push(`${report.summary.files} files, ${report.summary.frames} frames: ${report.summary.errors} errors, ${report.summary.warnings} warnings${loaded.path ? ` (config ${loaded.path})` : ''}`);
  return `${out.join('\n')}\n`;
}
