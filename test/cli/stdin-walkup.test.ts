import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { runCheckCommand } from '../../src/cli/check.js';
import type { CliIo } from '../../src/cli/io.js';
import { BROKEN, cliBuilt, GOOD, runCli, workdir } from './run-cli.js';

/** The check command in process (the bin's code path, without a build), with `stdin` as standard input. */
async function check(argv: string[], cwd: string, stdin?: string | Readable) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    cwd,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    stdin: typeof stdin === 'string' ? Readable.from([stdin]) : stdin,
  };
  const status = await runCheckCommand(['--jobs', '1', '--no-progress', '--no-color', ...argv], io);
  return { status, stdout, stderr };
}

/** The parse-error of BROKEN (line 3), as an expectation file records it. */
const EXPECTED_CUT = 'revision: 2025-06-18\nfindings:\n  - line: 3\n    rule: parse-error\n    severity: error\n';

describe('check - (a capture on standard input)', () => {
  it('is shown as <stdin>, or by --stdin-filename, whose expectation file it is held to', async () => {
    const cwd = workdir({ 'caps/a.jsonl.expected.yaml': EXPECTED_CUT });
    const bare = await check(['-'], cwd, BROKEN);
    expect(bare.status).toBe(1);
    expect(bare.stdout).toMatch(/^<stdin>:3:1 {2}error /m);
    const named = await check(['-', '--stdin-filename', 'caps/a.jsonl'], cwd, BROKEN);
    expect(named.stdout).toContain('(0 new, 1 expected, 0 stale)');
    expect(named.status).toBe(0);
    // Nothing of standard input is left behind in the working directory.
    expect(existsSync(join(cwd, '<stdin>'))).toBe(false);
  });

  it('--update writes the expectation file beside the name given; without a name it says to give one', async () => {
    const cwd = workdir({ 'caps/.keep': '' });
    expect((await check(['-', '--stdin-filename', 'caps/b.jsonl', '--update'], cwd, BROKEN)).status).toBe(0);
    expect(readFileSync(join(cwd, 'caps/b.jsonl.expected.yaml'), 'utf8')).toContain('rule: parse-error');
    await expect(check(['-', '--update'], cwd, BROKEN)).rejects.toThrow(/name the capture read from standard input with --stdin-filename/);
    const failing = await check(['-', '--stdin-filename', 'caps/c.jsonl'], cwd, BROKEN);
    expect(failing.stdout).toContain('`npx mcp-capture-lint check --update --stdin-filename caps/c.jsonl -`');
  });

  it('refuses a --stdin-filename outside the working directory, as a named path', async () => {
    const cwd = workdir({ 'a.jsonl': GOOD });
    for (const name of ['../x.jsonl', '/etc/passwd']) {
      const run = await check(['-', '--stdin-filename', name], cwd, GOOD);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`--stdin-filename ${name} was not checked: it is outside the working directory ${cwd}.`);
      expect(run.stdout).toBe('');
    }
  });

  it('is the one capture of its run; --stdin-filename needs it', async () => {
    const cwd = workdir({ 'a.jsonl': GOOD });
    await expect(check(['-', 'a.jsonl'], cwd, GOOD)).rejects.toThrow(UsageError);
    await expect(check(['a.jsonl', '--stdin-filename', 'x.jsonl'], cwd)).rejects.toThrow(/give - as the capture too/);
  });

  it('takes more than 64 MiB without holding it (one over-long line, reported)', async () => {
    const cwd = workdir({});
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const input = Readable.from((function* () {
      for (let i = 0; i < 65; i++) yield chunk;
    })());
    const run = await check(['-'], cwd, input);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/<stdin>:1:1 {2}error {2}This line is 68157440 bytes long, over the 67108864-byte limit/);
  }, 60_000);

  it('masks a credential on standard input as in a file', async () => {
    const cwd = workdir({});
    const token = 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    const run = await check(['-', '--format', 'json'], cwd, `${BROKEN.replace('"name":"c"', `"name":"${token}"`)}{"jsonrpc":"2.0","id":9,"method":"x","params":{"token":"${token}"},,}\n`);
    expect(run.stdout).not.toContain(token);
  });
});

