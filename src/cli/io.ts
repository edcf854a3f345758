/** What the CLI reads and writes: injected so tests and the bin share one code path. */
export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Environment (NO_COLOR, CI, FORCE_COLOR); defaults to none. */
  env?: NodeJS.ProcessEnv;
  stdoutIsTty?: boolean;
  stderrIsTty?: boolean;
  /** Reads all of standard input (explain -). */
  readStdin?(): Promise<string>;
}

