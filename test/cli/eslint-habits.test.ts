import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheckCommand } from '../../src/cli/check.js';
import { UsageError } from '../../src/cli/args.js';
import type { CliIo } from '../../src/cli/io.js';
import { BROKEN, GOOD, INIT, INIT_RESULT, INITIALIZED, scratch } from './run-cli.js';

/** The check command in process (the bin's code path, without a build). */
async function check(argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env, stdoutIsTty: true };
  const status = await runCheckCommand(['--jobs', '1', ...argv], io);
  return { status, stdout, stderr };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A request for a method no revision defines: a warning (unknown-method). */
const UNKNOWN_METHOD = '{"jsonrpc":"2.0","id":7,"method":"tools/delete","params":{"name":"echo"}}\n{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"Method not found"}}\n';
/** An error (the cut line 3) and a warning in one capture. */
const WITH_WARNING = `${BROKEN}${UNKNOWN_METHOD}`;

describe("ESLint's habits on the command line", () => {
  it('--quiet lists errors only; the counts and the exit status are the run\'s', async () => {
    const w = scratch({ 'a.jsonl': WITH_WARNING });
    cleanup = w.cleanup;
    const loud = await check(['a.jsonl', '--no-color'], w.dir);
    expect(loud.stdout).toMatch(/ warning /);
    const quiet = await check(['a.jsonl', '--quiet', '--no-color'], w.dir);
    expect(quiet.status).toBe(loud.status);
    expect(quiet.stdout).toMatch(/a\.jsonl:3:\d+ {2}error /);
    expect(quiet.stdout).not.toMatch(/ {2}warning {2}/);
  });

  it('--output-file is --output; giving both is a usage error', async () => {
    const w = scratch({ 'a.jsonl': GOOD });
    cleanup = w.cleanup;
    expect((await check(['a.jsonl', '--format', 'json', '--output-file', 'r.json'], w.dir)).status).toBe(0);
    expect(JSON.parse(readFileSync(join(w.dir, 'r.json'), 'utf8')).summary.files).toBe(1);
    await expect(check(['a.jsonl', '--output', 'x', '--output-file', 'y'], w.dir)).rejects.toThrow(UsageError);
  });

  it('--max-warnings -1 lifts the limit the config sets', async () => {
    const w = scratch({ 'a.jsonl': `${INIT}\n${INIT_RESULT}\n${INITIALIZED}\n${UNKNOWN_METHOD}`, '.mcp-capture-lint.yml': 'max-warnings: 0\n' });
    cleanup = w.cleanup;
    const limited = await check(['a.jsonl'], w.dir);
    expect(limited.status).toBe(1);
    expect(limited.stderr).toMatch(/more than the 0 that --max-warnings allows/);
    expect((await check(['a.jsonl', '--max-warnings', '-1'], w.dir)).status).toBe(0);
    await expect(check(['a.jsonl', '--max-warnings', '-2'], w.dir)).rejects.toThrow(/or -1 for no limit/);
  });

  it('--rule ID:SEVERITY sets a rule over the config, repeatable; an unknown id says what was meant', async () => {
    const w = scratch({ 'a.jsonl': `${INIT}\n${INIT_RESULT}\n${INITIALIZED}\n${UNKNOWN_METHOD}`, '.mcp-capture-lint.yml': 'rules:\n  unknown-method: warning\n' });
    cleanup = w.cleanup;
    expect((await check(['a.jsonl'], w.dir)).status).toBe(0);
    const raised = await check(['a.jsonl', '--rule', 'unknown-method:error', '--no-color'], w.dir);
    expect(raised.status).toBe(1);
    expect(raised.stdout).toMatch(/a\.jsonl:4:\d+ {2}error .* unknown-method/);
    const off = await check(['a.jsonl', '--rule', 'unknown-method:error', '--rule', 'unknown-method:off', '--no-color'], w.dir);
    expect(off.stdout).not.toContain('unknown-method');
    await expect(check(['a.jsonl', '--rule', 'unknown-methd:off'], w.dir)).rejects.toThrow(/unknown rule id "unknown-methd"\. Did you mean "unknown-method"\?/i);
    await expect(check(['a.jsonl', '--rule', 'unknown-method:loud'], w.dir)).rejects.toThrow(/--rule unknown-method must be one of off, info, warning, error/);
  });

  it('FORCE_COLOR=0 turns colours off on a terminal', async () => {
    const w = scratch({ 'a.jsonl': BROKEN });
    cleanup = w.cleanup;
    expect((await check(['a.jsonl'], w.dir)).stdout).toContain('\u001b[');
    expect((await check(['a.jsonl'], w.dir, { FORCE_COLOR: '0' })).stdout).not.toContain('\u001b[');
  });

  it('--format junit and --format rdjson', async () => {
    const w = scratch({ 'a.jsonl': BROKEN });
    cleanup = w.cleanup;
    const junit = await check(['a.jsonl', '--format', 'junit'], w.dir);
    expect(junit.status).toBe(1);
    expect(junit.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="mcp-capture-lint" tests="\d+" failures="1" errors="0"/);
    const rdjson = JSON.parse((await check(['a.jsonl', '--format', 'rdjson'], w.dir)).stdout);
    expect(rdjson.diagnostics).toEqual([expect.objectContaining({ location: { path: 'a.jsonl', range: { start: { line: 3, column: 1 } } }, severity: 'ERROR', code: expect.objectContaining({ value: 'parse-error' }) })]);
  });
});
