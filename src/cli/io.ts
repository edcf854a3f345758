import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { WorkflowCommandGuard } from '../report/escape.js';

/** What the CLI reads and writes: injected so tests and the bin share one code path. */
export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * The workflow commands `--format github` prints on purpose (annotations); see {@link guardOutput}.
   * Absent, they go to stdout.
   */
  workflowCommands?(text: string): void;
  /** Environment (NO_COLOR, CI, FORCE_COLOR); defaults to none. */
  env?: NodeJS.ProcessEnv;
  stdoutIsTty?: boolean;
  stderrIsTty?: boolean;
  /** Reads all of standard input (explain -). */
  readStdin?(): Promise<string>;
  /** Standard input as a stream (check -): spooled to a file, never held whole in memory. */
  stdin?: NodeJS.ReadableStream;
}

/**
 * An annotation as `formatGithubCommands` writes it: properties percent-escaped (no `:`, no line
 * break), the message on the same line. Anything else is not one of ours.
 */
const ANNOTATION = /^::(?:error|warning|notice)(?: [^\r\n:\u0085\u2028\u2029]*)?::[^\r\n\u0085\u2028\u2029]*\n$/;

/**
 * The CLI's output sink. In a workflow `run:` step the runner reads every line of stdout and
 * stderr for workflow commands, and what we print quotes captures, file names and the config of a
 * pull request: every line is neutralised (see WorkflowCommandGuard) except the annotations that
 * `--format github` writes through `workflowCommands`.
 */
export function guardOutput(io: CliIo): CliIo & { workflowCommands(text: string): void } {
  const out = new WorkflowCommandGuard();
  const err = new WorkflowCommandGuard();
  return {
    ...io,
    stdout: (text) => io.stdout(out.write(text)),
    stderr: (text) => io.stderr(err.write(text)),
    workflowCommands: (text) => {
      const lines = text.split(/(?<=\n)/);
      io.stdout(lines.map((line) => (out.atLineStart && ANNOTATION.test(line) ? line : out.write(line))).join(''));
    },
  };
}

/** Standard input saved to a private file (a fresh folder only this user can enter), and how to remove it. */
export interface StdinSpool {
  file: string;
  remove(): Promise<void>;
}

/**
 * Copies standard input into a file, chunk by chunk: `check -` then reads it as it reads any
 * capture, with the same bounds (a pipe can be read only once, and the engine reads a file's head
 * before its lines), and memory stays what a file read takes however long the input is.
 */
export async function spoolStdin(stream: NodeJS.ReadableStream): Promise<StdinSpool> {
  const dir = await mkdtemp(join(tmpdir(), 'mcp-capture-lint-stdin-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = join(dir, 'capture');
  try {
    await pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { file, remove };
}
