#!/usr/bin/env node
import { main } from './main.js';

main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`mcp-capture-lint: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 2;
  },
);
