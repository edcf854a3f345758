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