describe('the config found by walking up to the repository root', () => {
  /** A repository with its config at the root and a capture below; the user stands in sub/. */
  function repository(files: Record<string, string> = {}) {
    const root = workdir({
      '.mcp-capture-lint.yml': 'rules:\n  parse-error: warning\nexpectations: golden\n',
      'sub/a.jsonl': BROKEN,
      'other/b.jsonl': BROKEN,
      ...files,
    });
    mkdirSync(join(root, '.git'));
    return root;
  }

  it('is used from a folder below, says which file it is, and its paths are relative to its folder', async () => {
    const root = repository({ 'golden/sub/a.jsonl.expected.yaml': EXPECTED_CUT.replace('severity: error', 'severity: warning') });
    const text = await check([], join(root, 'sub'));
    // The user's folder is what is checked (not other/), against the expectations folder the config names.
    expect(text.stdout).toMatch(/^1 file, \d+ frames: 0 errors, 1 warning, 0 info \(0 new, 1 expected, 0 stale\)\.$/m);
    expect(text.stdout).toContain('Config: ../.mcp-capture-lint.yml.');
    expect(text.status).toBe(0);
    const json = JSON.parse((await check(['a.jsonl', '--format', 'json'], join(root, 'sub'))).stdout);
    expect(json.config).toBe('../.mcp-capture-lint.yml');
    expect(json.files.map((f: { path: string }) => f.path)).toEqual(['sub/a.jsonl']);
  });

  it('stops at the repository root, and without a repository looks in the working directory only', async () => {
    const outer = workdir({ '.mcp-capture-lint.yml': 'rules:\n  parse-error: off\n', 'repo/sub/a.jsonl': BROKEN });
    mkdirSync(join(outer, 'repo/.git'));
    const inRepo = await check(['a.jsonl'], join(outer, 'repo/sub'));
    expect(inRepo.stdout).toMatch(/error .*parse-error/);
    expect(inRepo.stdout).not.toContain('Config:');
    const noRepo = workdir({ '.mcp-capture-lint.yml': 'rules:\n  parse-error: off\n', 'sub/a.jsonl': BROKEN });
    expect((await check(['a.jsonl'], join(noRepo, 'sub'))).stdout).toMatch(/error .*parse-error/);
  });

  it('refuses a config above the working directory that is a link, naming it', async () => {
    const root = workdir({ 'sub/a.jsonl': GOOD, 'real.yml': 'revision: auto\n' });
    mkdirSync(join(root, '.git'));
    symlinkSync(join(root, 'real.yml'), join(root, '.mcp-capture-lint.yml'));
    const run = await check(['a.jsonl'], join(root, 'sub'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('../.mcp-capture-lint.yml:1:1: the config file is not read: it is a symbolic link');
  });

  it('problems in it are shown at its path from the working directory, line and column', async () => {
    const root = repository({ '.mcp-capture-lint.yml': 'revison: 2025-06-18\n' });
    const run = await check(['a.jsonl'], join(root, 'sub'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('../.mcp-capture-lint.yml:1:1: unknown top-level key "revison". Did you mean "revision"?');
    // Once: the schema's check finds the same key and says nothing more.
    expect(run.stderr.match(/revison/g)).toHaveLength(1);
  });
});

describe('--print-config FILE', () => {
  it('prints the settings FILE is checked with, as JSON, and checks nothing', async () => {
    const cwd = workdir({
      '.mcp-capture-lint.yml': 'revision: 2025-06-18\nfail-on: warning\nmax-warnings: 4\nrules:\n  parse-error: warning\noverrides:\n  - files: legacy/**\n    revision: 2024-11-05\n    mixed-output: true\n',
      'legacy/a.jsonl': BROKEN,
    });
    const run = await check(['--print-config', 'legacy/a.jsonl', '--rule', 'unknown-method:error'], cwd);
    expect(run.status).toBe(0);
    const settings = JSON.parse(run.stdout);
    expect(settings).toMatchObject({
      file: 'legacy/a.jsonl',
      config: '.mcp-capture-lint.yml',
      revision: '2024-11-05',
      revisionFrom: 'overrides[0] of .mcp-capture-lint.yml',
      captureFormat: 'jsonl',
      mixedOutput: true,
      overrides: [0],
      expectationFile: 'legacy/a.jsonl.expected.yaml',
      failOn: 'warning',
      maxWarnings: 4,
    });
    expect(settings.rules['parse-error']).toBe('warning');
    expect(settings.rules['unknown-method']).toBe('error');
    // Every rule of the catalog, with its default severity when nothing sets it.
    expect(settings.rules['batch-empty']).toBe('error');
    expect(JSON.parse((await check(['--print-config', 'other.jsonl', '--revision', '2025-11-25', '--no-config'], cwd)).stdout)).toMatchObject({
      config: null,
      revision: '2025-11-25',
      revisionFrom: '--revision',
      captureFormat: null,
    });
  });
});

describe.skipIf(!cliBuilt)('the bin (dist/cli)', () => {
  it('reads the capture piped to `check -`, and prints a config as JSON', () => {
    const cwd = workdir({ '.mcp-capture-lint.yml': 'rules:\n  parse-error: warning\n' });
    const piped = runCli(['check', '-', '--stdin-filename', 'caps/a.jsonl', '--no-progress'], { cwd, input: BROKEN });
    expect(piped.stdout).toMatch(/^caps\/a\.jsonl:3:1 {2}warning /m);
    expect(piped.stdout).toContain('Config: .mcp-capture-lint.yml.');
    const printed = runCli(['--print-config', 'caps/a.jsonl'], { cwd });
    expect(printed.status).toBe(0);
    expect(JSON.parse(printed.stdout).rules['parse-error']).toBe('warning');
  });
});
