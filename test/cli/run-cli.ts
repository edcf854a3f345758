import { onTestFinished } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The built bin, as `npx mcp-capture-lint` runs it. Build first: npx tsc -p tsconfig.build.json && node scripts/bundle.mjs */
export const CLI = new URL('../../dist/cli/index.js', import.meta.url).pathname;
export const cliBuilt = existsSync(CLI);

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI in `cwd` with a clean environment (no CI, no colour forcing). */
export function runCli(args: string[], options: { cwd: string; input?: string; env?: Record<string, string> }): CliRun {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env };
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: options.cwd, input: options.input ?? '', env, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs a built entry point (the CLI, the Action) with exactly `env`, without blocking this process
 * (a test may serve a socket or a loopback API while it runs). Bounded: a run that hangs past
 * `boundMs` is killed and ends with status null.
 */
export function runEntry(entry: string, args: string[], options: { cwd: string; env: Record<string, string>; boundMs: number }): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.boundMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr });
    });
  });
}

/** A scratch working directory with the given files (path -> content); removed by the returned cleanup. */
export function scratch(files: Record<string, string>): { dir: string; cleanup: () => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'mcl-cli-')));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const INIT = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}';
export const INIT_RESULT = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}';
export const INITIALIZED = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
export const CUT = '{"jsonrpc":"2.0","id":2,"method":"tools/list"';
/** A clean session, and one whose third line is cut short with more after it (a parse-error, error, on line 3). */
export const GOOD = `${INIT}\n${INIT_RESULT}\n${INITIALIZED}\n`;
export const BROKEN = `${INIT}\n${INIT_RESULT}\n${CUT}\n${INITIALIZED}\n`;

/** A scratch working directory with the given files, removed when the current test ends. */
export function workdir(files: Record<string, string>): string {
  const w = scratch(files);
  onTestFinished(w.cleanup);
  return w.dir;
}
