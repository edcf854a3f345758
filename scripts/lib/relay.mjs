/**
 * The recording relay the SDK recorders share: a process that sits between an MCP client and a
 * stdio server, copies every line unchanged both ways and writes it, with its direction, to a
 * marked JSONL file.
 *
 * Mark convention (marked JSONL, read by the jsonl reader): `> ` starts a line the client wrote to
 * the server's stdin, `< ` a line the server wrote to its stdout. The rest of the line is the bytes
 * exactly as they crossed the pipe.
 *
 * A SIGTERM sent to the relay is passed on to the server, so a recorder can ask the server to shut
 * down gracefully (and record what it sends while doing so); the relay exits when the server does.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Copies stdin to the child and the child's stdout to stdout, line by line, logging both. */
export function relay(outFile, command) {
  mkdirSync(dirname(outFile), { recursive: true });
  const log = createWriteStream(outFile);
  const child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'ignore'], env: { PATH: process.env.PATH ?? '' } });
  const tee = (input, output, mark) => {
    let carry = '';
    input.setEncoding('utf8');
    input.on('data', (chunk) => {
      output.write(chunk);
      carry += chunk;
      let nl;
      while ((nl = carry.indexOf('\n')) !== -1) {
        log.write(`${mark} ${carry.slice(0, nl)}\n`);
        carry = carry.slice(nl + 1);
      }
    });
  };
  tee(process.stdin, child.stdin, '>');
  tee(child.stdout, process.stdout, '<');
  process.stdin.on('end', () => child.stdin.end());
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code) => log.end(() => process.exit(code ?? 0)));
}

/** The command and arguments that run `command` behind a relay writing to `outFile`. */
export function relayed(outFile, command) {
  return { command: process.execPath, args: [fileURLToPath(import.meta.url), outFile, '--', ...command] };
}

// Run as a process: `node scripts/lib/relay.mjs <out file> -- <command> [args...]`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  relay(process.argv[2], process.argv.slice(process.argv.indexOf('--') + 1));
}
