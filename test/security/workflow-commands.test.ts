import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { neutralizeWorkflowCommands, WorkflowCommandGuard } from '../../src/report/escape.js';
import { CLI, INIT, INIT_RESULT, runCli, scratch } from '../cli/run-cli.js';

/**
 * In a workflow `run:` step the GitHub runner reads every line of stdout and stderr: one that
 * starts (after white space) with `::`, or holds `##[` anywhere, is a workflow command
 * (actions/runner ActionCommand.TryParseV2 / TryParse). Captures, file names and the config come
 * from pull requests: nothing they hold may reach the start of a line or a `##[`, in any output.
 */

const ACTION = new URL('../../dist/index.js', import.meta.url).pathname;

const HOSTILE_METHOD = '\n::set-output name=failed::false';
const HOSTILE_METHOD_2 = '::add-mask::x ##[set-output name=failed;]false';
const CAPTURE = [
  INIT,
  INIT_RESULT,
  JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  JSON.stringify({ jsonrpc: '2.0', id: 2, method: HOSTILE_METHOD }),
  JSON.stringify({ jsonrpc: '2.0', id: 3, method: HOSTILE_METHOD_2 }),
  '',
].join('\n');
const MASK_FILE = '##[add-mask]x.jsonl';
const COLON_FILE = 'caps/::warning title=x::pwned.jsonl';

/** The annotations `--format github` and the Action print on purpose: properties escaped (no `:`), message on the line. */
const ANNOTATION = /^::(error|warning|notice)(?: (?<props>[^:]*))?::(?<data>.*)$/;

/** Every line the runner would read as a command; `allowed` lets our own annotations through. */
function commandLines(text: string, allowAnnotations: boolean): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => {
    const trimmed = line.trimStart();
    if (allowAnnotations && ANNOTATION.test(trimmed)) return false;
    return trimmed.startsWith('::') || line.includes('##[');
  });
}

