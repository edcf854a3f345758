import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { didYouMean } from '../config/suggest.js';
import { VERSION } from '../version.js';
import { guardOutput, type CliIo } from './io.js';
import { parseCaptureFormat, parseRevision } from './values.js';
import { flagBoolean, flagValue, parseArgs, UsageError, type FlagSpec } from './args.js';
import { runCheckCommand, runMergeCommand } from './check.js';
import { explain, explainFile } from './explain.js';
import { EXPLAIN_HELP, MAIN_HELP, MERGE_HELP, REQUIREMENTS_HELP, RULES_HELP } from './help.js';
import { runRequirements } from './requirements.js';
import { catalogJson, catalogText, ruleDoc } from './rules.js';
import { colorWanted, createStyle } from './style.js';

export type { CliIo };

const COMMANDS = ['check', 'explain', 'rules', 'requirements', 'merge', 'help'];

/** Runs the CLI with `argv` (without node and the script). Returns the exit status. */
export async function main(argv: string[], rawIo: CliIo): Promise<number> {
  // Everything printed passes the workflow-command guard: it quotes captures, file names and config.
  const io = guardOutput(rawIo);
  const args = [...argv];
  const first = args[0];
  try {
    if (first === '--version' || first === '-v') {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    if (first === undefined || first === 'check' || first.startsWith('-') || !isCommandLike(first, io)) {
      if (first === 'check') args.shift();
      if (args.includes('--help') || args.includes('-h')) {
        io.stdout(MAIN_HELP);
        return 0;
      }
      return await runCheckCommand(args, io);
    }
    args.shift();
    if (first === 'help') {
      io.stdout(args[0] === 'explain' ? EXPLAIN_HELP : args[0] === 'rules' ? RULES_HELP : args[0] === 'requirements' ? REQUIREMENTS_HELP : args[0] === 'merge' ? MERGE_HELP : MAIN_HELP);
      return 0;
    }
    if (first === 'explain') return await runExplain(args, io);
    if (first === 'rules') return runRules(args, io);
    if (first === 'requirements') return runRequirements(args, io);
    if (first === 'merge') {
      if (args.includes('--help') || args.includes('-h')) {
        io.stdout(MERGE_HELP);
        return 0;
      }
      return await runMergeCommand(args, io);
    }
    throw new UsageError(`unknown command ${first}.${didYouMean(first, COMMANDS)}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`mcp-capture-lint: ${error.message}\nRun \`mcp-capture-lint --help\` for usage.\n`);
      return 2;
    }
    throw error;
  }
}

/**
 * Whether the first word is a command rather than a capture path. A word that is not a command
 * but is one letter away from one (`expain`) is a mistyped command, unless a file has that name.
 */
function isCommandLike(word: string, io: CliIo): boolean {
  if (COMMANDS.includes(word)) return true;
  if (/[./\\*?]/.test(word)) return false;
  const near = didYouMean(word, COMMANDS) !== '' && word.length >= 4;
  if (!near) return false;
  // A file or folder of that name is a capture path.
  return !existsSync(resolve(io.cwd, word));
}

const EXPLAIN_FLAGS: FlagSpec[] = [
  { name: 'revision', value: true },
  { name: 'capture-format', value: true },
  { name: 'color' },
  { name: 'help', short: 'h' },
];

async function runExplain(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, EXPLAIN_FLAGS);
  if (args.flags.has('help')) {
    io.stdout(EXPLAIN_HELP);
    return 0;
  }
  if (args.positionals.length > 1) throw new UsageError('explain reads one file (or - for standard input).');
  const revision = parseRevision(flagValue(args, 'revision')) ?? 'auto';
  const format = parseCaptureFormat(flagValue(args, 'capture-format'));
  const file = args.positionals[0] ?? '-';
  const style = createStyle(colorWanted(io.stdoutIsTty ?? false, io.env ?? {}, flagBoolean(args, 'color')));
  let result: Awaited<ReturnType<typeof explainFile>>;
  if (file === '-') {
    if (!io.readStdin) throw new UsageError('no standard input to read.');
    result = await explain(await io.readStdin(), { name: '<stdin>', revision, format, style });
  } else {
    // A capture file is streamed through the engine, never read whole (a 315 MB capture took 1.24 GB as text).
    result = await explainFile(resolve(io.cwd, file), { name: file, revision, format, style });
  }
  if ('cannotRead' in result) {
    io.stderr(`mcp-capture-lint: ${file}: cannot read (${result.cannotRead}).\n`);
    return 2;
  }
  io.stdout(result.output);
  if (result.messages === 0 && result.errors === 0) return 2;
  return result.errors > 0 ? 1 : 0;
}

const RULES_FLAGS: FlagSpec[] = [{ name: 'json' }, { name: 'color' }, { name: 'help', short: 'h' }];

function runRules(argv: string[], io: CliIo): number {
  const args = parseArgs(argv, RULES_FLAGS);
  if (args.flags.has('help')) {
    io.stdout(RULES_HELP);
    return 0;
  }
  if (args.positionals.length > 1) throw new UsageError('rules takes at most one rule id.');
  const id = args.positionals[0];
  if (id !== undefined) {
    const doc = ruleDoc(id);
    if (doc.error) {
      io.stderr(`mcp-capture-lint: ${doc.error}\n`);
      return 2;
    }
    io.stdout(args.flags.has('json') ? catalogJson(id) : doc.text!);
    return 0;
  }
  if (args.flags.has('json')) io.stdout(catalogJson());
  else io.stdout(catalogText(createStyle(colorWanted(io.stdoutIsTty ?? false, io.env ?? {}, flagBoolean(args, 'color')))));
  return 0;
}

