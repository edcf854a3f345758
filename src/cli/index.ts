#!/usr/bin/env node
import { isCaptureWorker } from '../app/workers.js';
import { neutralizeWorkflowCommands } from '../report/escape.js';
import { main } from './main.js';

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

// In a worker thread this bundle is loaded to check files (src/app/workers.ts), not to run the CLI.
if (!isCaptureWorker()) start();

function start(): void {
  // `mcp-capture-lint rules | head`: a reader that stops early is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

  main(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdoutIsTty: process.stdout.isTTY === true,
    stderrIsTty: process.stderr.isTTY === true,
    readStdin,
    stdin: process.stdin,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // The stack's message may quote a capture: no line of it may read as a workflow command.
      process.stderr.write(neutralizeWorkflowCommands(`mcp-capture-lint: internal error: ${error instanceof Error ? error.stack : String(error)}\n`));
      process.exitCode = 2;
    },
  );
}