function expectNoInjectedCommands(run: { stdout: string; stderr: string }, allowAnnotations = false): void {
  expect(commandLines(run.stdout, allowAnnotations)).toEqual([]);
  expect(commandLines(run.stderr, false)).toEqual([]);
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

function hostileWorkspace(extra: Record<string, string> = {}) {
  const s = scratch({ [MASK_FILE]: CAPTURE, [COLON_FILE]: CAPTURE, ...extra });
  cleanup = s.cleanup;
  return s.dir;
}

describe('the workflow-command guard', () => {
  it('escapes a line that starts a command, visibly, and every ##[', () => {
    expect(neutralizeWorkflowCommands('::set-output name=a::b')).toBe('\\::set-output name=a::b');
    expect(neutralizeWorkflowCommands('   ::error::x')).toBe('   \\::error::x');
    expect(neutralizeWorkflowCommands('file ##[add-mask]x.jsonl: ok')).toBe('file ##\\[add-mask]x.jsonl: ok');
    expect(neutralizeWorkflowCommands('a\r::x::y\r\n##[z]')).toBe('a\r\\::x::y\r\n##\\[z]');
    // Text that does not start a command is left as it is.
    expect(neutralizeWorkflowCommands('see a::b, c:: d')).toBe('see a::b, c:: d');
  });

  it('catches what the runner ignores: zero-width and control characters around the syntax', () => {
    for (const text of ['\u200b::set-output name=a::b', '\u3000::x::y', ':\u0001:x::y', '#\u200b#[add-mask]x', '\ufeff##[add-mask]x']) {
      const out = neutralizeWorkflowCommands(text);
      const visible = out.replace(/[\p{Cc}\p{Cf}\p{Mn}\s]/gu, '');
      expect(visible.startsWith('::'), JSON.stringify(out)).toBe(false);
      expect(visible.includes('##['), JSON.stringify(out)).toBe(false);
    }
  });

  it('catches a command written in pieces', () => {
    const guard = new WorkflowCommandGuard();
    const out = ['  ', ':', ':set-output name=a::b\nfile #', '#[add-mask]x\n'].map((piece) => guard.write(piece)).join('');
    expect(commandLines(out, false)).toEqual([]);
    expect(out).toBe('  :\\:set-output name=a::b\nfile #\\#[add-mask]x\n');
  });
});

describe.skipIf(!existsSync(CLI))('the built CLI prints no workflow command from a capture, a file name or the config', () => {
  it.each(['text', 'json', 'sarif', 'markdown'])('check --format %s', (format) => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.', '--format', format], { cwd: dir });
    expect(run.status).toBe(0);
    expectNoInjectedCommands(run);
    // The findings are still there, their hostile parts readable.
    expect(run.stdout).toContain('set-output name=failed');
  });

  it('check (text) shows the hostile names escaped, each finding on its own line', () => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.'], { cwd: dir });
    // The finding stands at the message's "method" key (column 25).
    expect(run.stdout).toContain('##\\[add-mask]x.jsonl:4:25');
    expect(run.stdout).toContain('"\\n::set-output name=failed::false" is not an MCP method');
    for (const line of run.stdout.split('\n').filter((l) => l.includes('custom-method'))) expect(line).toMatch(/^(##\\\[add-mask\]x|caps\/::warning title=x::pwned)\.jsonl:\d+:25 /);
  });

  it('check --format github prints only our annotations, the hostile text percent-escaped inside them', () => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.', '--format', 'github'], { cwd: dir });
    expectNoInjectedCommands(run, true);
    const annotations = run.stdout.split('\n').filter(Boolean);
    expect(annotations.length).toBeGreaterThan(0);
    for (const line of annotations) expect(line).toMatch(ANNOTATION);
    const colon = annotations.find((l) => l.includes('pwned'))!;
    // The file property cannot end the properties (`:`) or add one (`,`).
    expect(ANNOTATION.exec(colon)!.groups!.props).toContain('file=caps/%3A%3Awarning title=x%3A%3Apwned.jsonl');
    // The method's line break is %0A: it cannot start a line of its own.
    expect(run.stdout).toContain('%0A::set-output name=failed::false');
  });

  it('check --format html to a file, the verdict on stderr', () => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.', '--format', 'html', '--output', 'report.html'], { cwd: dir });
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
    expectNoInjectedCommands(run);
    expect(run.stderr).toContain('##\\[add-mask]x.jsonl');
  });

  it.each(['markdown', 'json', 'sarif', 'github'])('check --format %s --output file: the text verdict on stderr', (format) => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.', '--format', format, '--output', `out.${format}`], { cwd: dir });
    expectNoInjectedCommands(run);
    expect(run.stderr).toContain('set-output name=failed');
  });

  it('check --update: the expectation files written are listed without a command', () => {
    const dir = hostileWorkspace();
    const run = runCli(['check', '.', '--update'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, `${MASK_FILE}.expected.yaml`))).toBe(true);
    expectNoInjectedCommands(run);
    expect(run.stdout).toContain('##\\[add-mask]x.jsonl.expected.yaml');
  });

  it('explain of a hostile capture and of standard input', () => {
    const dir = hostileWorkspace();
    const fromFile = runCli(['explain', MASK_FILE], { cwd: dir });
    expectNoInjectedCommands(fromFile);
    expect(fromFile.stdout).toContain('\\n::set-output name=failed::false: not an MCP method');
    const fromStdin = runCli(['explain', '-'], { cwd: dir, input: CAPTURE });
    expectNoInjectedCommands(fromStdin);
    expect(fromStdin.stdout).toContain('set-output name=failed');
  });

  it('errors that echo a path, a rule id or a command name', () => {
    const dir = hostileWorkspace();
    for (const args of [
      ['check', '::set-output name=failed::false'],
      ['explain', '::set-output name=failed::false.jsonl'],
      ['rules', '::set-output name=failed::false'],
      ['rules', '##[add-mask]x'],
      ['check', '.', '--format', '::set-output name=x::y'],
      ['merge', '::set-output name=failed::false.json'],
      ['::stop-commands::tok'],
    ]) {
      const run = runCli(args, { cwd: dir });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.length, args.join(' ')).toBeGreaterThan(0);
      expectNoInjectedCommands(run);
    }
    // A path that matches nothing is a note of the run, echoing the pattern.
    const unmatched = runCli(['check', 'missing/##[add-mask]y.jsonl'], { cwd: dir });
    expectNoInjectedCommands(unmatched);
    expect(unmatched.stdout).toContain('No capture file matched "missing/##\\[add-mask]y.jsonl"');
  });

  it('a config whose keys and patterns try commands: errors, did-you-mean and notes', () => {
    const dir = hostileWorkspace({
      'bad/.mcp-capture-lint.yml': 'rules:\n  "\\n::set-output name=failed::false": off\n  "##[add-mask]stray-outpt": error\n',
      'none/.mcp-capture-lint.yml': 'captures:\n  - "nothing\\n::set-output name=failed::false/*.jsonl"\n  - "##[add-mask]z/*.jsonl"\n',
    });
    const bad = runCli(['check', '.'], { cwd: join(dir, 'bad') });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('set-output name=failed');
    expectNoInjectedCommands(bad);
    for (const format of ['text', 'markdown', 'github']) {
      const none = runCli(['check', '--format', format], { cwd: join(dir, 'none') });
      expectNoInjectedCommands(none, format === 'github');
      if (format === 'markdown') expect(none.stdout).toContain('#&#8203;#&#8203;\\[add-mask\\]z');
      // Each pattern that matched nothing fails the run (exit 2) and is named, neutralised, on its own line.
      expect(none.status).toBe(2);
      if (format === 'text') {
        expect(none.stderr + none.stdout).toContain('No capture file matched "nothing\\n::set-output name=failed::false/*.jsonl" in');
        expect(none.stderr + none.stdout).toContain('No capture file matched "##\\[add-mask]z/*.jsonl" in');
      }
    }
  });

  it('merge of shard reports whose files are named as commands', () => {
    const dir = hostileWorkspace();
    mkdirSync(join(dir, 'shards'));
    const shard = runCli(['check', '.', '--shard', '1/1', '--output', 'shards/##[add-mask]s.json'], { cwd: dir });
    expect(shard.status).toBe(0);
    expectNoInjectedCommands(shard);
    for (const format of ['text', 'markdown', 'github']) {
      const merged = runCli(['merge', 'shards/*.json', '--format', format], { cwd: dir });
      expectNoInjectedCommands(merged, format === 'github');
      expect(merged.stdout).toContain('set-output name=failed');
    }
  });
});

/** The built Action on a push (no pull request comment), with `inputs` as INPUT_ variables. */
function runAction(dir: string, inputs: Record<string, string>) {
  const event = join(dir, '..event.json');
  writeFileSync(event, '{}');
  const output = join(dir, '..output');
  writeFileSync(output, '');
  const result = spawnSync(process.execPath, [ACTION], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 280_000,
    maxBuffer: 256 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: join(dir, '..summary.md'),
      GITHUB_REPOSITORY: 'octo-org/mcp-server',
      GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
      GITHUB_JOB: 'lint',
      GITHUB_SERVER_URL: 'https://github.com',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, summary: readFileSync(join(dir, '..summary.md'), 'utf8'), outputs: readFileSync(output, 'utf8') };
}

describe.skipIf(!existsSync(ACTION))('the built Action logs no workflow command from a capture or a file name', () => {
  it.each(['check', 'update'])('mode: %s', (mode) => {
    const dir = hostileWorkspace();
    // Expected findings are annotated only when asked: asked, so the hostile text reaches the log in update mode too.
    const run = runAction(dir, { captures: '**/*.jsonl', mode, comment: 'off', 'annotate-expected': 'true' });
    expect(run.stdout + run.stderr).toContain('set-output name=failed');
    expectNoInjectedCommands(run, true);
    // The annotations the Action prints carry the hostile text escaped.
    for (const line of run.stdout.split('\n').filter((l) => l.startsWith('::'))) expect(line).not.toMatch(/^::(set-output|add-mask|stop-commands)/);
    if (mode === 'update') expect(run.stdout).toContain('##\\[add-mask]x.jsonl.expected.yaml');
    expect(run.summary).toContain('mcp-capture-lint');
  });
});

/** An expectation file of `count` entries none of which is found any more: each one is stale. */
function staleWorkspace(count: number) {
  const entries: string[] = [];
  for (let i = 0; i < count; i++) entries.push(`  - line: ${i + 3}\n    rule: stray-output\n    severity: error\n    message: gone ${i}`);
  const s = scratch({
    'caps/a.jsonl': `${INIT}\n${INIT_RESULT}\n`,
    'caps/a.jsonl.expected.yaml': `revision: 2025-06-18\nfindings:\n${entries.join('\n')}\n`,
  });
  cleanup = s.cleanup;
  return s.dir;
}

describe.skipIf(!existsSync(CLI) || !existsSync(ACTION))('a huge expectation file (80,000 stale entries, 6.6 MB) is reported, bounded', () => {
  it('through the CLI: --format markdown lists a bounded number of rows and counts the rest', () => {
    const dir = staleWorkspace(80_000);
    // Not runCli: reading 5.6 MB of YAML takes longer than its 30 s on a loaded machine.
    const child = spawnSync(process.execPath, [CLI, 'check', 'caps', '--format', 'markdown', '--revision', '2025-06-18'], { cwd: dir, encoding: 'utf8', timeout: 280_000, maxBuffer: 256 * 1024 * 1024, env: { PATH: process.env.PATH ?? '' } });
    const run = { status: child.status, stdout: child.stdout, stderr: child.stderr };
    expect(run.stderr).not.toContain('RangeError');
    expect(run.status).toBe(1);
    const rows = run.stdout.split('\n').filter((l) => l.startsWith('| **stale** |'));
    expect(rows.length).toBe(1000);
    expect(run.stdout).toContain('…and 79000 more rows (see the JSON or SARIF report).');
    // Every line stays short: the failure that lists each stale entry is cut.
    expect(run.stdout.split('\n').filter((l) => l.length >= 2000)).toEqual([]);
    expect(Buffer.byteLength(run.stdout)).toBeLessThan(1024 * 1024);
  }, 300_000);

  it('through the Action: the summary is written, bounded, and the step fails on the stale entries', () => {
    const dir = staleWorkspace(80_000);
    const result = runAction(dir, { captures: 'caps/*.jsonl', revision: '2025-06-18', comment: 'off' });
    expect(result.stdout + result.stderr).not.toContain('RangeError');
    expect(result.status).toBe(1);
    const summary = result.summary;
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(summary.split('\n').filter((l) => l.startsWith('| **stale** |')).length).toBeLessThanOrEqual(1000);
    expect(summary).toMatch(/more rows \(see the JSON or SARIF report\)|more captures? not shown here/);
    expect(result.outputs).toContain('80000');
  }, 300_000);
});
